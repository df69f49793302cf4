// Compact output and structure prediction: what the schema forces, the whitespace-free grammar,
// and (on the tiny model) that predicting the structure changes the speed, never the output.
import { getLlama } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactJsonGrammar } from '../src/llm/compact-grammar.js';
import { InferenceHost } from '../src/llm/inference.js';
import { forcedContinuation } from '../src/llm/json-continuation.js';
import type { HostOptions } from '../src/llm/protocol.js';
import { renderResumeLines, resumeLines, scoreOutputJsonSchema, type SharedScoringContext } from '../src/index.js';
import { makeTinyModel } from './support/tiny-model.js';

const schema = scoreOutputJsonSchema(2, 12);

describe('forcedContinuation (score output: 2 criteria, 12 resume lines)', () => {
  it.each([
    ['', '{"criteria":[{"v":"'],
    ['{"criteria":[{"v":"not', '_met","l":'],
    ['{"criteria":[{"v":"p', 'artial","l":'],
    // 1 could be 1, 10, 11 or 12: the model chooses
    ['{"criteria":[{"v":"met","l":1', ''],
    // 3 can only be 3: the item closes and, one item short of two, the next one opens
    ['{"criteria":[{"v":"met","l":3', '},{"v":"'],
    // the second item fills the array: on to the verdict
    ['{"criteria":[{"v":"met","l":3},{"v":"met","l":12', '}],"verdict":"'],
    ['{"criteria":[{"v":"met","l":3},{"v":"met","l":12}],"verdict":"Fits', ''],
    ['{"criteria":[{"v":"met","l":3},{"v":"met","l":12}],"verdict":"Fits."', ',"strengths":['],
    // after a list item: another one or the end, the model's choice
    ['{"criteria":[{"v":"met","l":3},{"v":"met","l":12}],"verdict":"Fits.","strengths":["TS"', ''],
    ['{"criteria":[{"v":"met","l":3},{"v":"met","l":12}],"verdict":"F","strengths":["a"],"concerns":[]', ',"focus":['],
    ['{"criteria":[{"v":"met","l":3},{"v":"met","l":12}],"verdict":"F","strengths":[],"concerns":[],"focus":[]', '}'],
  ])('after %j forces %j', (generated, forced) => {
    expect(forcedContinuation(schema, generated)).toBe(forced);
  });

  it('closes a string that reached its maxLength, tolerates whitespace, predicts nothing off-schema', () => {
    const full = 'x'.repeat(160);
    expect(forcedContinuation(schema, `{"criteria":[{"v":"met","l":3},{"v":"met","l":1}],"verdict":"${full}`)).toBe(
      '","strengths":[',
    );
    expect(forcedContinuation(schema, '{ "criteria" : [ {"v": "met", "l": 3} ,')).toBe('{"v":"');
    expect(forcedContinuation(schema, '{"verdict":')).toBe('');
    expect(
      forcedContinuation(
        schema,
        '{"criteria":[{"v":"met","l":3},{"v":"met","l":12}],"verdict":"a","strengths":[],"concerns":[],"focus":[]}',
      ),
    ).toBe('');
  });
});

describe('resumeLines', () => {
  it('numbers non-empty lines, splits paragraphs into sentences and overlong sentences at words', () => {
    const paragraph = `${'Built payment APIs in TypeScript for four years. '.repeat(5)}`;
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const lines = resumeLines(`Jane Doe\n\n  Senior   engineer \u0007\n${paragraph}\n${long}`);
    expect(lines.slice(0, 2)).toEqual(['Jane Doe', 'Senior engineer']);
    expect(lines.slice(2, 7)).toEqual(Array(5).fill('Built payment APIs in TypeScript for four years.'));
    expect(lines.slice(7).join(' ')).toBe(long);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(200);
    expect(renderResumeLines(lines, 2)).toBe('1| Jane Doe\n2| Senior engineer\n[… resume truncated …]');
  });
});

describe('compactJsonGrammar', () => {
  it("removes every whitespace choice from node-llama-cpp's JSON-schema grammar", async () => {
    const llama = await getLlama({ build: 'never', gpu: false });
    const json = await llama.createGrammarForJsonSchema(schema as never);
    // What the rewrite looks for is there in the library's output…
    expect(json.grammar).toMatch(/^whitespace-[\w-]+ ::= /mu);
    expect(json.grammar).toMatch(/^comma-whitespace-[\w-]+ ::= /mu);
    expect(json.grammar).toContain('":" [ ]?');
    // …and gone after it: no optional space, no new line, no indentation outside strings.
    const compact = compactJsonGrammar(json.grammar);
    expect(compact).not.toContain('[ ]?');
    expect(compact).not.toMatch(/^(comma-)?whitespace-.*\[\\n\]/mu);
    await expect(llama.createGrammar({ grammar: compact })).resolves.toBeDefined();
  });
});

describe('structure prediction on the tiny model', () => {
  const shared: SharedScoringContext = {
    cacheKey: 'job',
    jobDescription: 'Payments APIs in TypeScript. Requirements: TypeScript, PostgreSQL, Kafka.',
    roleKnowledge: null,
    criteria: ['TypeScript', 'PostgreSQL', 'Kafka', 'Kubernetes'].map((text, i) => ({
      id: `c${i}`,
      text,
      importance: i < 2 ? 'MUST_HAVE' : 'NICE_TO_HAVE',
    })),
  };
  const app = {
    resumeText: 'Jane Doe\nSix years of TypeScript.\nRan PostgreSQL and Kafka in production.\nOn call for payments.',
    applicationAnswers: null,
    context: null,
  };
  const hosts: InferenceHost[] = [];
  const start = async (structurePrediction: boolean) => {
    const options: HostOptions = {
      modelPath: makeTinyModel().modelFile,
      threads: 1,
      contextSize: 2048,
      sequences: 1,
      flashAttention: true,
      prefixReuse: true,
      gpu: false,
      maxResumeTokens: null,
      maxOutputTokens: null,
      structurePrediction,
    };
    const host = await InferenceHost.create(options, () => {});
    hosts.push(host);
    return host;
  };
  let withPrediction: InferenceHost;
  let without: InferenceHost;

  beforeAll(async () => {
    withPrediction = await start(true);
    without = await start(false);
  });
  afterAll(async () => {
    for (const host of hosts) await host.dispose();
  });

  it('writes compact JSON, takes the forced structure from predictions, and the same text as without them', async () => {
    const a = await withPrediction.run({ kind: 'score', shared, app });
    const b = await without.run({ kind: 'score', shared, app });
    expect(a.stopReason).toBe('jsonComplete');
    expect(a.text).toBe(b.text);
    expect(a.generatedTokens).toBe(b.generatedTokens);
    // Every criterion judged, lines cited within the resume's 4 lines.
    const out = JSON.parse(a.text) as { criteria: Array<{ v: string; l: number }> };
    expect(out.criteria).toHaveLength(4);
    for (const c of out.criteria) expect([0, 1, 2, 3, 4]).toContain(c.l);
    // No whitespace outside strings.
    expect(a.text.replace(/"(?:[^"\\]|\\.)*"/gu, '""')).not.toMatch(/\s/u);
    // At least the keys and punctuation between 4 judgements came from predictions.
    expect(a.predictedTokens).toBeGreaterThanOrEqual(4 * 3);
    expect(b.predictedTokens).toBe(0);
  });
});
