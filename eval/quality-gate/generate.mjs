#!/usr/bin/env node
// Writes the quality-gate corpus: eval/quality-gate/<part>/<id>.pdf and <id>.truth.json (see README.md).
// Needs Debian's chromium, fonts-noto-core, fonts-noto-cjk, qpdf (with fix-qdf) and python3 with
// fontTools; the tests need none of them. `node eval/quality-gate/generate.mjs [--only ID,ID]`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { breakToUnicode } from '../resumes/generate/broken.mjs';
import { openChrome } from '../resumes/generate/chrome.mjs';
import { compose, truthText } from './generate/compose.mjs';
import * as html from './generate/html.mjs';
import { LANGUAGES } from './generate/languages.mjs';
import { cipherToUnicode, puaToUnicode, stripToUnicode } from './generate/tounicode.mjs';
import { wordPdf } from './generate/word.mjs';

const OUT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Two parts with their own seed and template: `tune` is the only one looked at while setting the
 * gate's thresholds; `holdout` is measured and reported, never tuned on (docs/text-quality.md).
 */
const PARTS = {
  tune: {
    seed: 1001,
    template: 'onecol',
    unreadable: [
      ['en-in', 'rot47'],
      ['pl', 'cipher'],
      ['sw', 'pua'],
      ['en-in', 'stripped'],
      ['ru', 'stripped'],
      ['zh', 'pua'],
    ],
  },
  holdout: {
    seed: 2002,
    template: 'sidebar',
    unreadable: [
      ['sw', 'rot47'],
      ['tr', 'cipher'],
      ['en-in', 'pua'],
      ['cs', 'stripped'],
      ['el', 'stripped'],
      ['hi', 'stripped'],
    ],
  },
};
/** Scripts Word writes through simple TrueType fonts (one byte a glyph, no shaping). */
const WORD_SCRIPTS = new Set(['Latin', 'Greek', 'Cyrillic']);

const HOW = {
  chrome: 'Chromium page.pdf(): Type0/Identity-H fonts with a ToUnicode map',
  word: 'Word-style: simple TrueType fonts, WinAnsiEncoding (+ /Differences uniXXXX names), no ToUnicode map',
  rot47: 'Chromium, every ToUnicode destination shifted by ROT47 (eval/resumes broken.mjs)',
  cipher: 'Chromium, ToUnicode destinations replaced by a seeded random substitution over printable ASCII',
  pua: 'Chromium, every ToUnicode destination moved into the Private Use Area',
  stripped: 'Chromium with the ToUnicode maps removed: glyph ids read as characters',
};

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only ? new Set(values.only.split(',')) : null;

const docs = [];
for (const [part, p] of Object.entries(PARTS)) {
  LANGUAGES.forEach((lang, i) => {
    const resume = compose(lang, p.seed + i * 17);
    const base = { part, lang, resume, template: p.template };
    docs.push({ ...base, id: `${lang.code}-chrome`, variant: 'chrome', readable: true });
    if (WORD_SCRIPTS.has(lang.script)) docs.push({ ...base, id: `${lang.code}-word`, variant: 'word', readable: true });
    for (const [code, variant] of p.unreadable)
      if (code === lang.code) docs.push({ ...base, id: `${lang.code}-${variant}`, variant, readable: false });
  });
}

const tmp = mkdtempSync(join(tmpdir(), 'quality-gate-'));
const chrome = await openChrome();
try {
  for (const d of docs) {
    const key = `${d.part}/${d.id}`;
    if (only && !only.has(key)) continue;
    mkdirSync(join(OUT, d.part), { recursive: true });
    let pdf;
    if (d.variant === 'word') pdf = wordPdf(d.resume, tmp);
    else {
      const printed = await chrome.printPdf(html[d.template](d.resume), { format: 'A4' });
      if (d.variant === 'chrome') pdf = printed;
      else if (d.variant === 'rot47') pdf = breakToUnicode(printed, tmp);
      else if (d.variant === 'cipher') pdf = cipherToUnicode(printed, tmp, PARTS[d.part].seed);
      else if (d.variant === 'pua') pdf = puaToUnicode(printed, tmp);
      else if (d.variant === 'stripped') pdf = stripToUnicode(printed, tmp);
      else throw new Error(`unknown variant ${d.variant}`);
    }
    writeFileSync(join(OUT, d.part, `${d.id}.pdf`), pdf);
    const sideFirst = d.variant !== 'word' && d.template === 'sidebar';
    const truth = {
      id: d.id,
      part: d.part,
      file: `${d.id}.pdf`,
      language: d.lang.language,
      locale: d.lang.locale,
      script: d.lang.script,
      variant: d.variant,
      how: HOW[d.variant],
      template: d.variant === 'word' ? 'word' : d.template,
      // readable: accepted from the text layer, no OCR. unreadable: the text layer must not be
      // accepted; OCR reads the page (Latin script) or the document is refused.
      expect: d.readable ? 'text' : 'ocr-or-refused',
      name: d.resume.name,
      text: truthText(d.resume, { sideFirst }),
    };
    writeFileSync(join(OUT, d.part, `${d.id}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
    console.log(key);
  }
} finally {
  await chrome.close();
  rmSync(tmp, { recursive: true, force: true });
}
