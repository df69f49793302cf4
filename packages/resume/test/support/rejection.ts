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

/** A message for callers: no file system path, no exception class or stack, no library wording. */
export function expectPlain(message: string): void {
  expect(message).not.toMatch(/\/[\w.-]+\/|[A-Z]:\\|\b\w*(Error|Exception)\b|\bat \w+ \(|node_modules|Worker/);
}
