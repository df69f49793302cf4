// Which install scripts of the lockfile does package.json's `allowScripts` leave unreviewed? npm 12
// blocks those (npm 11.16+ warns) and the app breaks later (better-sqlite3 without its binding), so a
// new dependency with an install script must get an explicit entry: `true` to run it, `false` to deny.
// The matching follows npm's own (@npmcli/arborist lib/script-allowed.js): a key is a bare name
// (`pkg`, `pkg@*`, any version) or exact versions (`pkg@1.2.3 || 1.2.4`); ranges and dist-tags are
// ignored by npm; a deny wins over an allow; a version-pinned allow only counts when the lockfile
// records the `resolved` URL npm verifies the version against (this repository's lockfile has none).

export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  link?: boolean;
  inBundle?: boolean;
  hasInstallScript?: boolean;
}
export interface Lockfile {
  packages: Record<string, LockEntry>;
}
export type AllowScripts = Record<string, unknown>;

export interface PolicyReport {
  /** `name@version (path)` of packages with an install script no entry covers: npm blocks them. */
  unreviewed: string[];
  /** Entries npm ignores (a range, a dist-tag, a value that is not a boolean). */
  invalid: string[];
  /** Entries that match no package with an install script (prune them). */
  unused: string[];
  /** name → what npm does with its install script: run (`true`) or skip (`false`). */
  decisions: Map<string, boolean>;
}

const EXACT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

interface Key {
  raw: string;
  name: string;
  /** null: any version. */
  versions: string[] | null;
}

function parseKey(raw: string): Key | null {
  const at = raw.indexOf('@', raw.startsWith('@') ? 1 : 0);
  const name = at < 0 ? raw : raw.slice(0, at);
  const spec = at < 0 ? '' : raw.slice(at + 1).trim();
  if (!/^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name)) return null;
  if (spec === '' || spec === '*') return { raw, name, versions: null };
  const versions = spec.split('||').map((v) => v.trim());
  return versions.every((v) => EXACT.test(v)) ? { raw, name, versions } : null;
}

/** The package's registry name: `name` (set for npm: aliases) or the last path segment. */
function entryName(path: string, entry: LockEntry): string {
  return entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

function matches(key: Key, name: string, entry: LockEntry, deny: boolean): boolean {
  if (key.name !== name) return false;
  if (key.versions === null) return true;
  // No resolved URL: npm cannot verify the version; a pinned deny still blocks, a pinned allow is refused.
  if (!entry.resolved || !entry.version) return deny;
  return key.versions.includes(entry.version);
}

export function checkAllowScripts(lock: Lockfile, allowScripts: AllowScripts | undefined): PolicyReport {
  const report: PolicyReport = { unreviewed: [], invalid: [], unused: [], decisions: new Map() };
  const keys: Array<{ key: Key; allow: boolean }> = [];
  for (const [raw, value] of Object.entries(allowScripts ?? {})) {
    const key = parseKey(raw);
    if (!key || typeof value !== 'boolean') report.invalid.push(`${raw}: ${JSON.stringify(value)}`);
    else keys.push({ key, allow: value });
  }
  const used = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.link || !entry.hasInstallScript) continue;
    const name = entryName(path, entry);
    let allowed = false;
    let denied = false;
    for (const { key, allow } of keys) {
      if (!matches(key, name, entry, !allow)) continue;
      used.add(key.raw);
      if (allow) allowed = true;
      else denied = true;
    }
    // npm never runs a bundled dependency's install script, whatever the policy says.
    if (entry.inBundle) allowed = false;
    if (denied || allowed) report.decisions.set(name, allowed && !denied);
    else report.unreviewed.push(`${name}@${entry.version ?? '?'} (${path})`);
  }
  report.unused = keys.map(({ key }) => key.raw).filter((raw) => !used.has(raw));
  return report;
}
