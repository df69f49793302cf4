// The openai engine against a fake OpenAI-compatible endpoint: a real node:http server on loopback.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createEngine,
  EngineRequestError,
  InvalidModelOutputError,
  RESUME_TRUNCATION_MARKER,
  type SharedScoringContext,
} from '../src/index.js';

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl = '';
let handler: Handler;
const requests: Array<{ url: string; auth: string | undefined; body: Record<string, unknown> }> = [];

const completion = (content: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'cmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 900, completion_tokens: 80, prompt_tokens_details: { cached_tokens: 600 } },
    ...extra,
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const shared: SharedScoringContext = {
  cacheKey: 'job-1',
  jobDescription: 'We need TypeScript.',
  roleKnowledge: null,
  criteria: [
    { id: 'c1', text: 'TypeScript', importance: 'MUST_HAVE' },
    { id: 'c2', text: 'Kafka', importance: 'NICE_TO_HAVE' },
  ],
};
type CriteriaSchema = { minItems: number; maxItems: number; items: { properties: { l: { enum: number[] } } } };
const app = { resumeText: 'Six years of TypeScript.', applicationAnswers: null, context: null };
const json = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

describe('openai engine', () => {
  it('sends the shared prompt first, a json_schema response format, temperature 0 and a seed; computes the score', async () => {
    handler = (_body, _req, res) =>
      json(
        res,
        200,
        completion(
          JSON.stringify({
            criteria: [
              { v: 'met', l: 1 },
              { v: 'not_met', l: 0 },
            ],
            verdict: 'Fits.',
            strengths: ['TS'],
            concerns: [],
            focus: [],
          }),
        ),
      );
    const engine = createEngine('openai', {
      baseUrl: `${baseUrl}/v1/`,
      model: 'qwen2.5-0.5b-instruct',
      apiKey: 'sk-local',
    });
    const outcome = await engine.scoreApplication(shared, app);

    expect(outcome.result.score).toBe(75);
    expect(outcome.result.criteria.map((c) => c.verdict)).toEqual(['met', 'not_met']);
    // Evidence is the resume line the model cited, quoted by the engine.
    expect(outcome.result.criteria.map((c) => c.evidence)).toEqual([
      'Six years of TypeScript.',
      'No evidence found in the resume.',
    ]);
    expect(outcome.usage).toEqual({
      promptTokens: 900,
      evaluatedPromptTokens: 300,
      reusedPromptTokens: 600,
      generatedTokens: 80,
    });

    const sent = requests[0];
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.auth).toBe('Bearer sk-local');
    expect(sent?.body).toMatchObject({ model: 'qwen2.5-0.5b-instruct', temperature: 0, seed: 42 });
    expect(sent?.body.max_tokens).toBeGreaterThan(0);
    const messages = sent?.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toContain('1. [MUST_HAVE] TypeScript');
    expect(messages[1]?.content).toContain('<<<RESUME\n1| Six years of TypeScript.\nRESUME>>>');
    const format = sent?.body.response_format as {
      type: string;
      json_schema: { schema: { properties: { criteria: CriteriaSchema } } };
    };
    expect(format.type).toBe('json_schema');
    // One judgement per criterion, citing one of the resume's lines (or 0).
    expect(format.json_schema.schema.properties.criteria).toMatchObject({
      minItems: 2,
      maxItems: 2,
      items: { properties: { l: { enum: [0, 1] } } },
    });
    expect(engine.info()).toMatchObject({ engine: 'openai', modelName: 'qwen2.5-0.5b-instruct', loaded: true });
  });

  it('generates question sets and criteria through the same endpoint', async () => {
    handler = (body, _req, res) => {
      const name = (body.response_format as { json_schema: { name: string } }).json_schema.name;
      const content =
        name === 'question_set'
          ? {
              guidance: 'Be brief.',
              questions: [{ type: 'single', q: 'Seniority?', options: ['Mid', 'Senior'], hint: '' }],
            }
          : { criteria: [{ text: 'TypeScript in production', importance: 'MUST_HAVE' }] };
      json(res, 200, completion(JSON.stringify(content)));
    };
    const engine = createEngine('openai', { baseUrl, model: 'm' });
    const job = { jobTitle: 'Engineer', companyName: 'Acme', jobDescription: 'TypeScript.' };
    expect((await engine.generateQuestionSet(job)).questions[0]).toEqual({
      selectionType: 'single',
      question: 'Seniority?',
      options: ['Mid', 'Senior'],
      hint: null,
    });
    expect(await engine.generateCriteria(job, [])).toEqual({
      criteria: [{ text: 'TypeScript in production', importance: 'MUST_HAVE' }],
    });
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    expect(requests[0]?.auth).toBeUndefined();
  });

  it('turns a malformed answer into InvalidModelOutputError', async () => {
    const engine = createEngine('openai', { baseUrl, model: 'm' });
    handler = (_b, _r, res) => json(res, 200, completion('{"criteria": [{"i": 1, "v": "met"'));
    await expect(engine.scoreApplication(shared, app)).rejects.toBeInstanceOf(InvalidModelOutputError);
    handler = (_b, _r, res) =>
      json(res, 200, completion(JSON.stringify({ criteria: [{ i: 1, v: 'great' }], verdict: 'x' })));
    await expect(engine.scoreApplication(shared, app)).rejects.toBeInstanceOf(InvalidModelOutputError);
    handler = (_b, _r, res) => json(res, 200, '<html>oops</html>');
    await expect(engine.scoreApplication(shared, app)).rejects.toBeInstanceOf(InvalidModelOutputError);
    handler = (_b, _r, res) =>
      json(
        res,
        200,
        completion('{"criteria":[', { choices: [{ finish_reason: 'length', message: { content: '{"criteria":[' } }] }),
      );
    await expect(engine.scoreApplication(shared, app)).rejects.toThrow(/max_tokens/);
  });

  it('reports a 5xx, a timeout and a refused connection as retryable, a 400 as not', async () => {
    handler = (_b, _r, res) => json(res, 503, '{"error":"loading"}');
    const engine = createEngine('openai', { baseUrl, model: 'm', timeoutMs: 300 });
    const err5xx = await engine.scoreApplication(shared, app).catch((e: unknown) => e);
    expect(err5xx).toBeInstanceOf(EngineRequestError);
    expect(err5xx).toMatchObject({ retryable: true, status: 503 });

    handler = (_b, _r, res) => json(res, 400, '{"error":"bad schema"}');
    await expect(engine.scoreApplication(shared, app)).rejects.toMatchObject({ retryable: false, status: 400 });

    handler = () => {}; // never answers
    await expect(engine.scoreApplication(shared, app)).rejects.toMatchObject({
      name: 'EngineRequestError',
      retryable: true,
      message: /timed out/,
    });

    const refused = createEngine('openai', { baseUrl: 'http://127.0.0.1:9', model: 'm', timeoutMs: 2000 });
    await expect(refused.scoreApplication(shared, app)).rejects.toMatchObject({
      retryable: true,
      message: /cannot be reached/,
    });
  });

  it('cuts an over-long resume with the marker and flags it', async () => {
    handler = (_b, _r, res) =>
      json(res, 200, completion(JSON.stringify({ criteria: [], verdict: '', strengths: [], concerns: [], focus: [] })));
    const engine = createEngine('openai', { baseUrl, model: 'm', maxResumeChars: 100 });
    // 20 lines of 21 characters: whole lines up to 100 characters (with their line ends) are 4.
    const resumeText = Array.from(
      { length: 20 },
      (_, i) => `Line ${String(i + 1).padStart(2, '0')} of the resume.`,
    ).join('\n');
    const outcome = await engine.scoreApplication(shared, { ...app, resumeText });
    expect(outcome.resumeTruncated).toBe(true);
    const user = (requests[0]?.body.messages as Array<{ content: string }>)[1]?.content ?? '';
    expect(user).toContain(`4| Line 04 of the resume.\n${RESUME_TRUNCATION_MARKER}`);
    expect(user).not.toContain('Line 05');
    const format = requests[0]?.body.response_format as {
      json_schema: { schema: { properties: { criteria: CriteriaSchema } } };
    };
    expect(format.json_schema.schema.properties.criteria.items.properties.l.enum).toEqual([0, 1, 2, 3, 4]);
  });
});
