import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createResumeIntake, type ResumeIntake } from '../src/index.js';
import { fixture } from './support/fixture-server.js';
import { expectPlain, resumeRejection } from './support/rejection.js';

// A hang guard sized to the work, not a wait: each test starts parse processes and runs a hostile parse to its
// limit, which takes several times longer while other work keeps both cores busy.
vi.setConfig({ testTimeout: 90_000 });

// hostile.pdf is 44 KB but its page decompresses into 1.5 million text operators: ~18 s and
// ~800 MB to interpret without limits.
let timeBound: ResumeIntake;
let memoryBound: ResumeIntake;

beforeAll(() => {
  // A memory cap far above what 4 s of parsing reaches, so that the time limit is the one that stops it (at the
  // default 640 MB a fast host reaches the cap first).
  timeBound = createResumeIntake({ allowPrivateNetworks: false, parseTimeoutMs: 4_000, parseMemoryMb: 4_096 });
  memoryBound = createResumeIntake({ allowPrivateNetworks: false, parseTimeoutMs: 30_000, parseMemoryMb: 180 });
});

afterAll(async () => {
  await Promise.all([timeBound?.close(), memoryBound?.close()]);
});

describe('parse process limits', () => {
  it('stops a hostile parse at the time limit and keeps serving afterwards', async () => {
    await timeBound.warm(); // the limit is measured from when a process takes the task, not its start-up
    const before = timeBound.stats().processes;
    const err = await resumeRejection(timeBound.parseBytes(fixture('hostile.pdf')));
    // The limit's own timer gave this answer (the parse needs ~18 s), and the process under it was killed
    // and replaced rather than left to finish: no wall-clock bound needed to tell.
    expect(err.code).toBe('RESUME_PARSE_FAILED');
    expect(err.message).toBe('parsing took longer than 4 s');
    const now = timeBound.stats().processes;
    const killed = (ps: typeof now) => ps.reduce((n, p) => n + p.killed, 0);
    expect(killed(now)).toBe(killed(before) + 1);
    const i = now.findIndex((p, k) => p.killed > (before[k]?.killed ?? 0));
    expect(now[i]?.pid).not.toBe(before[i]?.pid); // a fresh process (or none yet) in its place
    const after = await timeBound.parseBytes(fixture('text.pdf'));
    expect(after.text).toContain('Ada Lovelace');
  });

  it('kills a process past its memory cap and answers with a plain ResumeError', { timeout: 90_000 }, async () => {
    const err = await resumeRejection(memoryBound.parseBytes(fixture('hostile.pdf')));
    expect(err.code).toBe('RESUME_PARSE_FAILED');
    expect(err.message).toBe('parsing needed more than 180 MB of memory');
    expectPlain(err.message);
    const killed = memoryBound.stats().processes.reduce((n, p) => n + p.killed, 0);
    expect(killed).toBeGreaterThanOrEqual(1);
    const after = await memoryBound.parseBytes(fixture('multipage.pdf'));
    expect(after.meta.pages).toBe(3);
  });

  it('queues more tasks than processes and answers them all', async () => {
    const names = ['text.pdf', 'resume.docx', 'resume.doc', 'multipage.pdf', 'random.bin'];
    const results = await Promise.allSettled(names.map((n) => timeBound.parseBytes(fixture(n))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
  });

  it('rejects with a ResumeError once closed', async () => {
    const closing = createResumeIntake({ allowPrivateNetworks: false });
    await closing.close();
    const err = await resumeRejection(closing.parseBytes(fixture('text.pdf')));
    expect(err.message).toMatch(/closed/);
  });
});
