import type { HiddenTextKind, HiddenTextReport } from './types.js';

const SAMPLE_CHARS = 200;
/** Text kept per kind to decide whether it is meaningful; more than this always is. */
const KEPT_PER_KIND = 1000;
/**
 * Hidden text is reported only when it could change what a reader (or the model) takes from the
 * resume: at least this many letters standing in words of two or more letters (a CJK character
 * counts as a word of its own). A page number, a bullet, a stray digit or a control character
 * drawn hidden changes nothing, so "1" off the page or a transparent NUL is not reported.
 */
const MIN_HIDDEN_WORD_LETTERS = 3;
const PAGE_NUMBER = /^(?:(?:page|p\.|seite|página|pagina|pag\.)\s*)?\d{1,4}(?:\s*(?:\/|of|de|von|sur)\s*\d{1,4})?$/iu;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

export const NO_HIDDEN_TEXT: HiddenTextReport = { chars: 0, sample: null, kinds: [] };

interface KindText {
  chars: number;
  text: string;
  /** Segments with their arrival order, for a sample in document order. */
  segments: Array<{ at: number; text: string }>;
}

/** Whether hidden text says something: words, not a page number or punctuation. */
export function isMeaningfulHiddenText(text: string): boolean {
  const t = text.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  if (!t || PAGE_NUMBER.test(t)) return false;
  const ideographs = t.match(IDEOGRAPHIC)?.length ?? 0;
  const wordLetters = (t.replace(IDEOGRAPHIC, ' ').match(/\p{L}{2,}/gu) ?? []).join('').length;
  return ideographs + wordLetters >= MIN_HIDDEN_WORD_LETTERS;
}

/** Gathers hidden text across pages or runs into the report stored with the resume. */
export class HiddenTextCollector {
  private readonly byKind = new Map<HiddenTextKind, KindText>();
  private order = 0;

  /** One hidden run; `chars` defaults to its non-whitespace, non-control characters. */
  add(text: string, kind: HiddenTextKind, chars?: number): void {
    const clean = text.replace(CONTROL, '');
    const entry = this.byKind.get(kind) ?? { chars: 0, text: '', segments: [] };
    this.byKind.set(kind, entry);
    entry.chars += chars ?? clean.replace(/\s+/g, '').length;
    if (entry.text.length >= KEPT_PER_KIND || !clean.trim()) return;
    entry.text = `${entry.text} ${clean}`.slice(0, KEPT_PER_KIND);
    entry.segments.push({ at: this.order++, text: clean });
  }

  /** Takes in what another collector gathered (a DOCX header part, say). */
  merge(other: HiddenTextCollector): void {
    for (const [kind, entry] of other.byKind) for (const segment of entry.segments) this.add(segment.text, kind, 0);
    for (const [kind, entry] of other.byKind) {
      const mine = this.byKind.get(kind) ?? { chars: 0, text: '', segments: [] };
      this.byKind.set(kind, mine);
      mine.chars += entry.chars;
    }
  }

  report(): HiddenTextReport {
    const kept = [...this.byKind].filter(([, e]) => e.chars > 0 && isMeaningfulHiddenText(e.text));
    if (kept.length === 0) return NO_HIDDEN_TEXT;
    const segments = kept.flatMap(([, e]) => e.segments).sort((a, b) => a.at - b.at);
    let sample = '';
    for (const s of segments) {
      if (sample.length >= SAMPLE_CHARS) break;
      sample = `${sample} ${s.text}`.replace(/\s+/g, ' ').trim();
    }
    return {
      chars: kept.reduce((n, [, e]) => n + e.chars, 0),
      sample: [...sample].slice(0, SAMPLE_CHARS).join('') || null,
      kinds: kept.map(([k]) => k).sort(),
    };
  }
}
