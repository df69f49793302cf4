import { expect } from 'vitest';
import { ResumeError } from '../../src/index.js';

/** Awaits a promise that must reject with a ResumeError, and returns that error. */
export async function resumeRejection(promise: Promise<unknown>): Promise<ResumeError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ResumeError);
    return err as ResumeError;
  }
  throw new Error('expected a ResumeError, but the promise resolved');
}
