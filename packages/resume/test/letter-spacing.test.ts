import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AnnotationMode, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { placeGlyphs, type PlacedGlyph } from '../src/pdf/glyph-positions.js';
import { PageScanner } from '../src/pdf/hidden-ops.js';
import { layoutPage, type TextItemLike } from '../src/pdf/layout.js';
import { joinTrackedLetters, joinTrackedText, type LetterPlacer } from '../src/pdf/letter-spacing.js';
import { useFixtureIntake } from './support/fixture-intake.js';

// Letter-spaced ("tracked") display text: names and headings of designed templates. The fixtures
// are made by test/fixtures/make-fixtures.sh (Chromium and LibreOffice); their text is invented and
// written out beside their sources (fixtures/src/letter-spaced*.txt).

describe('joinTrackedLetters', () => {
  it('joins the letters of a tracked word, in any script, accents and kerned pairs included', () => {
    expect(joinTrackedLetters('C O N T A C T O')).toBe('CONTACTO');
    expect(joinTrackedLetters('M A R Í A')).toBe('MARÍA');
    expect(joinTrackedLetters('A LT O S')).toBe('ALTOS');
    expect(joinTrackedLetters('Р А Б О Т Ы')).toBe('РАБОТЫ');
    expect(joinTrackedLetters('Ε Λ Λ Η Ν Ι Κ Ά')).toBe('ΕΛΛΗΝΙΚΆ');
    // A combining accent stays with its letter.
    expect(joinTrackedLetters('C A F E\u0301')).toBe('CAFE\u0301');
    expect(joinTrackedLetters(' K O N T A K T ')).toBe(' KONTAKT ');
  });

  it('leaves ordinary text alone: words, initials, short words, numbers, punctuation', () => {
    for (const text of [
      'Analista de datos',
      'J R R',
      'A B',
      'y a la',
      'de la o',
      '06 12 34 56 78',
      'C + + Go',
      'A  B  C  D',
      'Python y SQL',
      'ab cd ef gh',
      'IT HR QA',
      'I AM A CTO x',
    ])
      expect(joinTrackedLetters(text)).toBe(text);
  });
});

/**
 * Places letters left to right: each `advance` wide, `gaps[i]` after letter i (default `gap`), a
 * space glyph drawn after the letters listed in `typed`.
 */
function placer(
  runs: Record<
    string,
    { start: number; advance: number; gap: number; gaps?: Record<number, number>; typed?: number[] }
  >,
): LetterPlacer {
  return (letters) => {
    const run = runs[letters.join('')];
    if (!run) return null;
    let x = run.start;
    const boxes = letters.map((_, i) => {
      const box = { x0: x, x1: x + run.advance };
      x = box.x1 + (run.gaps?.[i] ?? run.gap);
      return box;
    });
    return { boxes, spaceBefore: letters.map((_, i) => run.typed?.includes(i - 1) ?? false) };
  };
}

describe('joinTrackedText (glyph positions)', () => {
  const item = (text: string, y = 700) => ({ text, y, size: 9, eligible: true });

  it('keeps a word gap that pdf.js wrote as one more space inside the item, where the gap is clearly wider', () => {
    // Tracking 0.15 em at 9 pt: letter gaps 1.35 pt, the word gap (space + tracking) 4.4 pt.
    const place = placer({ DADOSPESSOAIS: { start: 14, advance: 6, gap: 1.35, gaps: { 4: 4.4 } } });
    expect(joinTrackedText([item('D A D O S P E SS OA I S')], place).texts).toEqual(['DADOS PESSOAIS']);
  });

  it('reads a tracked headline with a bracket in it, word gaps kept', () => {
    // "PRIMARY TEACHER (GTCS)" at 0.15 em tracking: the brackets are tracked like the letters.
    const place = placer({
      'PRIMARYTEACHER(GTCS)': { start: 0, advance: 6, gap: 1.35, gaps: { 6: 4.4, 13: 4.4 } },
    });
    expect(joinTrackedText([item('P R I M A R Y T E A C H E R ( G T C S )')], place).texts).toEqual([
      'PRIMARY TEACHER (GTCS)',
    ]);
  });

  it('keeps every space the document draws itself ("S O P H I E" typed with spaces)', () => {
    const place = placer({ SOPHIE: { start: 0, advance: 8, gap: 5, typed: [0, 1, 2, 3, 4] } });
    expect(joinTrackedText([item('S O P H I E')], place).texts).toEqual(['S O P H I E']);
  });

  it('joins a short tracked word only beside a long tracked run on its baseline, with letter gaps like it', () => {
    const place = placer({
      ANALISTA: { start: 0, advance: 7, gap: 3 },
      DE: { start: 90, advance: 7, gap: 3 },
      AB: { start: 300, advance: 7, gap: 3 },
    });
    const items = [item('A N A L I S T A'), item(' '), item('D E'), item('A B', 600)];
    expect(joinTrackedText(items, place).texts).toEqual(['ANALISTA', ' ', 'DE', 'A B']);
  });

  it('joins two or three CJK characters set with tracking on their own, not ones the document spaces itself', () => {
    // A builder's sidebar headings in Korean and Chinese at 0.3 em (9 pt): gaps of 2.7 pt, no space glyph.
    const place = placer({
      연락처: { start: 0, advance: 9, gap: 2.7 },
      技能: { start: 0, advance: 9, gap: 2.7 },
      김철수: { start: 0, advance: 9, gap: 3, typed: [0, 1] },
      AB: { start: 0, advance: 7, gap: 3 },
    });
    const items = [item('연 락 처', 700), item('技 能', 600), item('김 철 수', 500), item('A B', 400)];
    expect(joinTrackedText(items, place).texts).toEqual(['연락처', '技能', '김 철 수', 'A B']);
  });

  it('joins a short tracked word set a line over or under a long one at its size and tracking (a display name)', () => {
    const place = placer({
      NUR: { start: 0, advance: 12, gap: 6 },
      AQILAH: { start: 0, advance: 12, gap: 6 },
      BIN: { start: 0, advance: 7, gap: 3 },
    });
    const line = (text: string, y: number, size = 22) => ({ text, y, size, eligible: true });
    const items = [line('N U R', 700), line('A Q I L A H', 675), line('B I N', 400, 9)];
    expect(joinTrackedText(items, place).texts).toEqual(['NUR', 'AQILAH', 'B I N']);
  });

  it('joins a line of short tracked words that have letter gaps like each other, and no space glyph', () => {
    const place = placer({
      THỊ: { start: 0, advance: 18, gap: 7 },
      THU: { start: 110, advance: 18, gap: 7 },
      HÀ: { start: 230, advance: 18, gap: 7 },
      JRR: { start: 0, advance: 7, gap: 3, typed: [0, 1] },
    });
    const line = (text: string) => ({ text, y: 700, size: 30, eligible: true });
    const items = [line('T H Ị'), line(' '), line('T H U'), line(' '), line('H À'), { ...line('J R R'), y: 500 }];
    expect(joinTrackedText(items, place).texts).toEqual(['THỊ', ' ', 'THU', ' ', 'HÀ', 'J R R']);
  });

  it('leaves items alone without positions, and right-to-left, rotated and ordinary items always', () => {
    const items = [item('C O N T A C T'), { ...item('K O N T A K T'), eligible: false }, item('Python y SQL')];
    const place = placer({ KONTAKT: { start: 0, advance: 7, gap: 3 } });
    expect(joinTrackedText(items, place).texts).toEqual(['C O N T A C T', 'K O N T A K T', 'Python y SQL']);
  });
});

const at = (str: string, x: number, width: number, y = 700, size = 10): TextItemLike => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: str.trim() ? size : 0,
  hasEOL: false,
});

/** Drawn glyphs for items laid out one glyph per letter, `pitch` apart, a space glyph where the text has one. */
function glyphsOf(runs: Array<{ text: string; x: number; pitch: number; advance: number }>): PlacedGlyph[] {
  return runs.flatMap(({ text, x, pitch, advance }) =>
    [...text].map((ch, i) => ({ ch: ch === ' ' ? '' : ch, x0: x + i * pitch, x1: x + i * pitch + advance, y: 700 })),
  );
}

describe('layoutPage with tracked text', () => {
  it('joins the letters of each word and keeps the word gaps pdf.js gives as separate items', () => {
    // What pdf.js gives for Chromium's "MARÍA GUADALUPE" at letter-spacing 0.3em (17 pt).
    const items = [
      at('M A R Í A', 226.8, 83, 700, 17),
      at(' ', 309.8, 21.5, 700, 17),
      at('G U A D A L U P E', 325.9, 156.5, 700, 17),
    ];
    const glyphs = glyphsOf([
      { text: 'MARÍA ', x: 226.8, pitch: 17.5, advance: 12 },
      { text: 'GUADALUPE', x: 325.9, pitch: 17.5, advance: 12 },
    ]);
    expect(layoutPage(items, [], () => glyphs)).toBe('MARÍA GUADALUPE');
    // Without the glyphs' positions the item is left as pdf.js wrote it.
    expect(layoutPage(items, [])).toBe('M A R Í A G U A D A L U P E');
  });

  it('joins a word whose every letter is its own item (tracking wider than pdf.js joins), words apart', () => {
    // letter-spacing 0.7em at 10pt: letters 7 pt apart become items; word gaps of 17 pt split fragments.
    const word = (text: string, x: number) => [...text].map((ch, i) => at(ch, x + i * 13, 6));
    const items = [...word('EN', 100), at(' ', 126, 10), ...word('MAYO', 136)];
    const glyphs = glyphsOf([
      { text: 'EN ', x: 100, pitch: 13, advance: 6 },
      { text: 'MAYO', x: 136, pitch: 13, advance: 6 },
    ]);
    expect(layoutPage(items, [], () => glyphs)).toBe('EN MAYO');
  });

  it('joins small capitals that come one glyph per item, words apart by their gaps, beside ordinary text', () => {
    // What pdf.js gives for Chromium's synthesised small capitals with letter-spacing: 1px: a larger
    // first capital, one item per glyph, pdf.js's own space items at the letter gaps (0.75 pt) and
    // at the word gap (4 pt); the title runs on into ordinary text in the same fragment.
    const glyphRun = (words: string[], x0: number) => {
      const out: TextItemLike[] = [];
      let x = x0;
      for (const [w, word] of words.entries()) {
        if (w > 0) {
          out.push(at(' ', x, 4, 700, 6.75));
          x += 4;
        }
        for (const [i, ch] of [...word].entries()) {
          const size = i === 0 ? 9.8 : 6.75;
          out.push(at(ch, x, 4.5, 700, size));
          x += 4.5;
          if (i < word.length - 1) {
            if (i % 3 !== 1) out.push(at(' ', x, 0.75, 700, size));
            x += 0.75;
          }
        }
      }
      return { items: out, end: x };
    };
    const { items, end } = glyphRun(['PLATFORM', 'ENGINEER'], 100);
    items.push(at(' · Derwent Estuary Software', end + 1, 110));
    expect(layoutPage(items, [])).toBe('PLATFORM ENGINEER · Derwent Estuary Software');
    // A dash and a bracket between the words keep their places.
    const head = glyphRun(['QUÍMICA'], 100);
    const tail = glyphRun(['(WELL', 'INTERVENTION)'], head.end + 4 + 8);
    const dash = at('– I', head.end + 4, 7.25, 700, 6.75);
    const line = [
      ...head.items,
      at(' ', head.end, 4, 700, 6.75),
      dash,
      ...glyphRun(['NVESTIGACIÓN'], head.end + 12).items,
    ];
    expect(layoutPage(line, [])).toBe('QUÍMICA – INVESTIGACIÓN');
    expect(layoutPage(tail.items, [])).toBe('(WELL INTERVENTION)');
  });

  it('leaves one-glyph items of ordinary, untracked text to the word gaps as before', () => {
    // Glyph-by-glyph drawing without tracking (letters touching): the spaces pdf.js finds stay.
    const items = [
      at('G', 100, 5),
      at('o', 105, 5),
      at(' ', 110, 2.5),
      at('S', 112.5, 5),
      at('Q', 117.5, 5),
      at('L', 122.5, 5),
    ];
    expect(layoutPage(items, [])).toBe('Go SQL');
  });

  it('keeps single letters the document spaces out itself, and letters beside a word', () => {
    const typed = [...'SOPHIE'].map((ch, i) => at(ch, 100 + i * 14, 8));
    const glyphs = glyphsOf([{ text: 'S O P H I E', x: 100, pitch: 7, advance: 6 }]);
    expect(layoutPage(typed, [], () => glyphs)).toBe('S O P H I E');
    const items = [at('Grades', 100, 32), at('A', 140, 7), at('B', 155, 7), at('C', 170, 7)];
    expect(layoutPage(items, [], () => glyphsOf([{ text: 'GradesABC', x: 0, pitch: 10, advance: 7 }]))).toBe(
      'Grades A B C',
    );
  });
});

/** Lower-cased words, as the intake evaluation counts them. */
const words = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];

function recall(truth: string, text: string): number {
  const have = new Map<string, number>();
  for (const w of words(text)) have.set(w, (have.get(w) ?? 0) + 1);
  const want = words(truth);
  let found = 0;
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n === 0) continue;
    found++;
    have.set(w, n - 1);
  }
  return found / want.length;
}

const truth = (name: string) => readFileSync(new URL(`fixtures/src/${name}.txt`, import.meta.url), 'utf8');
const lines = (text: string) => text.split('\n').map((l) => l.trim());

describe('letter-spaced resumes from real generators', () => {
  const { read } = useFixtureIntake();

  it('reads a Chromium two-column page with tracked names and headings (Latin, Cyrillic, Greek) as words', async () => {
    const { text } = await read('letter-spaced.pdf');
    expect(recall(truth('letter-spaced'), text)).toBeGreaterThanOrEqual(0.98);
    expect(text).toContain('MARÍA GUADALUPE');
    expect(text).toContain('ANALISTA DE DATOS');
    expect(text).toContain('DISPONIBLE EN MAYO');
    expect(text).toContain('COOPERATIVA LOS ALTOS UNIDOS');
    expect(text).toContain('INSTITUTO ÑANDÚ DE ESTADÍSTICA');
    expect(text).toContain('РУССКИЙ ЯЗЫК');
    expect(text).toContain('ОПЫТ РАБОТЫ');
    expect(text).toContain('ΕΛΛΗΝΙΚΆ');
    expect(lines(text)).toEqual(expect.arrayContaining(['HABILIDADES', 'IDIOMAS', 'PERFIL PROFESIONAL', 'ΕΜΠΕΙΡΊΑ']));
    // Ordinary text in the same document is read as before.
    expect(text).toContain('Analista con ocho años de experiencia en encuestas de hogares,');
    expect(text).toContain('Python y SQL');
    expect(text).not.toMatch(/(?:\b\p{Lu} ){3}/u);
  });

  it('reads small capitals with letter-spacing, one glyph per item, as words (English, Spanish, German, Polish)', async () => {
    const { text } = await read('letter-spaced-smallcaps.pdf');
    expect(recall(truth('letter-spaced-smallcaps'), text)).toBeGreaterThanOrEqual(0.98);
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'INGENIERA DE PROCESOS SÉNIOR · Refinería Punta Caimán, 2019 – presente',
        'INGENIERA DE PROCESOS · Gasoductos del Sur, 2015 – 2019',
        'Diplom-Ingenieurin Verfahrenstechnik (Universität Ostwald)',
        'Umiejętności i języki',
      ]),
    );
    expect(text).not.toMatch(/(?:\b\p{Lu} ){3}/u);
  });

  it('reads a LibreOffice document with character spacing (fo:letter-spacing) as words', async () => {
    const { text } = await read('letter-spaced-office.pdf');
    expect(recall(truth('letter-spaced-office'), text)).toBeGreaterThanOrEqual(0.98);
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'ZUZANA KŘÍŽOVÁ HÁJKOVÁ',
        'PROJEKTOVÁ MANAŽERKA · BRNO',
        'KONTAKT',
        'PRACOVNÍ ZKUŠENOSTI',
        'ВЫСШЕЕ ОБРАЗОВАНИЕ',
        'ΓΛΩΣΣΙΚΕΣ ΔΕΞΙΟΤΗΤΕΣ',
        'zuzana.krizova@example.com, +420 601 234 567',
      ]),
    );
  });
});

describe('ordinary text is read as before', () => {
  // Without glyph positions the layout is what it was before letter-spacing was read (a tracked item
  // is left as pdf.js wrote it); with them, only tracked text may change. No earlier fixture has any.
  const FIXTURES = [
    'text.pdf',
    'multipage.pdf',
    'bench-long.pdf',
    'hyphenation.pdf',
    'two-column.pdf',
    'name-title.pdf',
    'split-accent.pdf',
    'offpage-number.pdf',
    'short.pdf',
  ];

  /** Each page's text with glyph positions and without. */
  async function both(name: string): Promise<Array<{ withPositions: string; without: string }>> {
    const bytes = new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));
    const doc = await getDocument({ data: bytes, verbosity: 0, fontExtraProperties: true, useSystemFonts: false })
      .promise;
    try {
      const pages = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const [content, ops] = await Promise.all([
          page.getTextContent(),
          page.getOperatorList({ annotationMode: AnnotationMode.DISABLE }),
        ]);
        const scale = (id: string) => {
          const m = (page.commonObjs.get(id) as { fontMatrix?: number[] } | null)?.fontMatrix;
          return m?.[0] ?? 0.001;
        };
        const [x0, y0, x1, y1] = page.view as [number, number, number, number];
        const scan = new PageScanner({ x0, y0, x1, y1 }, scale).run(ops);
        const items = content.items.filter((i): i is TextItemLike & (typeof content.items)[number] => 'str' in i);
        pages.push({
          withPositions: layoutPage(items, scan.chars, () => placeGlyphs(ops, scale)),
          without: layoutPage(items, scan.chars),
        });
      }
      return pages;
    } finally {
      await doc.destroy();
    }
  }

  it.each(FIXTURES)('%s comes out the same with glyph positions as without', async (name) => {
    for (const page of await both(name)) {
      expect(page.withPositions.length).toBeGreaterThan(0);
      expect(page.withPositions).toBe(page.without);
    }
  });

  it('while the tracked fixture does not (the comparison sees what positions change)', async () => {
    const [page] = await both('letter-spaced.pdf');
    expect(page!.without).toContain('C O N T A C T O');
    expect(page!.withPositions).not.toBe(page!.without);
  });
});
