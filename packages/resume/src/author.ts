// The document's metadata author (PDF Info /Author or XMP dc:creator, DOCX docProps/core.xml dc:creator):
// word processors write the account's name there, which is often the candidate's. A hint for blind
// scoring only (the preparer trusts it only where the resume's text confirms it); personal data.

/** Longest author kept; a longer value is cut (no name is that long, a list of names may be). */
export const MAX_AUTHOR_CHARS = 120;

/** Trimmed, whitespace and control characters collapsed to one space, at most 120 characters; null when empty. */
export function cleanAuthor(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw
    .replace(/\p{Cf}/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  if (!value) return null;
  return [...value].slice(0, MAX_AUTHOR_CHARS).join('').trim();
}
