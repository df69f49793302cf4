import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run drill:audit` as a user runs it (the global setup has built dist/): its exit code and output. */
function drill(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/drill-audit.mjs', ...args], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run drill:audit', () => {
  it('2,000 applications per run through the API: the penalised group < 0.8, all others ≥ 0.9, the 1.5% category excluded', async () => {
    const { code, out } = await drill(['--quiet']);
    expect(out).toContain('drill:audit: passed');
    expect(code).toBe(0);
  }, 180_000);

  it('exits 1 when the report misses the bias (no penalty, so the group’s ratio is not < 0.8)', async () => {
    const { code, out } = await drill(['--quiet', '--applications', '400', '--k', '0', '--group', 'sex:female']);
    expect(out).toContain('biased run: sex female: impact ratio');
    expect(out).toContain('is not < 0.8');
    expect(code).toBe(1);
  }, 120_000);
});
