// What the redaction tests share: a resume through the blind preparer, and checks that a form is gone.
import { expect } from 'vitest';
import { prepareApplication } from '../../src/index.js';

/** The resume as the engine would see it for a blind job (the job's description, if given, is never redacted). */
export const blind = (resumeText: string, jobDescription?: string) =>
  prepareApplication(
    { resumeText, applicationAnswers: null, context: null },
    { blind: true, ...(jobDescription ? { job: { jobDescription } } : {}) },
  ).input.resumeText;

/** The folded words of `text` (accents and case ignored), for "this word is gone" checks. */
export const words = (text: string) =>
  new Set(
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** Every form given is gone as words (all of a form's words still present means it leaked). */
export const gone = (out: string, ...forms: string[]) => {
  const w = words(out);
  expect(forms.filter((f) => words(f).size > 0 && [...words(f)].every((x) => w.has(x)))).toEqual([]);
};
