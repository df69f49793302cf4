// The preparer runs redaction in a worker thread once it has started, in the calling thread before
// that, and falls back to the rules alone when the worker is too slow.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationPreparer, prepareApplication, type ApplicationInput } from '../src/index.js';
import { REPO_ROOT } from './support/tiny-model.js';

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
  beforeAll(() => {
    // The worker runs the compiled package.
    execFileSync(process.execPath, [
      join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-b',
      join(REPO_ROOT, 'packages', 'scoring'),
    ]);
  });

  it('gives the same result in the calling thread (while the worker starts) and in the worker', async () => {
    preparer = new ApplicationPreparer();
    expect(preparer.threaded).toBe(true);
    const expected = prepareApplication(APP, { blind: true });
    expect(await preparer.prepare(APP, { blind: true })).toEqual({ ...expected, degraded: false });
    await preparer.warm();
    expect(await preparer.prepare(APP, { blind: true })).toEqual({ ...expected, degraded: false });
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
});
