import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsApplied, openDatabase, SQLITE_DRIVER } from '../src/index.js';

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);
/** The version of the better-sqlite3 release installed under `name` (the package or its alias). */
const installedMajor = (name: string) => {
  const main = require.resolve(name);
  let dir = dirname(main);
  while (!dir.endsWith(name)) dir = dirname(dir);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
  expect(pkg.name).toBe('better-sqlite3');
  return Number(pkg.version.split('.')[0]);
};

describe('the SQLite driver this Node loads', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-driver-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is better-sqlite3 13 (Node-API) on Node 22 and later, 12 on Node 20', () => {
    expect(installedMajor('better-sqlite3')).toBe(13);
    expect(installedMajor('better-sqlite3-node20')).toBe(12);
    expect(SQLITE_DRIVER).toBe(nodeMajor >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20');
  });

  it('opens, migrates and answers queries through drizzle', () => {
    const opened = openDatabase(dataDir);
    try {
      expect(migrationsApplied(opened.sqlite)).toBe(true);
      // Many short-lived prepared statements, as drizzle makes them: collected while the process runs.
      for (let i = 0; i < 2000; i++) expect(opened.sqlite.prepare(`SELECT ${i} AS n`).get()).toEqual({ n: i });
      expect(opened.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      opened.close();
    }
  });
});
