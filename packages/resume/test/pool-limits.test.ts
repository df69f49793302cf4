import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
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

describe('a process that passes its memory cap after earlier tasks', () => {
  // One process, so that which tasks it ran before is known.
  let single: ResumeIntake;
  beforeAll(() => {
    single = createResumeIntake({
      allowPrivateNetworks: false,
      poolSize: 1,
      parseTimeoutMs: 30_000,
      parseMemoryMb: 180,
    });
  });
  afterAll(() => single?.close());
  const killed = () => single.stats().processes[0]?.killed ?? 0;

  it('gives the task once more to a fresh process: what earlier tasks left does not decide a refusal', async () => {
    await single.warm();
    // In a fresh process the document needs more than the cap on its own: refused, with no second try.
    let err = await resumeRejection(single.parseBytes(fixture('hostile.pdf')));
    expect(err.message).toBe('parsing needed more than 180 MB of memory');
    expect(killed()).toBe(1);
    // After an ordinary task in the same process, the same refusal comes from a fresh process, after a second try.
    expect((await single.parseBytes(fixture('multipage.pdf'))).meta.pages).toBe(3);
    err = await resumeRejection(single.parseBytes(fixture('hostile.pdf')));
    expect(err.message).toBe('parsing needed more than 180 MB of memory');
    expect(killed()).toBe(3);
  });

  it("starts its processes with two malloc arenas (an OCR thread's freed memory is reused, not kept)", async () => {
    await single.warm();
    const pid = single.stats().processes[0]?.pid;
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(environ).toContain(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}`);
  });
});
