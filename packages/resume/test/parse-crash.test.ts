import { afterAll, describe, expect, it, vi } from 'vitest';
import { createResumeIntake } from '../src/index.js';
import { fixture } from './support/fixture-server.js';
import { resumeRejection } from './support/rejection.js';

// One process, so the task and the process killed under it are known. hostile.pdf keeps a parser busy for
// ~18 s, longer than the 4 s limit: the task is surely running when its process is killed.
// The memory cap is far above what 4 s of it reaches, so that the time limit is what stops the second process.
const intake = createResumeIntake({
  allowPrivateNetworks: false,
  poolSize: 1,
  parseTimeoutMs: 4_000,
  parseMemoryMb: 4_096,
});
afterAll(() => intake.close());

describe('a parse process that dies under a task', () => {
  it('gives the task once more to a fresh process instead of failing it', { timeout: 60_000 }, async () => {
    await intake.warm();
    const firstPid = intake.stats().processes[0]?.pid;
    expect(firstPid).toEqual(expect.any(Number));
    const parsing = resumeRejection(intake.parseBytes(fixture('hostile.pdf')));
    await vi.waitFor(() => expect(intake.stats().running).toBe(1), { timeout: 10_000, interval: 5 });
    process.kill(firstPid!, 'SIGKILL'); // a crash, not a kill of the pool's own
    const err = await parsing;
    // The second process took the task and met the time limit; without the retry the answer is
    // "the parser stopped unexpectedly".
    expect(err.message).toBe('parsing took longer than 4 s');
    const after = await intake.parseBytes(fixture('text.pdf'));
    expect(after.text).toContain('Ada Lovelace');
    expect(intake.stats().processes[0]?.pid).not.toBe(firstPid);
  });
});
