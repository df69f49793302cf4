#!/usr/bin/env node
// What grammar-constrained sampling costs per generated token, apart from the model: a model with
// tiny layers and the bench model's 32k vocabulary (decoding it costs almost nothing), greedy
// generation of 300 tokens without a grammar, with the library's GBNF for the score output, with
// Rubric's compact form of it (compactJsonGrammar), and with the compact one plus the per-token
// detokenizing the inference process does. On a GPU the model's step gets cheap and this cost stays
// on a CPU core per sequence (docs/PERFORMANCE.md, "`llm` engine on a GPU with several sequences").
//
//   npm run bench:grammar            (or node scripts/bench/grammar.mjs after `npx tsc -b packages/scoring`)
//   BENCH_ROUNDS=3 BENCH_TOKENS=300 BENCH_CRITERIA=10 BENCH_LINES=7 BENCH_THREADS=2
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLlama, LlamaGrammarEvaluationState } from 'node-llama-cpp';
import { ensureTestModel } from '../make-test-model.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { scoreOutputJsonSchema } = await import(resolve(ROOT, 'packages/scoring/dist/output-schemas.js'));
const { compactJsonGrammar } = await import(resolve(ROOT, 'packages/scoring/dist/llm/compact-grammar.js'));

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 300);
const CRITERIA = Number(process.env.BENCH_CRITERIA ?? 10);
const LINES = Number(process.env.BENCH_LINES ?? 7);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);

const llama = await getLlama({ build: 'never', gpu: false });
const model = await llama.loadModel({ modelPath: ensureTestModel('tiny32k') });
const context = await model.createContext({ contextSize: 4096, threads: THREADS, flashAttention: false });
const sequence = context.getSequence();
const prompt = model.tokenize('Backend engineer with TypeScript and PostgreSQL experience. '.repeat(10));

const library = await llama.createGrammarForJsonSchema(scoreOutputJsonSchema(CRITERIA, LINES));
const compact = await llama.createGrammar({ grammar: compactJsonGrammar(library.grammar) });
const variants = [
  { name: 'no grammar', grammar: null },
  { name: "library's GBNF", grammar: library },
  { name: 'compact GBNF (production)', grammar: compact },
  { name: 'compact GBNF + detokenize each token', grammar: compact, detokenize: true },
];

/** Milliseconds per generated token after the first (the first carries the prompt). */
async function msPerToken({ grammar, detokenize }) {
  await sequence.clearHistory();
  const options = { temperature: 0 };
  if (grammar) options.grammarEvaluationState = new LlamaGrammarEvaluationState({ model, grammar });
  let count = 0;
  let firstAt = 0;
  for await (const token of sequence.evaluate(prompt, options)) {
    if (count === 0) firstAt = performance.now();
    if (detokenize) model.detokenize([token]);
    if (++count >= TOKENS) break;
  }
  return (performance.now() - firstAt) / (count - 1);
}

// Interleaved rounds, the median reported: a burst of other work lands on every variant alike.
const samples = new Map(variants.map((v) => [v.name, []]));
for (let round = 0; round < ROUNDS; round++)
  for (const variant of variants) samples.get(variant.name).push(await msPerToken(variant));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = median(samples.get('no grammar'));
console.log(
  `bench: ${TOKENS} tokens, score grammar for ${CRITERIA} criteria and ${LINES} resume lines, ${THREADS} threads, ${ROUNDS} rounds (median)`,
);
console.table(
  variants.map((v) => {
    const ms = median(samples.get(v.name));
    return {
      variant: v.name,
      'ms/token': Number(ms.toFixed(2)),
      'over no grammar (ms)': Number((ms - base).toFixed(2)),
      rounds: samples
        .get(v.name)
        .map((x) => x.toFixed(2))
        .sort()
        .join(' – '),
    };
  }),
);
await context.dispose();
await model.dispose();
await llama.dispose();
