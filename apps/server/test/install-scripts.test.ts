import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAllowScripts, type Lockfile } from './install-scripts.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = <T>(p: string) => JSON.parse(readFileSync(`${root}${p}`, 'utf8')) as T;

describe('package.json allowScripts against package-lock.json', () => {
  const pkg = readJson<{ allowScripts?: Record<string, unknown> }>('package.json');
  const lock = readJson<Lockfile>('package-lock.json');
  const report = checkAllowScripts(lock, pkg.allowScripts);

  it('reviews every install script in the lockfile: each one is explicitly allowed or denied', () => {
    // A new dependency with an install script lands here: read its script, then add
    // `"<name>": true` (Rubric needs it to run) or `"<name>": false` to package.json's allowScripts,
    // and say why in README.md (Requirements).
    expect(report.unreviewed).toEqual([]);
    expect(report.invalid).toEqual([]);
    expect(report.unused).toEqual([]);
    expect(report.decisions.size).toBeGreaterThan(0);
  });

  it('runs the native build Rubric needs and denies telemetry and donation banners', () => {
    expect(report.decisions.get('better-sqlite3')).toBe(true);
    expect(report.decisions.get('@scarf/scarf')).toBe(false);
    expect(report.decisions.get('tesseract.js')).toBe(false);
    // node-llama-cpp loads its prebuilt binary at run time with build: 'never'; its postinstall would
    // only try to compile llama.cpp (downloading it) where no prebuilt binary fits. See README.md.
    expect(report.decisions.get('node-llama-cpp')).toBe(false);
  });

  it('uses name-only allow entries: this lockfile records no resolved URLs, so npm refuses pinned ones', () => {
    for (const [key, value] of Object.entries(pkg.allowScripts ?? {}))
      if (value === true) expect(key, key).not.toMatch(/.@/);
  });
});

describe('checkAllowScripts on a synthetic lockfile', () => {
  const lock: Lockfile = {
    packages: {
      '': { name: 'app', version: '1.0.0' },
      'node_modules/native': { version: '2.0.0', hasInstallScript: true },
      'node_modules/plain': { version: '1.0.0' },
      'node_modules/tool/node_modules/@scope/helper': { version: '0.3.1', hasInstallScript: true },
      'node_modules/pinned': {
        version: '4.1.0',
        resolved: 'https://registry.npmjs.org/pinned/-/pinned-4.1.0.tgz',
        hasInstallScript: true,
      },
      'node_modules/unverifiable': { version: '1.2.3', hasInstallScript: true },
      'node_modules/alias': { name: 'real-name', version: '5.0.0', hasInstallScript: true },
      'packages/local': { version: '0.1.0' },
      'node_modules/local': { resolved: 'packages/local', link: true },
    },
  };

  it('reports a new dependency whose install script no entry covers', () => {
    const report = checkAllowScripts(lock, {
      native: true,
      '@scope/helper': false,
      'pinned@4.1.0': true,
      unverifiable: true,
      'real-name': true,
    });
    expect(report.unreviewed).toEqual([]);
    const withNewDependency: Lockfile = {
      packages: { ...lock.packages, 'node_modules/newcomer': { version: '0.0.1', hasInstallScript: true } },
    };
    const after = checkAllowScripts(withNewDependency, {
      native: true,
      '@scope/helper': false,
      'pinned@4.1.0': true,
      unverifiable: true,
      'real-name': true,
    });
    expect(after.unreviewed).toEqual(['newcomer@0.0.1 (node_modules/newcomer)']);
  });

  it('names nested and scoped packages by their path, aliases by their registry name', () => {
    const report = checkAllowScripts(lock, { native: true });
    expect(report.unreviewed).toEqual([
      '@scope/helper@0.3.1 (node_modules/tool/node_modules/@scope/helper)',
      'pinned@4.1.0 (node_modules/pinned)',
      'unverifiable@1.2.3 (node_modules/unverifiable)',
      'real-name@5.0.0 (node_modules/alias)',
    ]);
    expect(checkAllowScripts(lock, undefined).unreviewed).toHaveLength(5);
  });

  it('counts a pinned allow only for the pinned version and only when the lockfile has the resolved URL', () => {
    const base = { native: true, '@scope/helper': true, 'real-name': true };
    expect(checkAllowScripts(lock, { ...base, 'pinned@4.1.0': true, unverifiable: true }).unreviewed).toEqual([]);
    expect(checkAllowScripts(lock, { ...base, 'pinned@4.0.9 || 4.1.0': true, unverifiable: true }).unreviewed).toEqual(
      [],
    );
    expect(checkAllowScripts(lock, { ...base, 'pinned@4.0.9': true, unverifiable: true }).unreviewed).toEqual([
      'pinned@4.1.0 (node_modules/pinned)',
    ]);
    // No resolved URL to verify 1.2.3 against: npm refuses the pinned allow, while a pinned deny still blocks.
    const pinnedAllow = checkAllowScripts(lock, { ...base, pinned: true, 'unverifiable@1.2.3': true });
    expect(pinnedAllow.unreviewed).toEqual(['unverifiable@1.2.3 (node_modules/unverifiable)']);
    const pinnedDeny = checkAllowScripts(lock, { ...base, pinned: true, 'unverifiable@1.2.3': false });
    expect(pinnedDeny.unreviewed).toEqual([]);
    expect(pinnedDeny.decisions.get('unverifiable')).toBe(false);
  });

  it('lets a deny win over an allow, and rejects ranges, dist-tags and non-boolean values as npm ignores them', () => {
    const report = checkAllowScripts(lock, {
      native: true,
      'native@*': false,
      '@scope/helper@^0.3.0': true,
      'pinned@latest': true,
      unverifiable: 'yes',
      'real-name': true,
    });
    expect(report.decisions.get('native')).toBe(false);
    expect(report.invalid).toEqual(['@scope/helper@^0.3.0: true', 'pinned@latest: true', 'unverifiable: "yes"']);
    expect(report.unreviewed).toEqual([
      '@scope/helper@0.3.1 (node_modules/tool/node_modules/@scope/helper)',
      'pinned@4.1.0 (node_modules/pinned)',
      'unverifiable@1.2.3 (node_modules/unverifiable)',
    ]);
  });

  it('reports entries that match no package with an install script', () => {
    const report = checkAllowScripts(lock, { native: true, plain: true, gone: false });
    expect(report.unused).toEqual(['plain', 'gone']);
  });
});
