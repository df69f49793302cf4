#!/usr/bin/env node
// The llm engine with several sequences (LLM_SEQUENCES = N): one inference process, one context
// with N slots, N applications in flight. For each N: applications/min and its ratio to N = 1,
// generated tokens/s over all slots, each application's latency, and Rubric's time over the
// inference the engine reports (request → result, minus prefill + decode) and how much of that
// is spent inside the inference process. Made for a GPU (docs/PERFORMANCE.md, "`llm` engine on a GPU
// with several sequences"); runs on a CPU too (BENCH_GPU=false).
//
//   npm run bench:llm-sequences              (or node scripts/bench/llm-sequences.mjs after `npx tsc -b packages/scoring`)
//   BENCH_SIZE=bench|8b (test model written if missing) BENCH_MODEL=<file> BENCH_SEQUENCES=1,2,4,8,16
//   BENCH_ROUNDS=2 (applications per N: ROUNDS × N, after N warm-up ones) BENCH_GPU=auto|false
//   BENCH_THREADS=4 BENCH_CONTEXT=4096 (per sequence) BENCH_FLASH_ATTENTION=auto|true|false
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestModel } from '../make-test-model.mjs';
import { makeApplications, shared } from './lib/scoring-inputs.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { createEngine } = await import(resolve(ROOT, 'packages/scoring/dist/index.js'));

const SIZE = process.env.BENCH_SIZE ?? 'bench';
const MODEL = resolve(ROOT, process.env.BENCH_MODEL ?? `models/test/${SIZE}.gguf`);
const SEQUENCES = (process.env.BENCH_SEQUENCES ?? '1,2,4').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GPU = process.env.BENCH_GPU === 'false' ? false : 'auto';
const THREADS = Number(process.env.BENCH_THREADS ?? 4);
const CONTEXT = Number(process.env.BENCH_CONTEXT ?? 4096);
const FLASH_ATTENTION = { true: true, false: false }[process.env.BENCH_FLASH_ATTENTION] ?? 'auto';

ensureTestModel(SIZE, MODEL);
const maxN = Math.max(...SEQUENCES);
// Warm-up and measured applications are distinct texts: every measured one pays its own prefill.
const applications = makeApplications(maxN * (ROUNDS + 1));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * p) - 1)];

/** Scores `apps` with `inFlight` at a time (a pool: a slot takes the next application when it finishes). */
async function scoreAll(engine, apps, inFlight) {
  const outcomes = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < apps.length) {
        const app = apps[next++];
        const sent = performance.now();
        const o = await engine.scoreApplication(shared, app);
        outcomes.push({ ...o, wallMs: performance.now() - sent });
      }
    }),
  );
  return { outcomes, wallMs: performance.now() - started };
}

console.log(
  `bench: model ${basename(MODEL)}, sequences ${SEQUENCES.join(',')}, ${ROUNDS} × N applications each, context ${CONTEXT}/sequence, gpu ${GPU}, threads ${THREADS}, flash attention ${FLASH_ATTENTION}`,
);
const rows = [];
let baseline = null;
for (const n of SEQUENCES) {
  const loadStarted = performance.now();
  const engine = createEngine('llm', {
    modelsDir: dirname(MODEL),
    modelFile: basename(MODEL),
    threads: THREADS,
    contextSize: CONTEXT,
    sequences: n,
    flashAttention: FLASH_ATTENTION,
    prefixReuse: true,
    gpu: GPU,
  });
  await engine.start();
  const info = engine.info();
  if (!info.loaded) throw new Error(`model not loaded: ${info.error}`);
  const loadS = (performance.now() - loadStarted) / 1000;
  try {
    // Warm-up: every slot evaluates the job's shared prefix once, as in steady state.
    await scoreAll(engine, applications.slice(0, n), n);
    const { outcomes, wallMs } = await scoreAll(engine, applications.slice(n, n * (ROUNDS + 1)), n);
    const appsPerMin = outcomes.length / (wallMs / 60000);
    baseline ??= appsPerMin;
    const inference = outcomes.map((o) => (o.timings?.prefillMs ?? 0) + (o.timings?.decodeMs ?? 0));
    const overhead = outcomes.map((o, i) => o.wallMs - inference[i]);
    rows.push({
      sequences: n,
      gpu: info.gpu || 'none',
      'load s': Number(loadS.toFixed(1)),
      apps: outcomes.length,
      'apps/min': Number(appsPerMin.toFixed(1)),
      '× N=1': Number((appsPerMin / baseline).toFixed(2)),
      'generated tok/s (all slots)': Math.round(sum(outcomes.map((o) => o.usage.generatedTokens)) / (wallMs / 1000)),
      'generated tok/app': Math.round(sum(outcomes.map((o) => o.usage.generatedTokens)) / outcomes.length),
      'evaluated prompt tok/app': Math.round(sum(outcomes.map((o) => o.usage.evaluatedPromptTokens)) / outcomes.length),
      'latency p50 s': Number(
        (
          pct(
            outcomes.map((o) => o.wallMs),
            0.5,
          ) / 1000
        ).toFixed(2),
      ),
      'latency max s': Number((Math.max(...outcomes.map((o) => o.wallMs)) / 1000).toFixed(2)),
      'Rubric overhead ms/app (mean)': Math.round(sum(overhead) / outcomes.length),
      // Where it is: in the inference process (slot, prompt, grammar) or between the processes.
      'of which in the inference process': Math.round(
        sum(outcomes.map((o, i) => o.durationMs - inference[i])) / outcomes.length,
      ),
      'overhead % of inference': Number(((100 * sum(overhead)) / sum(inference)).toFixed(2)),
    });
    console.log(JSON.stringify(rows.at(-1)));
  } finally {
    await engine.close();
  }
}
console.table(rows);
