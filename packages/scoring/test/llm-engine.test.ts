// The llm engine end to end on the tiny random-weight model: a real child process, real
// llama.cpp, grammar-constrained output. Random weights say nothing about quality; these tests
// check the machinery: shapes, determinism, prefix reuse, truncation, crash recovery.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createEngine,
  NO_EVIDENCE,
  NO_LINE_CITED,
  resumeLines,
  EngineCrashedError,
  EngineUnavailableError,
  LlmEngine,
  type ApplicationInput,
  type LlmEngineOptions,
  type ScoreOutcome,
  type SharedScoringContext,
} from '../src/index.js';
import { tinyEngineOptions, tinyModel } from './support/tiny-model.js';

// A hang guard sized to the work, not a wait: the rerun test scores 17 applications on a real model in a child
// process, which takes several times longer while other work keeps both cores busy.
vi.setConfig({ testTimeout: 90_000 });

const JOB = {
  jobTitle: 'Backend engineer',
  companyName: 'Acme',
  jobDescription:
    'Acme builds payment APIs.\nRequirements:\n- 5 years of TypeScript\n- PostgreSQL\nNice to have:\n- Kubernetes',
};

const shared = (cacheKey: string, jobDescription = JOB.jobDescription): SharedScoringContext => ({
  cacheKey,
  jobDescription,
  roleKnowledge: 'We value ownership and clear writing.',
  criteria: [
    { id: 'c1', text: '5 years of TypeScript', importance: 'MUST_HAVE' },
    { id: 'c2', text: 'PostgreSQL', importance: 'MUST_HAVE' },
    { id: 'c3', text: 'Kubernetes', importance: 'NICE_TO_HAVE' },
  ],
});

const app = (resumeText: string): ApplicationInput => ({
  resumeText,
  applicationAnswers: [{ question: 'Notice period?', answer: 'One month' }],
  context: null,
});
const ALICE = app('Alice. Six years of TypeScript and Node.js at a payments company; ran PostgreSQL in production.');
const BOB = app('Bob. Python developer; deployed services on Kubernetes; some SQL.');

const { modelsDir, modelFile } = tinyModel();
const options = (over: Partial<LlmEngineOptions> = {}): LlmEngineOptions => tinyEngineOptions(modelsDir, over);

function expectValidOutcome(outcome: ScoreOutcome): void {
  const { result } = outcome;
  expect(Number.isInteger(result.score)).toBe(true);
  expect(result.score).toBeGreaterThanOrEqual(0);
  expect(result.score).toBeLessThanOrEqual(100);
  expect(result.criteria.map((c) => c.criterionId)).toEqual(['c1', 'c2', 'c3']);
  for (const c of result.criteria) {
    expect(['met', 'partial', 'not_met']).toContain(c.verdict);
    expect(c.evidence.length).toBeGreaterThan(0);
    expect(c.evidence.length).toBeLessThanOrEqual(160);
  }
  expect(result.assessment.verdict.length).toBeGreaterThan(0);
  expect(outcome.usage.promptTokens).toBeGreaterThan(0);
  expect(outcome.usage.generatedTokens).toBeGreaterThan(0);
}

describe('llm engine on the tiny model', () => {
  let engine: LlmEngine;

  beforeAll(async () => {
    engine = new LlmEngine(options());
    await engine.start();
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('loads the model in a child process and names it with its sha256', () => {
    const info = engine.info();
    expect(info).toMatchObject({
      engine: 'llm',
      state: 'ready',
      loaded: true,
      modelFile,
      modelName: 'rubric-test-tiny',
      gpu: false,
      error: null,
      promptVersion: 'score-v2',
    });
    expect(info.modelSha256).toBe(createHash('sha256').update(readFileSync(modelFile)).digest('hex'));
    expect(engine.childPid).toBeGreaterThan(0);
    expect(engine.childPid).not.toBe(process.pid);
  });

  it('quotes, as evidence, the resume lines the model cites', async () => {
    const resume = 'Alice\nSix years of TypeScript.\nRan PostgreSQL in production.\nOn call for payments.';
    const outcome = await engine.scoreApplication(shared('job-e'), app(resume));
    const allowed = [...resumeLines(resume), NO_EVIDENCE, NO_LINE_CITED];
    for (const c of outcome.result.criteria) expect(allowed).toContain(c.evidence);
  });

  it('generates a question set and criteria within the API limits', async () => {
    const qs = await engine.generateQuestionSet(JOB);
    expect(qs.questions.length).toBeGreaterThanOrEqual(1);
    expect(qs.questions.length).toBeLessThanOrEqual(8);
    for (const q of qs.questions) {
      expect(['single', 'multiple']).toContain(q.selectionType);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.options.length).toBeLessThanOrEqual(6);
    }
    const { criteria } = await engine.generateCriteria(JOB, [{ question: 'Seniority?', answer: 'Senior' }]);
    expect(criteria.length).toBeGreaterThanOrEqual(1);
    expect(criteria.length).toBeLessThanOrEqual(15);
    for (const c of criteria) {
      expect(c.text.length).toBeGreaterThan(0);
      expect(c.text.length).toBeLessThanOrEqual(500);
      expect(['MUST_HAVE', 'NICE_TO_HAVE']).toContain(c.importance);
    }
    expect(new Set(criteria.map((c) => c.text)).size).toBe(criteria.length);
  });

  it('scores from grammar-valid JSON, reusing the shared prefix for the second application of a job', async () => {
    const first = await engine.scoreApplication(shared('job-a'), ALICE);
    const second = await engine.scoreApplication(shared('job-a'), BOB);
    expectValidOutcome(first);
    expectValidOutcome(second);
    // Same prefix: only Bob's application segment is evaluated.
    expect(second.usage.evaluatedPromptTokens).toBeLessThan(first.usage.evaluatedPromptTokens / 2);
    expect(second.usage.reusedPromptTokens).toBeGreaterThan(100);
    expect(second.usage.evaluatedPromptTokens + second.usage.reusedPromptTokens).toBe(second.usage.promptTokens);

    // Another job: only the instructions are shared, the job part is evaluated again.
    const other = await engine.scoreApplication(
      shared('job-b', 'Acme needs a data engineer.\nRequirements:\n- Spark\n- Airflow'),
      BOB,
    );
    expect(other.usage.reusedPromptTokens).toBeGreaterThan(0);
    expect(other.usage.reusedPromptTokens).toBeLessThan(second.usage.reusedPromptTokens);
  });

  it('gives identical results on reruns, whatever the sequence held before (10 reruns)', async () => {
    const baseline = await engine.scoreApplication(shared('job-a'), ALICE);
    for (let i = 0; i < 10; i++) {
      // Alternate what the sequence holds before the rerun: another application, another job.
      if (i % 3 === 1) await engine.scoreApplication(shared('job-a'), BOB);
      if (i % 3 === 2) await engine.scoreApplication(shared('job-c', 'Gardener wanted.'), BOB);
      const rerun = await engine.scoreApplication(shared('job-a'), ALICE);
      expect(rerun.result).toEqual(baseline.result);
      expect(rerun.usage.generatedTokens).toBe(baseline.usage.generatedTokens);
    }
  });

  it('cuts a resume longer than the context, flags it, and still fits the context', async () => {
    const long = app(Array.from({ length: 4000 }, (_, i) => `TypeScript PostgreSQL project ${i}.`).join(' '));
    const outcome = await engine.scoreApplication(shared('job-a'), long);
    expect(outcome.resumeTruncated).toBe(true);
    expectValidOutcome(outcome);
    expect(outcome.usage.promptTokens + outcome.usage.generatedTokens).toBeLessThanOrEqual(2048);
    const short = await engine.scoreApplication(shared('job-a'), ALICE);
    expect(short.resumeTruncated).toBe(false);
  });

  it('evaluates every prompt from scratch with prefixReuse off, with the same results', async () => {
    const fresh = new LlmEngine(options({ prefixReuse: false }));
    await fresh.start();
    try {
      const a = await fresh.scoreApplication(shared('job-a'), ALICE);
      const b = await fresh.scoreApplication(shared('job-a'), BOB);
      expect(a.usage.reusedPromptTokens).toBe(0);
      expect(b.usage.reusedPromptTokens).toBe(0);
      expect(b.usage.evaluatedPromptTokens).toBe(b.usage.promptTokens);
      const reused = await engine.scoreApplication(shared('job-a'), BOB);
      expect(reused.usage.reusedPromptTokens).toBeGreaterThan(0);
      expect(b.result).toEqual(reused.result);
    } finally {
      await fresh.close();
    }
  });

  it('rejects the task in flight with EngineCrashedError when the child is killed, then restarts it', async () => {
    const pid = engine.childPid;
    expect(pid).not.toBeNull();
    const long = app(Array.from({ length: 3000 }, (_, i) => `Kubernetes operator ${i}.`).join(' '));
    engine.events.once('task-start', () => {
      if (pid !== null) process.kill(pid, 'SIGKILL');
    });
    const exited = new Promise((resolve) => engine.events.once('child-exit', resolve));
    await expect(engine.scoreApplication(shared('job-a'), long)).rejects.toBeInstanceOf(EngineCrashedError);
    await expect(exited).resolves.toEqual({ code: null, signal: 'SIGKILL' });
    // The next call waits for the restarted child and succeeds.
    const after = await engine.scoreApplication(shared('job-a'), ALICE);
    expectValidOutcome(after);
    expect(engine.childPid).not.toBe(pid);
    expect(engine.info().loaded).toBe(true);
  });
});

describe('llm engine task timeout', () => {
  const long = app(Array.from({ length: 3000 }, (_, i) => `Kubernetes operator ${i}.`).join('\n'));

  it('cancels a task past taskTimeoutMs alone: its caller hears a crash, the child frees it, no restart', async () => {
    const engine = new LlmEngine(options({ taskTimeoutMs: 100, sequences: 2 }));
    try {
      await engine.start();
      const pid = engine.childPid;
      let exited = false;
      engine.events.once('child-exit', () => {
        exited = true;
      });
      const freed = new Promise((resolve) => engine.events.once('task-freed', resolve));
      const failure = engine.scoreApplication(shared('job-t'), long);
      await expect(failure).rejects.toBeInstanceOf(EngineCrashedError);
      await expect(failure).rejects.toThrow(/LLM_TASK_TIMEOUT_MS \(100 ms\); it was cancelled/u);
      // The child lets the task go: no kill, so the tasks of its other sequences would have gone on.
      await freed;
      expect(engine.childPid).toBe(pid);
      expect(exited).toBe(false);
      expect(engine.info()).toMatchObject({ loaded: true, error: null });
    } finally {
      await engine.close();
    }
  });

  it('stops a task past its time alone: its neighbours finish, its sequence is freed, the process is not restarted', async () => {
    const engine = new LlmEngine(options({ sequences: 2 }));
    const exits: unknown[] = [];
    engine.events.on('child-exit', (exit) => exits.push(exit));
    try {
      await engine.start();
      const pid = engine.childPid;
      let readies = 0;
      engine.events.on('child-ready', () => readies++);
      const timedOut = engine.scoreApplication(shared('job-t'), long, { timeoutMs: 1 });
      const neighbours = [
        engine.scoreApplication(shared('job-n1'), ALICE),
        engine.scoreApplication(shared('job-n2'), BOB),
      ];
      await expect(timedOut).rejects.toBeInstanceOf(EngineCrashedError);
      await expect(timedOut).rejects.toThrow(/LLM_TASK_TIMEOUT_MS \(1 ms\); it was cancelled/u);
      for (const outcome of await Promise.all(neighbours)) expectValidOutcome(outcome);
      // Both sequences are free again: two tasks at once complete (a slot still held would stall one).
      for (const outcome of await Promise.all([
        engine.scoreApplication(shared('job-t'), ALICE),
        engine.scoreApplication(shared('job-n1'), BOB),
      ]))
        expectValidOutcome(outcome);
      expect(engine.childPid).toBe(pid);
      expect(exits).toEqual([]);
      expect(readies).toBe(0);
      expect(engine.info()).toMatchObject({ state: 'ready', loaded: true, error: null });
    } finally {
      await engine.close();
    }
  });

  it('a task timed out while it waits for a sequence stops at once, without waiting for the sequence', async () => {
    // One sequence, busy with a long generation: the waiting task's stop must be confirmed well within
    // the grace period, or the process would be taken for hung and restarted.
    const engine = new LlmEngine(options({ sequences: 1, contextSize: 4096, cancelGraceMs: 500 }));
    const exits: unknown[] = [];
    engine.events.on('child-exit', (exit) => exits.push(exit));
    const manyCriteria: SharedScoringContext = {
      ...shared('job-busy'),
      criteria: Array.from({ length: 50 }, (_, i) => ({
        id: `c${i + 1}`,
        text: `Skill number ${i + 1}`,
        importance: 'NICE_TO_HAVE' as const,
      })),
    };
    try {
      await engine.start();
      const generating = new Promise((resolve) => engine.events.once('task-generating', resolve));
      const busy = engine.scoreApplication(manyCriteria, BOB);
      await generating;
      const waiting = engine.scoreApplication(shared('job-wait'), ALICE, { timeoutMs: 1 });
      await expect(waiting).rejects.toThrow(/LLM_TASK_TIMEOUT_MS \(1 ms\); it was cancelled/u);
      const outcome = await busy;
      expect(outcome.usage.generatedTokens).toBeGreaterThan(800);
      expect(exits).toEqual([]);
    } finally {
      await engine.close();
    }
  });

  it('restarts the inference process when a timed-out task does not stop within the grace period', async () => {
    const engine = new LlmEngine(
      options({
        sequences: 2,
        cancelGraceMs: 200,
        hostEntry: fileURLToPath(new URL('./support/stuck-task-host.mjs', import.meta.url)),
      }),
    );
    try {
      await engine.start();
      const pid = engine.childPid;
      const exited = new Promise((resolve) => engine.events.once('child-exit', resolve));
      const restarted = new Promise((resolve) => engine.events.once('child-ready', resolve));
      const stuck = engine.scoreApplication(shared('job-s'), app('STUCK. Never answered.'), {
        timeoutMs: 200,
      });
      await expect(stuck).rejects.toThrow(/LLM_TASK_TIMEOUT_MS \(200 ms\); it was cancelled/u);
      await expect(exited).resolves.toEqual({ code: null, signal: 'SIGKILL' });
      await restarted;
      expect(engine.childPid).not.toBe(pid);
      expectValidOutcome(await engine.scoreApplication(shared('job-s'), ALICE));
    } finally {
      await engine.close();
    }
  });
});

describe('llm engine: loading, sequences and cancellation', () => {
  it('is `loading` from start() until the model is loaded; runs a task per sequence; a cancelled task frees its sequence', async () => {
    const engine = new LlmEngine(options({ sequences: 2 }));
    try {
      const starting = engine.start();
      expect(engine.info()).toMatchObject({ state: 'loading', loaded: false });
      expect(engine.concurrency).toBe(2);
      await starting;
      expect(engine.info().state).toBe('ready');
      const pid = engine.childPid;
      const controller = new AbortController();
      const long = app(Array.from({ length: 400 }, (_, i) => `Kubernetes operator ${i}.`).join('\n'));
      const started = new Promise((resolve) => engine.events.once('task-start', resolve));
      const cancelled = engine.scoreApplication(shared('job-c'), long, { signal: controller.signal });
      const other = engine.scoreApplication(shared('job-d'), ALICE);
      await started;
      controller.abort(new Error('deleted'));
      await expect(cancelled).rejects.toThrow('deleted');
      // The other sequence's task is unaffected, and the child was not restarted.
      expectValidOutcome(await other);
      expectValidOutcome(await engine.scoreApplication(shared('job-c'), BOB));
      expect(engine.childPid).toBe(pid);
    } finally {
      await engine.close();
    }
  });
});

describe('llm engine: several sequences generating at once', () => {
  // node-llama-cpp erases a sequence's KV cache under the lock its decode loop holds while any
  // decode is queued: without the host pausing generations for it, a new task on a used slot waited
  // until the tasks already generating had finished (docs/PERFORMANCE.md, "`llm` engine on a GPU with
  // several sequences").
  it('a new task on a used slot starts while two others generate, and finishes before them', async () => {
    const engine = new LlmEngine(options({ sequences: 3, contextSize: 4096 }));
    // Random weights write every field to its bound: 25 criteria make ~600 generated tokens, one ~110.
    const withCriteria = (cacheKey: string, count: number): SharedScoringContext => ({
      ...shared(cacheKey),
      criteria: Array.from({ length: count }, (_, i) => ({
        id: `c${i + 1}`,
        text: `Skill number ${i + 1}`,
        importance: i < 2 ? 'MUST_HAVE' : 'NICE_TO_HAVE',
      })),
    });
    try {
      await engine.start();
      // Every slot holds the tokens of an earlier task, so the next task must erase them first.
      await Promise.all(['warm-a', 'warm-b', 'warm-c'].map((key) => engine.scoreApplication(shared(key), ALICE)));
      const finished: string[] = [];
      const track = <T>(name: string, task: Promise<T>) => task.then((value) => (finished.push(name), value));
      let generating = 0;
      const bothGenerating = new Promise<void>((resolve) =>
        engine.events.on('task-generating', () => {
          if (++generating === 2) resolve();
        }),
      );
      const long = ['long-1', 'long-2'].map((name) =>
        track(name, engine.scoreApplication(withCriteria(name, 25), BOB)),
      );
      await bothGenerating;
      // Each decode step gives every generating sequence one token: started at once, the short task
      // ends first; made to wait for the context, it ends after at least one of the long ones.
      const short = await track('short', engine.scoreApplication(withCriteria('job-new', 1), BOB));
      expect(short.result.criteria.map((c) => c.criterionId)).toEqual(['c1']);
      for (const outcome of await Promise.all(long)) expect(outcome.usage.generatedTokens).toBeGreaterThan(400);
      expect(short.usage.generatedTokens).toBeLessThan(200);
      expect(finished[0]).toBe('short');
    } finally {
      await engine.close();
    }
  });
});

describe('llm engine: a GPU backend that dies at its first evaluation', () => {
  it('falls back to the CPU, says so in the log, and runs the tasks that were waiting', async () => {
    const logs: string[] = [];
    const engine = new LlmEngine(
      options({
        gpu: 'auto',
        hostEntry: fileURLToPath(new URL('./support/gpu-crash-host.mjs', import.meta.url)),
        log: (_obj, msg) => logs.push(msg),
      }),
    );
    const exits: unknown[] = [];
    engine.events.on('child-exit', (exit) => exits.push(exit));
    try {
      const starting = engine.start();
      // Sent while the first inference process warms up on the "GPU": it waits for the CPU one.
      const waiting = engine.scoreApplication(shared('job-fallback'), ALICE);
      await starting;
      expect(engine.info()).toMatchObject({ state: 'ready', loaded: true, gpu: false, error: null });
      expect(exits).toEqual([{ code: null, signal: 'SIGKILL' }]);
      expect(logs.filter((m) => m.includes('running on the CPU instead'))).toHaveLength(1);
      expectValidOutcome(await waiting);
    } finally {
      await engine.close();
    }
  });
});

describe('llm engine without a model', () => {
  it('starts without throwing, reports why, and answers tasks with EngineUnavailableError', async () => {
    const emptyDir = join(tmpdir(), `rubric-no-models-${process.pid}`);
    for (const engine of [
      createEngine('llm', options({ modelsDir: emptyDir })),
      createEngine('llm', options({ modelFile: 'nope.gguf' })),
    ]) {
      await engine.start();
      const info = engine.info();
      expect(info.loaded).toBe(false);
      expect(info.state).toBe('unavailable');
      expect(info.modelFile).toBeNull();
      // Shown to API callers (503, /readyz): the reason, never a server path.
      expect(info.error).toMatch(
        /^(no GGUF model file in the models directory|MODEL_FILE names no model file that exists)$/u,
      );
      await expect(engine.scoreApplication(shared('x'), ALICE)).rejects.toBeInstanceOf(EngineUnavailableError);
      await expect(engine.generateQuestionSet(JOB)).rejects.toBeInstanceOf(EngineUnavailableError);
      await engine.close();
    }
  });
});
