import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/fetch-model.mjs', import.meta.url));

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm run model:fetch', () => {
  it('fails clearly when the host cannot be reached, leaving no partial file', async () => {
    const out = mkdtempSync(join(tmpdir(), 'rubric-models-'));
    // `.invalid` never resolves (RFC 2606): the same failure as a machine without internet access.
    const r = await run(['https://models.invalid/some-model.gguf', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot reach models\.invalid/);
    expect(r.stderr).toMatch(/offline/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses unknown names and non-https URLs', async () => {
    const unknown = await run(['not-a-model']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/neither a known model name/);
    const plain = await run(['http://example.com/m.gguf']);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/only https/);
    expect(existsSync('models/m.gguf')).toBe(false);
  });
});
