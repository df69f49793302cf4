#!/usr/bin/env node
// Scoring throughput of the llm engine on the bench model (random weights, the compute shape of
// a ~0.5B instruct model): one job, 25 applications (~600-word resumes, 10 criteria), scored
// with prefix reuse ON and with a fresh sequence per application (prefixReuse false), same
// prompts, same run. Prints a table and the ratio.
//
//   node scripts/bench/scoring.mjs            (builds nothing: run `npx tsc -b packages/scoring` first)
//   BENCH_APPS=25 BENCH_THREADS=1 BENCH_CONTEXT=4096 BENCH_MAX_OUTPUT=0 BENCH_MODEL=models/test/bench.gguf
//   BENCH_FLASH_ATTENTION=auto|true|false (auto, the production default: off on a CPU)
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestModel } from '../make-test-model.mjs';
import { makeApplications, shared } from './lib/scoring-inputs.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { createEngine, EngineCrashedError } = await import(resolve(ROOT, 'packages/scoring/dist/index.js'));

const APPS = Number(process.env.BENCH_APPS ?? 25);
const THREADS = Number(process.env.BENCH_THREADS ?? 1);
const CONTEXT = Number(process.env.BENCH_CONTEXT ?? 4096);
const MAX_OUTPUT = Number(process.env.BENCH_MAX_OUTPUT ?? 0) || undefined;
const FLASH_ATTENTION = { true: true, false: false }[process.env.BENCH_FLASH_ATTENTION] ?? 'auto';
const MODEL = resolve(ROOT, process.env.BENCH_MODEL ?? 'models/test/bench.gguf');

ensureTestModel('bench', MODEL);

const applications = makeApplications(APPS);

// --- runs ---------------------------------------------------------------------------------------
// Both engines are loaded (two child processes) and each application is scored by one then the
// other, so that noise from other work on the host hits both modes alike.
async function startEngine(prefixReuse) {
  const engine = createEngine('llm', {
    modelsDir: dirname(MODEL),
    modelFile: basename(MODEL),
    threads: THREADS,
    contextSize: CONTEXT,
    sequences: 1,
    flashAttention: FLASH_ATTENTION,
    prefixReuse,
    gpu: false,
    maxOutputTokens: MAX_OUTPUT,
  });
  await engine.start();
  if (!engine.info().loaded) throw new Error(`model not loaded: ${engine.info().error}`);
  return engine;
}

// CPU seconds the inference child used (Linux /proc; clock ticks at 100 Hz): on a shared, busy
// host, wall time measures the neighbours too, CPU time of a 1-thread child measures our work.
function childCpuMs(engine) {
  try {
    const fields = readFileSync(`/proc/${engine.childPid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const newTotals = (prefixReuse) => ({
  prefixReuse,
  cpuMs: 0,
  wallMs: 0,
  ok: 0,
  failed: 0,
  prompt: 0,
  evaluated: 0,
  reused: 0,
  generated: 0,
  prefillMs: 0,
  decodeMs: 0,
  truncated: 0,
});

async function scoreOne(engine, totals, app, index) {
  const started = performance.now();
  const cpuBefore = childCpuMs(engine);
  try {
    const o = await engine.scoreApplication(shared, app);
    totals.ok++;
    totals.prompt += o.usage.promptTokens;
    totals.evaluated += o.usage.evaluatedPromptTokens;
    totals.reused += o.usage.reusedPromptTokens;
    totals.generated += o.usage.generatedTokens;
    totals.prefillMs += o.timings?.prefillMs ?? 0;
    totals.decodeMs += o.timings?.decodeMs ?? 0;
    if (o.resumeTruncated) totals.truncated++;
    const mode = totals.prefixReuse ? 'reuse' : 'fresh';
    console.log(
      `${String(index + 1).padStart(2)} ${mode}: ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${((childCpuMs(engine) - cpuBefore) / 1000).toFixed(1)} s cpu, prompt ${o.usage.promptTokens} (evaluated ${o.usage.evaluatedPromptTokens}, ${o.timings?.prefillMs} ms), generated ${o.usage.generatedTokens} (${o.timings?.decodeMs} ms), score ${o.result.score}`,
    );
  } catch (err) {
    if (err instanceof EngineCrashedError) throw err;
    totals.failed++;
    console.log(`${String(index + 1).padStart(2)} ${totals.prefixReuse ? 'reuse' : 'fresh'}: failed: ${err.message}`);
  }
  totals.wallMs += performance.now() - started;
  totals.cpuMs += childCpuMs(engine) - cpuBefore;
}

console.log(
  `bench: ${APPS} applications, 10 criteria, threads ${THREADS}, context ${CONTEXT}, flash attention ${FLASH_ATTENTION}, model ${basename(MODEL)}`,
);
const reuseEngine = await startEngine(true);
const freshEngine = await startEngine(false);
const reuse = newTotals(true);
const fresh = newTotals(false);
for (const [index, app] of applications.entries()) {
  await scoreOne(reuseEngine, reuse, app, index);
  await scoreOne(freshEngine, fresh, app, index);
}
await reuseEngine.close();
await freshEngine.close();

const row = (r) => {
  const n = Math.max(1, r.ok);
  return {
    mode: r.prefixReuse ? 'prefix reuse' : 'fresh sequence',
    'apps/min (wall)': ((r.ok + r.failed) / (r.wallMs / 60000)).toFixed(2),
    'apps/min (cpu)': ((r.ok + r.failed) / (r.cpuMs / 60000)).toFixed(2),
    's/app (wall)': (r.wallMs / 1000 / (r.ok + r.failed)).toFixed(2),
    'prompt tok/app': Math.round(r.prompt / n),
    'evaluated tok/app': Math.round(r.evaluated / n),
    'reused tok/app': Math.round(r.reused / n),
    'generated tok/app': Math.round(r.generated / n),
    'prefill tok/s': (r.evaluated / (r.prefillMs / 1000)).toFixed(0),
    'decode tok/s': (r.generated / (r.decodeMs / 1000)).toFixed(1),
    failed: r.failed,
  };
};
console.table([row(reuse), row(fresh)]);
const ratio = (a, b) => ((a.ok + a.failed) / a.wallMs / ((b.ok + b.failed) / b.wallMs)).toFixed(2);
const cpuRatio = (fresh.cpuMs / (fresh.ok + fresh.failed) / (reuse.cpuMs / (reuse.ok + reuse.failed))).toFixed(2);
console.log(`throughput ratio (prefix reuse / fresh): ${ratio(reuse, fresh)}× by wall time, ${cpuRatio}× by CPU time`);
