#!/usr/bin/env node
// How the llm engine's settings change raw speed on this machine: prompt evaluation (prefill)
// tokens/s and the time of one decode step, with the context filled to different lengths, flash
// attention on and off, for each thread count. The defaults of LLM_FLASH_ATTENTION and
// LLM_THREADS come from this table (docs/PERFORMANCE.md, "llm settings").
//
//   node scripts/bench/llm-settings.mjs
//   BENCH_MODEL=models/test/bench.gguf BENCH_THREADS=1,2 BENCH_FILLS=50,1000,2500 BENCH_STEPS=30
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLlama } from 'node-llama-cpp';
import { ensureTestModel } from '../make-test-model.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODEL = resolve(ROOT, process.env.BENCH_MODEL ?? 'models/test/bench.gguf');
const list = (value, fallback) => (value ?? fallback).split(',').map(Number);
const THREADS = list(process.env.BENCH_THREADS, '1,2');
const FILLS = list(process.env.BENCH_FILLS, '50,1000,2500');
const STEPS = Number(process.env.BENCH_STEPS ?? 30);

ensureTestModel('bench', MODEL);

const llama = await getLlama({ build: 'never', gpu: false });
const model = await llama.loadModel({ modelPath: MODEL });
// A long, varied text to cut prompts of any length from.
const text = Array.from(
  { length: 600 },
  (_, i) => `Line ${i}: TypeScript, PostgreSQL and Kafka at payments company ${i % 17}.`,
).join('\n');
const source = model.tokenize(text);
if (source.length < Math.max(...FILLS)) throw new Error(`the sample text has only ${source.length} tokens`);

const rows = [];
for (const threads of THREADS) {
  for (const flashAttention of [false, true]) {
    const context = await model.createContext({ contextSize: 4096, threads, flashAttention });
    const sequence = context.getSequence();
    for (const fill of FILLS) {
      await sequence.clearHistory();
      const started = performance.now();
      let firstAt = 0;
      let steps = 0;
      // Unconstrained greedy decoding: what one decode step costs at this context length.
      for await (const _token of sequence.evaluate(source.slice(0, fill), { temperature: 0 })) {
        if (steps === 0) firstAt = performance.now();
        if (++steps >= STEPS) break;
      }
      const end = performance.now();
      rows.push({
        threads,
        'flash attention': flashAttention,
        'context filled (tokens)': fill,
        'prefill tok/s': Math.round(fill / ((firstAt - started) / 1000)),
        'decode ms/step': Number(((end - firstAt) / (steps - 1)).toFixed(1)),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    await context.dispose();
  }
}
console.table(rows);
await model.dispose();
await llama.dispose();
