// The score output's structure: resume lines the model cites, the whitespace-free grammar, and
// (on the tiny model) compact JSON with every criterion judged and cited lines within the resume.
import { getLlama } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactJsonGrammar } from '../src/llm/compact-grammar.js';
import { InferenceHost } from '../src/llm/inference.js';
import type { HostOptions } from '../src/llm/protocol.js';
import {
  LIMITS,
  renderResumeLines,
  resumeLines,
  scoreOutputJsonSchema,
  type SharedScoringContext,
} from '../src/index.js';
import { tinyModel } from './support/tiny-model.js';

const schema = scoreOutputJsonSchema(2, 12);

describe('resumeLines', () => {
  it('numbers non-empty lines, splits paragraphs into sentences and overlong sentences at words', () => {
    const paragraph = `${'Built payment APIs in TypeScript for four years. '.repeat(5)}`;
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const lines = resumeLines(`Jane Doe\n\n  Senior   engineer \u0007\n${paragraph}\n${long}`);
    expect(lines.slice(0, 2)).toEqual(['Jane Doe', 'Senior engineer']);
    expect(lines.slice(2, 7)).toEqual(Array(5).fill('Built payment APIs in TypeScript for four years.'));
    expect(lines.slice(7).join(' ')).toBe(long);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(LIMITS.evidence);
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

describe('score output on the tiny model', () => {
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
  let host: InferenceHost;

  beforeAll(async () => {
    const options: HostOptions = {
      modelPath: tinyModel().modelFile,
      threads: 1,
      contextSize: 2048,
      sequences: 1,
      flashAttention: 'auto',
      prefixReuse: true,
      gpu: false,
      maxResumeTokens: null,
      maxOutputTokens: null,
    };
    host = await InferenceHost.create(options, () => {});
  });
  afterAll(async () => {
    await host?.dispose();
  });

  it('writes compact JSON that judges every criterion and cites only lines of the resume', async () => {
    const out = await host.run({ kind: 'score', shared, app });
    expect(out.stopReason).toBe('jsonComplete');
    const parsed = JSON.parse(out.text) as { criteria: Array<{ v: string; l: number }> };
    expect(parsed.criteria).toHaveLength(4);
    for (const c of parsed.criteria) expect([0, 1, 2, 3, 4]).toContain(c.l);
    // No whitespace outside strings.
    expect(out.text.replace(/"(?:[^"\\]|\\.)*"/gu, '""')).not.toMatch(/\s/u);
  });
});
