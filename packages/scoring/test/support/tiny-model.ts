// The tiny test model (random weights, fixed seed) and the root scripts, for the scoring tests. The
// compiled package (the inference child loads dist/llm/host.js, the scripts import dist/) and the model
// itself are made once per run by the global setup (vitest.global-setup.ts), not by each file.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { LlmEngineOptions } from '../../src/types.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The run's tiny model: a folder holding only `tiny.gguf`, and its path. Read it; never write there. */
export function tinyModel(): { modelsDir: string; modelFile: string } {
  return inject('tinyModel');
}

/** Writes a new tiny model into a fresh temporary folder (for the tests of the writer itself). */
export function writeTinyModel(): { modelsDir: string; modelFile: string } {
  const modelsDir = mkdtempSync(join(tmpdir(), 'rubric-scoring-'));
  const modelFile = join(modelsDir, 'tiny.gguf');
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'make-test-model.mjs'), '--size', 'tiny', '--out', modelFile],
    { stdio: 'ignore' },
  );
  return { modelsDir, modelFile };
}

/** Runs one of the root scripts (`scripts/<name>`) in `cwd`, as `npm run` would. */
export function runScript(name: string, args: string[], cwd: string) {
  return spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', name), ...args], { cwd, encoding: 'utf8' });
}

/** Engine options for the tiny model: one thread, a small context, no GPU. */
export function tinyEngineOptions(modelsDir: string, over: Partial<LlmEngineOptions> = {}): LlmEngineOptions {
  return {
    modelsDir,
    threads: 1,
    contextSize: 2048,
    sequences: 1,
    flashAttention: true,
    prefixReuse: true,
    gpu: false,
    ...over,
  };
}
