// The preparer runs redaction in a worker thread (tasks sent while it starts wait for it; the calling
// thread never loads the tagger), and falls back to the rules alone when the worker is too slow. The
// worker runs the compiled package (built by the global setup). Runs in a fresh module graph (the
// `isolated` project of vitest.config.ts): it asserts that this thread never loaded the tagger.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { taggerLoaded } from '../src/blind/tagger.js';
import { ApplicationPreparer, prepareApplication, type ApplicationInput } from '../src/index.js';

const APP: ApplicationInput = {
  resumeText: 'Jane Roe\njane@example.com\nShe wrote Go with Maria Garcia at Acme.',
  applicationAnswers: null,
  context: null,
};

let preparer: ApplicationPreparer | null = null;
afterEach(async () => {
  await preparer?.close();
  preparer = null;
});

describe('ApplicationPreparer', () => {
  it('answers from the worker from the first task on, the same as in-thread, without loading the tagger here', async () => {
    preparer = new ApplicationPreparer();
    expect(preparer.threaded).toBe(true);
    // Not blind: only the screener-instruction rules, here, without the tagger or the worker.
    expect(await preparer.prepare(APP, { blind: false })).toEqual({
      ...prepareApplication(APP, { blind: false }),
      degraded: false,
    });
    expect(taggerLoaded()).toBe(false);
    // Sent before the worker has started: the task waits for it rather than run (and block) this thread.
    const first = await preparer.prepare(APP, { blind: true });
    const second = await preparer.prepare(APP, { blind: true });
    expect(taggerLoaded()).toBe(false);
    expect(preparer.fallbacks).toBe(0);
    const expected = prepareApplication(APP, { blind: true });
    expect(taggerLoaded()).toBe(true);
    expect(first).toEqual({ ...expected, degraded: false });
    expect(second).toEqual({ ...expected, degraded: false });
    expect(expected.input.resumeText).toBe('[NAME]\n[EMAIL]\nThey wrote Go with [NAME] at Acme.');
    const leaky = {
      score: 0,
      assessment: { verdict: 'Jane Roe is strong.', strengths: [], concerns: [], interviewFocus: [] },
      criteria: [],
    };
    expect((await preparer.scrub(leaky, expected)).result.assessment.verdict).toBe('[NAME] is strong.');
    expect(preparer.fallbacks).toBe(0);
  });

  it('falls back to the rules alone when the worker does not answer in time', async () => {
    // A worker that answers the warm-up, then never again.
    const entry = join(mkdtempSync(join(tmpdir(), 'rubric-preparer-')), 'stuck-worker.mjs');
    writeFileSync(
      entry,
      "import { parentPort } from 'node:worker_threads';\nlet first = true;\nparentPort.on('message', (m) => { if (first) { first = false; parentPort.postMessage({ id: m.id, ok: true, prepared: {} }); } });\n",
    );
    const logs: string[] = [];
    preparer = new ApplicationPreparer({ workerEntry: entry, timeoutMs: 200, log: (_obj, msg) => logs.push(msg) });
    await preparer.warm();
    const prepared = await preparer.prepare(APP, { blind: true });
    expect(prepared.degraded).toBe(true);
    expect(prepared).toEqual({ ...prepareApplication(APP, { blind: true, tagger: false }), degraded: true });
    // The rules still remove the candidate's name and contacts; other people need the tagger.
    expect(prepared.input.resumeText).toBe('[NAME]\n[EMAIL]\nThey wrote Go with Maria Garcia at Acme.');
    expect(preparer.fallbacks).toBe(1);
    expect(logs).toContain('application preparer: tagger too slow; rules-only fallback');
  });

  it('does not count loading the tagger against a task: only the start-up limit applies until the first answer', async () => {
    // A worker whose first answer takes 400 ms of busy work (the tagger loading), four times the task limit.
    const entry = join(mkdtempSync(join(tmpdir(), 'rubric-preparer-')), 'slow-start-worker.mjs');
    writeFileSync(
      entry,
      "import { parentPort } from 'node:worker_threads';\nlet loaded = false;\nparentPort.on('message', (m) => { if (!loaded) { const end = Date.now() + 400; while (Date.now() < end); loaded = true; } parentPort.postMessage({ id: m.id, ok: true, prepared: { input: m.app } }); });\n",
    );
    preparer = new ApplicationPreparer({ workerEntry: entry, timeoutMs: 100, startupTimeoutMs: 60_000 });
    const [first, second] = await Promise.all([
      preparer.prepare(APP, { blind: true }),
      preparer.prepare(APP, { blind: true }),
    ]);
    expect(first).toEqual({ input: APP, degraded: false });
    expect(second).toEqual({ input: APP, degraded: false });
    expect(preparer.fallbacks).toBe(0);
  });

  it('falls back to the rules alone when a new worker never answers within the start-up limit', async () => {
    const entry = join(mkdtempSync(join(tmpdir(), 'rubric-preparer-')), 'silent-worker.mjs');
    writeFileSync(entry, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => {});\n");
    preparer = new ApplicationPreparer({ workerEntry: entry, timeoutMs: 60_000, startupTimeoutMs: 200 });
    const prepared = await preparer.prepare(APP, { blind: true });
    expect(prepared).toEqual({ ...prepareApplication(APP, { blind: true, tagger: false }), degraded: true });
    expect(preparer.fallbacks).toBe(1);
  });

  it('counts a task’s time limit from when the worker starts it, not while it waits behind others', async () => {
    // A worker that takes 300 ms a task: five queued take 1.5 s, each well within its 1 s limit.
    const entry = join(mkdtempSync(join(tmpdir(), 'rubric-preparer-')), 'slow-worker.mjs');
    writeFileSync(
      entry,
      "import { parentPort } from 'node:worker_threads';\nconst cell = new Int32Array(new SharedArrayBuffer(4));\nparentPort.on('message', (m) => { Atomics.wait(cell, 0, 0, 300); parentPort.postMessage({ id: m.id, ok: true, prepared: { input: m.app } }); });\n",
    );
    const logs: string[] = [];
    preparer = new ApplicationPreparer({ workerEntry: entry, timeoutMs: 1000, log: (_obj, msg) => logs.push(msg) });
    await preparer.warm();
    const started = performance.now();
    const all = await Promise.all(Array.from({ length: 5 }, () => preparer?.prepare(APP, { blind: true })));
    // They did queue past one task's limit…
    expect(performance.now() - started).toBeGreaterThan(1000);
    // …and none fell back to the rules.
    expect(all.map((p) => p?.degraded)).toEqual([false, false, false, false, false]);
    expect(preparer.fallbacks).toBe(0);
    expect(logs).toEqual([]);
  });
});
