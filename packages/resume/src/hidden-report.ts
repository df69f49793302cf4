import type { HiddenTextKind, HiddenTextReport } from './types.js';

const SAMPLE_CHARS = 200;

export const NO_HIDDEN_TEXT: HiddenTextReport = { chars: 0, sample: null, kinds: [] };

/** Gathers hidden text across pages or runs into the report stored with the resume. */
export class HiddenTextCollector {
  private chars = 0;
  private sample = '';
  private readonly kinds = new Set<HiddenTextKind>();

  add(text: string, kind: HiddenTextKind): void {
    this.addMany([text], [kind], text.replace(/\s+/g, '').length);
  }

  addMany(segments: string[], kinds: Iterable<HiddenTextKind>, chars: number): void {
    this.chars += chars;
    for (const k of kinds) this.kinds.add(k);
    for (const s of segments) {
      if (this.sample.length >= SAMPLE_CHARS) break;
      this.sample = `${this.sample} ${s}`.replace(/\s+/g, ' ').trim();
    }
  }

  report(): HiddenTextReport {
    if (this.chars === 0) return NO_HIDDEN_TEXT;
    return {
      chars: this.chars,
      sample: [...this.sample].slice(0, SAMPLE_CHARS).join('') || null,
      kinds: [...this.kinds].sort(),
    };
  }
}
