// The real intake (parse worker pool, OCR) and the real blind preparer, as the server uses them.
import { createResumeIntake, type ResumeIntakeOptions } from '@rubric/resume';
import { prepareApplication, type PrepareOptions } from '@rubric/scoring';
import type { IntakeEvalDeps } from './run.js';

/**
 * Blind preparation for a job: the job description goes along so that the terms it uses are
 * protected from redaction (`job`, read by preparers that support it and ignored by older ones).
 */
export function blindOptions(jobDescription: string): PrepareOptions {
  const options = { blind: true, job: { jobDescription } };
  return options;
}

export function prepareBlind(resumeText: string, jobDescription: string): string {
  return prepareApplication({ resumeText, applicationAnswers: null, context: null }, blindOptions(jobDescription)).input
    .resumeText;
}

export function createRealDeps(
  options: Partial<ResumeIntakeOptions> = {},
): IntakeEvalDeps & { close: () => Promise<void> } {
  const intake = createResumeIntake({ allowPrivateNetworks: false, ...options });
  return {
    async parse(bytes) {
      const r = await intake.parseBytes(bytes);
      return {
        text: r.text,
        ocrUsed: r.meta.ocrUsed,
        hiddenChars: r.meta.hiddenText.chars,
        hiddenKinds: r.meta.hiddenText.kinds,
      };
    },
    prepare: prepareBlind,
    close: () => intake.close(),
  };
}
