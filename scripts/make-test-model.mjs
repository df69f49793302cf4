#!/usr/bin/env node
// Writes a GGUF model with random weights that node-llama-cpp loads: `tiny` (a few MB, for the
// tests), `bench` (the compute shape of a ~0.5B-parameter instruct model, Q8_0, for benchmarks),
// `8b` (an 8B model's shape, 7.7 GB, for GPU benchmarks) or `tiny32k` (tiny layers, the bench
// vocabulary: for bench:grammar).
// Deterministic: a fixed seed, so the same size always writes the same bytes.
//
//   npm run model:test -- [--size tiny|bench|8b|tiny32k] [--out FILE]  (default out: models/test/<size>.gguf)
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createRng,
  fillF32Constant,
  fillF32Random,
  fillQ8_0Random,
  GGML_TYPE,
  meta,
  writeGguf,
} from './lib/gguf-writer.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SEED = 0x5eed_2026;

export const SIZES = {
  tiny: { layers: 2, embd: 64, heads: 4, kvHeads: 2, ffn: 128, vocab: 0, context: 8192, weightType: GGML_TYPE.F32 },
  bench: {
    layers: 24,
    embd: 896,
    heads: 14,
    kvHeads: 2,
    ffn: 4864,
    vocab: 32000,
    context: 32768,
    weightType: GGML_TYPE.Q8_0,
  },
  // Tiny layers with the bench vocabulary: decoding costs almost nothing, so what sampling costs per
  // token (a grammar over 32k tokens) shows (scripts/bench/grammar.mjs).
  tiny32k: {
    layers: 2,
    embd: 64,
    heads: 4,
    kvHeads: 2,
    ffn: 128,
    vocab: 32000,
    context: 8192,
    weightType: GGML_TYPE.F32,
  },
  // The compute shape of an 8B-parameter model (Llama 3 8B's layers, 32k vocabulary), Q8_0, 7.7 GB:
  // for measuring the llm engine on a GPU (scripts/bench/llm-sequences.mjs).
  '8b': {
    layers: 32,
    embd: 4096,
    heads: 32,
    kvHeads: 8,
    ffn: 14336,
    vocab: 32000,
    context: 32768,
    weightType: GGML_TYPE.Q8_0,
  },
};

// Words that prompts, job descriptions and resumes use, so that English text tokenizes to roughly
// one or two tokens a word (as with a real model's vocabulary) instead of one token a letter.
export const VOCAB_WORDS = `
a about above across after again against all also an analysis and any api apis application applications applied apply
are as at availability aws azure backend based be been before being best between both build building built business
but by c candidate candidates can ci cd cloud code collaborated company computer containers continuous criteria
criterion customer customers data database databases degree delivered deliver delivery deploy deployed deployment
design designed developed developer development devops distributed docker does each education engineer engineering
english evidence experience experienced expert express familiar feature features for framework from frontend full
git github go golang good graph has have help high hiring how i if implemented improved in including infrastructure
instruction instructions integration interview into is it its java javascript job judge json kafka knowledge kubernetes
lead leadership led level linux made maintained management manager mentored met microservices migrated ml model models
monitoring more most must nice no node nodejs not not_met of on one only or other our over own partial performance
platform postgres postgresql preferred product production professional project projects python queue queues react
redis reduced reliability requirement requirements responsible resume rest results role rust scalable scale score
scoring security senior service services should skills software sql stack strong summary system systems team teams
technical technology terraform test testing tests than that the their them then there these they this through to
tools typescript ui university up use used user users using verdict was we web well were what when which while who
will with work worked working would year years you your concerns strengths focus evidence index id text answer answers
question questions options option hint guidance single multiple importance must_have nice_to_have context
written communication remote office customer-facing ownership architecture mobile ios android kotlin swift
observability incident incidents on-call latency throughput availability uptime caching cache search elasticsearch
graphql grpc http https oauth authentication authorization payments billing analytics pipeline pipelines etl spark
airflow machine learning pytorch tensorflow statistics math mathematics bachelor master phd science computer
startup enterprise agile scrum kanban jira stakeholders roadmap planning estimates reviews review pair programming
mentoring hiring onboarding documentation docs open source contributor conference speaker award certified
certification months month january february march april may june july august september october november december
present current previously before department engineer engineers manager managers director principal staff junior
mid intern internship contract full-time part-time based location city country united states kingdom germany
france canada spain india london berlin paris new york san francisco amsterdam remote-first hybrid salary
benefits equity vacation culture values mission inclusive diverse equal opportunity employer apply today join
our growing fast-paced environment looking seeking ideal you'll we're responsibilities qualifications about
ability able across achieve achieved added adding automated automation improve improving increase increased
reduce reducing migrate migration own owned scaling scaled serving served million millions thousands requests
second per day week users customers revenue cost costs percent team's company's client clients internal external
`
  .split(/\s+/)
  .filter(Boolean);

const JSON_PIECES = [
  '{"',
  '":',
  '":"',
  '","',
  '",',
  '"}',
  '"]',
  '["',
  '],',
  '},',
  '[{',
  '}]',
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  '""',
  '":[',
  '":{',
  '":"',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  'met',
  'partial',
  'not_met',
  'true',
  'false',
  'null',
];

const TOKEN_TYPE = { NORMAL: 1, UNKNOWN: 2, CONTROL: 3, BYTE: 6 };
const SPACE = '\u2581'; // SentencePiece's word-start marker

/** Builds an SPM vocabulary: specials, 256 byte tokens, ChatML tokens, then text pieces. */
export function buildVocab(targetSize) {
  const tokens = ['<unk>', '<s>', '</s>'];
  const types = [TOKEN_TYPE.UNKNOWN, TOKEN_TYPE.CONTROL, TOKEN_TYPE.CONTROL];
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TOKEN_TYPE.BYTE);
  }
  tokens.push('<|im_start|>', '<|im_end|>');
  types.push(TOKEN_TYPE.CONTROL, TOKEN_TYPE.CONTROL);

  const seen = new Set(tokens);
  const pieces = [];
  const add = (piece) => {
    if (piece.length === 0 || seen.has(piece)) return;
    seen.add(piece);
    pieces.push(piece);
  };
  add(SPACE);
  for (let c = 0x20; c < 0x7f; c++) {
    const ch = String.fromCharCode(c);
    if (ch === ' ') continue;
    add(ch);
    add(SPACE + ch);
  }
  for (const p of JSON_PIECES) add(p);
  // SPM merges only through pieces that exist, so every prefix of a word is a piece too.
  for (const word of VOCAB_WORDS) {
    for (const variant of [word, word[0].toUpperCase() + word.slice(1)]) {
      for (let i = 2; i <= variant.length; i++) {
        add(variant.slice(0, i));
        add(SPACE + variant.slice(0, i));
      }
    }
  }
  // Fill up to the target size with letter pairs and triples (compute shape of a real vocabulary).
  const letters = targetSize ? 'abcdefghijklmnopqrstuvwxyz' : '';
  outer: for (const a of letters) {
    for (const b of letters) {
      for (const c of ['', ...letters]) {
        if (targetSize && tokens.length + pieces.length >= targetSize) break outer;
        add(a + b + c);
        if (targetSize && tokens.length + pieces.length >= targetSize) break outer;
        add(SPACE + a + b + c);
      }
    }
  }
  if (!targetSize) {
    // tiny: round to a multiple of 32 rows so every size is a whole number of blocks
    while ((tokens.length + pieces.length) % 32 !== 0) add(`<pad${pieces.length}>`);
  }
  const scores = [0, 0, 0, ...new Array(256).fill(0), 0, 0];
  // Longer pieces score higher, so the SPM merge prefers them.
  for (const p of pieces) {
    tokens.push(p);
    types.push(TOKEN_TYPE.NORMAL);
    scores.push(-1000 + p.length * 10);
  }
  return { tokens, types, scores };
}

export const CHATML_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

export function makeTestModel(size, out) {
  const shape = SIZES[size];
  if (!shape) throw new Error(`unknown size "${size}" (${Object.keys(SIZES).join(', ')})`);
  const vocab = buildVocab(shape.vocab);
  const nVocab = vocab.tokens.length;
  const headDim = shape.embd / shape.heads;
  const kvWidth = headDim * shape.kvHeads;
  const rng = createRng(SEED);
  const weight = (name, dims, fanIn) => ({
    name,
    dims,
    type: shape.weightType,
    fill:
      shape.weightType === GGML_TYPE.Q8_0
        ? fillQ8_0Random(rng, 1.7 / Math.sqrt(fanIn))
        : fillF32Random(rng, 1.7 / Math.sqrt(fanIn)),
  });
  const norm = (name) => ({ name, dims: [shape.embd], type: GGML_TYPE.F32, fill: fillF32Constant(1) });

  const tensors = [weight('token_embd.weight', [shape.embd, nVocab], 1)];
  for (let l = 0; l < shape.layers; l++) {
    tensors.push(
      norm(`blk.${l}.attn_norm.weight`),
      weight(`blk.${l}.attn_q.weight`, [shape.embd, shape.embd], shape.embd),
      weight(`blk.${l}.attn_k.weight`, [shape.embd, kvWidth], shape.embd),
      weight(`blk.${l}.attn_v.weight`, [shape.embd, kvWidth], shape.embd),
      weight(`blk.${l}.attn_output.weight`, [shape.embd, shape.embd], shape.embd),
      norm(`blk.${l}.ffn_norm.weight`),
      weight(`blk.${l}.ffn_gate.weight`, [shape.embd, shape.ffn], shape.embd),
      weight(`blk.${l}.ffn_up.weight`, [shape.embd, shape.ffn], shape.embd),
      weight(`blk.${l}.ffn_down.weight`, [shape.ffn, shape.embd], shape.ffn),
    );
  }
  tensors.push(norm('output_norm.weight'), weight('output.weight', [shape.embd, nVocab], shape.embd));

  const metadata = {
    'general.architecture': meta.str('llama'),
    'general.name': meta.str(`rubric-test-${size}`),
    'general.file_type': meta.u32(shape.weightType === GGML_TYPE.Q8_0 ? 7 : 0),
    'general.alignment': meta.u32(32),
    'llama.context_length': meta.u32(shape.context),
    'llama.embedding_length': meta.u32(shape.embd),
    'llama.block_count': meta.u32(shape.layers),
    'llama.feed_forward_length': meta.u32(shape.ffn),
    'llama.attention.head_count': meta.u32(shape.heads),
    'llama.attention.head_count_kv': meta.u32(shape.kvHeads),
    'llama.rope.dimension_count': meta.u32(headDim),
    'llama.rope.freq_base': meta.f32(10000),
    'llama.attention.layer_norm_rms_epsilon': meta.f32(1e-6),
    'llama.vocab_size': meta.u32(nVocab),
    'tokenizer.ggml.model': meta.str('llama'),
    'tokenizer.ggml.tokens': meta.strings(vocab.tokens),
    'tokenizer.ggml.scores': meta.f32s(vocab.scores),
    'tokenizer.ggml.token_type': meta.i32s(vocab.types),
    'tokenizer.ggml.unknown_token_id': meta.u32(0),
    'tokenizer.ggml.bos_token_id': meta.u32(1),
    'tokenizer.ggml.eos_token_id': meta.u32(vocab.tokens.indexOf('<|im_end|>')),
    'tokenizer.ggml.add_bos_token': meta.bool(false),
    'tokenizer.ggml.add_eos_token': meta.bool(false),
    // ChatML text follows special tokens directly ("<|im_start|>system"), as in real ChatML models.
    'tokenizer.ggml.add_space_prefix': meta.bool(false),
    'tokenizer.chat_template': meta.str(CHATML_TEMPLATE),
  };
  writeGguf(out, metadata, tensors);
  return { file: out, bytes: statSync(out).size, vocab: nVocab };
}

/** The model at `out` (default models/test/<size>.gguf), written first if it is missing: for benchmarks. */
export function ensureTestModel(size, out = resolve(ROOT, 'models', 'test', `${size}.gguf`)) {
  if (!existsSync(out)) {
    console.log(`test model missing: writing ${out}`);
    makeTestModel(size, out);
  }
  return out;
}

function parseArgs(argv) {
  const args = { size: 'tiny', out: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--size') args.size = argv[++i];
    else if (a.startsWith('--size=')) args.size = a.slice('--size='.length);
    else if (a === '--out') args.out = argv[++i];
    else if (a.startsWith('--out=')) args.out = a.slice('--out='.length);
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { size, out } = parseArgs(process.argv.slice(2));
    const file = out ? resolve(process.cwd(), out) : resolve(ROOT, 'models', 'test', `${size}.gguf`);
    const started = Date.now();
    const made = makeTestModel(size, file);
    console.log(
      `wrote ${made.file} (${(made.bytes / 1048576).toFixed(1)} MiB, vocab ${made.vocab}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (err) {
    console.error(`make-test-model: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
