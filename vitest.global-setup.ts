// Once per `vitest run`, before any test file: what several files need and is costly or racy to make in
// each (see docs/testing.md).
//
// - The compiled packages. Code that runs in worker threads and child processes (parse pool, LLM host,
//   bree jobs, the CLI, `main.js` of the process-level tests, the root scripts) is loaded from dist/. One
//   incremental build here instead of `tsc -b` in the files that need it: two files rebuilding at once
//   while a third starts a child from dist/ is a race, and a file run alone would otherwise use stale code.
// - The tiny test model (random weights, fixed seed): written once to a temporary folder that tests only
//   read, and removed after the run. Tests reach it with `inject('tinyModel')`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tiny GGUF test model, made once per run: its folder (holding only it) and its path. */
    tinyModel: { modelsDir: string; modelFile: string };
  }
}

export default function setup(project: TestProject): () => void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });

  const modelsDir = mkdtempSync(join(tmpdir(), 'rubric-tiny-model-'));
  const modelFile = join(modelsDir, 'tiny.gguf');
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'make-test-model.mjs'), '--size', 'tiny', '--out', modelFile], {
    stdio: 'ignore',
  });
  project.provide('tinyModel', { modelsDir, modelFile });

  return () => rmSync(modelsDir, { recursive: true, force: true });
}
