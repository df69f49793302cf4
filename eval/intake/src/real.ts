// The real intake (parse worker pool, OCR) and the real blind preparer, as the server uses them.
import { createResumeIntake, type ResumeIntakeOptions } from '@rubric/resume';
import { prepareApplication, type PrepareOptions } from '@rubric/scoring';
import { currentOcrEntries, sha256, type OcrCacheEntry } from './ocr-cache.js';
import type { IntakeEvalDeps } from './run.js';

/**
 * Blind preparation for a job: the job description goes along so that the terms it uses are
 * protected from redaction (`job`, read by preparers that support it and ignored by older ones).
 */
export function blindOptions(jobDescription: string, documentAuthor: string | null = null): PrepareOptions {
  return { blind: true, job: { jobDescription }, documentAuthor };
}

/** As the scoring runner prepares it: with the file's metadata author stored at intake. */
export function prepareBlind(resumeText: string, jobDescription: string, documentAuthor: string | null = null): string {
  return prepareApplication(
    { resumeText, applicationAnswers: null, context: null },
    blindOptions(jobDescription, documentAuthor),
  ).input.resumeText;
}

export function createRealDeps(
  options: Partial<ResumeIntakeOptions> = {},
  { ocrCache = true, ocrCacheFile }: { ocrCache?: boolean; ocrCacheFile?: string } = {},
): IntakeEvalDeps & { close: () => Promise<void> } {
  // The evaluation measures reading and redaction, not admission under load: a document queued behind a slow OCR scan
  // on a busy machine (a CI run with both test workers busy) waits for its parser instead of being turned away with
  // SERVICE_UNAVAILABLE after the service's 30 s, as a client told to retry would get it read later. For the same
  // reason a parse is given five minutes, not the service's 60 s: a CJK scan read five times over by OCR while both
  // test workers run is slow, not unreadable (a Japanese scan was cut off in a Node 24 CI stage).
  const intake = createResumeIntake({
    allowPrivateNetworks: false,
    queueWaitMs: 600_000,
    parseTimeoutMs: 300_000,
    ...options,
  });
  // What this intake read from the corpora's scans on an earlier run (ocr-cache.ts): used only when written by it.
  const cached = ocrCache ? currentOcrEntries(ocrCacheFile) : new Map<string, OcrCacheEntry>();
  return {
    async parse(bytes) {
      const hit = cached.get(sha256(bytes));
      if (hit && 'refused' in hit) throw Object.assign(new Error(hit.refused.message), { code: hit.refused.code });
      if (hit) return { ...hit, hiddenKinds: [...hit.hiddenKinds] };
      const r = await intake.parseBytes(bytes);
      return {
        text: r.text,
        ocrUsed: r.meta.ocrUsed,
        hiddenChars: r.meta.hiddenText.chars,
        hiddenKinds: r.meta.hiddenText.kinds,
        author: r.meta.author,
      };
    },
    prepare: prepareBlind,
    close: () => intake.close(),
  };
}
