import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layoutPage, type TextItemLike } from '../src/pdf/layout.js';
import { joinTrackedLetters } from '../src/pdf/letter-spacing.js';
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
    ])
      expect(joinTrackedLetters(text)).toBe(text);
  });
});

const at = (str: string, x: number, width: number, y = 700, size = 10): TextItemLike => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: str.trim() ? size : 0,
  hasEOL: false,
});

describe('layoutPage with tracked text', () => {
  it('joins the letters of each word and keeps the word gaps pdf.js gives as separate items', () => {
    // What pdf.js gives for Chromium's "MARÍA GUADALUPE" at letter-spacing 0.3em.
    const items = [at('M A R Í A', 226.8, 83), at(' ', 309.8, 21.5), at('G U A D A L U P E', 325.9, 156.5)];
    expect(layoutPage(items, [])).toBe('MARÍA GUADALUPE');
  });

  it('joins a word whose every letter is its own item (tracking wider than pdf.js joins), words apart', () => {
    // letter-spacing 0.7em at 10pt: letters 7 pt apart become items; word gaps of 17 pt split fragments.
    const word = (text: string, x: number) => [...text].map((ch, i) => at(ch, x + i * 13, 6));
    const items = [...word('EN', 100), ...word('MAYO', 100 + 13 * 2 + 10)];
    expect(layoutPage(items, [])).toBe('EN MAYO');
  });

  it('leaves a line of separate single letters that is not a word run alone when the gaps are word gaps', () => {
    const items = [at('Grades', 100, 32), at('A', 140, 7), at('B', 155, 7), at('C', 170, 7)];
    expect(layoutPage(items, [])).toBe('Grades A B C');
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
