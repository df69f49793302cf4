import { composeSpacingAccents, joinHyphenatedLines } from './unicode-text.js';

/**
 * Bullet glyphs that fonts (Symbol, Wingdings) map into the private-use area, and the many
 * Unicode bullets, all read as one bullet to the model.
 */
const BULLETS =
  /[\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf06e\uf0e8\u25aa\u25ab\u25cf\u25e6\u2023\u2043\u2219\u25a0\u25a1\u27a2\u2794]/g;
// Control characters other than tab and newline carry no meaning and confuse tokenisers.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\ufeff]/g;

/**
 * Kangxi radicals, CJK radicals and compatibility ideographs that some PDF fonts map their glyphs
 * to ("⾼" U+2FBC for 高): NFKC turns them into the ordinary ideograph a reader (and the model) knows.
 */
const CJK_COMPATIBILITY = /[\u2e80-\u2fdf\uf900-\ufaff]/g;
/** CJK radical-supplement forms that NFKC leaves alone but fonts use for the common ideograph. */
const CJK_RADICAL_FORMS: Record<string, string> = {
  '\u2ea0': '民',
  '\u2ec4': '西',
  '\u2ec6': '角',
  '\u2ed8': '青',
  '\u2edd': '食',
  '\u2ee2': '马',
  '\u2ee5': '鱼',
  '\u2ee6': '鸟',
  '\u2ee9': '黄',
  '\u2eec': '齐',
  '\u2eee': '齿',
  '\u2ef0': '龙',
  '\u2ef3': '龟',
};
/** Non-breaking and Unicode hyphens read as the ASCII hyphen-minus the truth and the model expect. */
const HARD_HYPHENS = /[\u2010\u2011]/g;

/**
 * Normalises whitespace, bullets and Unicode (NFC, spacing accents composed with their letter)
 * while keeping line and paragraph breaks, and rejoins words hyphenated at a line end
 * (see joinHyphenatedLines). Soft hyphens that did not break a line are dropped.
 */
const ARABIC_PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFE]+/g;

export function cleanText(raw: string): string {
  const lines = composeSpacingAccents(
    raw
      .replace(/\r\n?/g, '\n')
      .replace(CONTROL, '')
      .replace(BULLETS, '•')
      .replace(HARD_HYPHENS, '-')
      .replace(CJK_COMPATIBILITY, (c) => CJK_RADICAL_FORMS[c] ?? c.normalize('NFKC'))
      // Arabic presentation forms (the shaped glyphs some PDFs map to) are their letters: "ﻣﺼﺮ" is "مصر".
      .replace(ARABIC_PRESENTATION_FORMS, (c) => c.normalize('NFKC')),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim());
  return joinHyphenatedLines(lines.join('\n'))
    .replace(/\u00ad/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Length that the 50-character minimum is measured on: whitespace collapsed, code points. */
export function meaningfulLength(text: string): number {
  return [...text.replace(/\s+/g, ' ').trim()].length;
}
