// Makes the tiny test model (random weights, fixed seed) into a temp folder, and makes sure the
// inference host is compiled (the child process loads dist/llm/host.js).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_ENTRY } from '../../src/llm/llm-engine.js';
import type { LlmEngineOptions } from '../../src/types.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function makeTinyModel(): { modelsDir: string; modelFile: string } {
  const modelsDir = mkdtempSync(join(tmpdir(), 'rubric-scoring-'));
  const modelFile = join(modelsDir, 'tiny.gguf');
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'make-test-model.mjs'), '--size', 'tiny', '--out', modelFile],
    { stdio: 'ignore' },
  );
  return { modelsDir, modelFile };
}

/** `tsc -b packages/scoring` (incremental): the child host and the scripts run the compiled package. */
export function buildScoring(): void {
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', join(REPO_ROOT, 'packages', 'scoring')],
    { stdio: 'inherit' },
  );
}

export function ensureHostBuilt(): void {
  if (!existsSync(HOST_ENTRY)) buildScoring();
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
