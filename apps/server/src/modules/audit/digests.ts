// Digests the trail records instead of content. Each is SHA-256 (hex) of a canonical JSON form named here, so
// that anyone holding the content can recompute it and match it against an event.
import { digestOf, sha256Hex } from './chain.js';

/** A criteria snapshot: canonical JSON of `[{criterionId, text, importance}]` in the version's order. */
export function criteriaDigest(
  items: ReadonlyArray<{ criterionId: string; text: string; importance: string }>,
): string {
  return digestOf(items.map((i) => ({ criterionId: i.criterionId, text: i.text, importance: i.importance })));
}

/** A result's verdicts: canonical JSON of `[{criterionId, verdict}]` in the result's order. */
export function verdictsDigest(criteria: ReadonlyArray<{ criterionId: string; verdict: string }>): string {
  return digestOf(criteria.map((c) => ({ criterionId: c.criterionId, verdict: c.verdict })));
}

/** A text (resume text, job description): its UTF-8 bytes. */
export const textDigest = (text: string): string => sha256Hex(text);

/** What the engine was given (the stored engine input): its canonical JSON. */
export const engineInputDigest = (input: unknown): string => digestOf(input);
