import { describe, expect, it } from 'vitest';
import { cleanText, meaningfulLength } from '../src/clean-text.js';
import { htmlToText } from '../src/docx/html-to-text.js';
import { layoutPage, type TextItemLike } from '../src/pdf/layout.js';

describe('cleanText', () => {
  it('normalises symbol-font bullets, CRLF, spaces and blank lines', () => {
    expect(cleanText('Skills\r\n\uf0b7  TypeScript\u00a0\u00a0and Go\n\n\n\n\u25cf Rust\u0007  ')).toBe(
      'Skills\n• TypeScript and Go\n\n• Rust',
    );
  });

  it('counts length on collapsed whitespace', () => {
    expect(meaningfulLength('  a \n\n b  ')).toBe(3);
  });
});

describe('htmlToText', () => {
  it('turns lists into bullet and numbered lines, nested lists indented', () => {
    const html =
      '<h1>Jane &amp; Co</h1><p>Intro<br />line two</p><ul><li>One<ul><li>Inner</li></ul></li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>';
    expect(cleanText(htmlToText(html))).toBe(
      'Jane & Co\n\nIntro\nline two\n\n• One\n• Inner\n• Two\n\n1. First\n2. Second',
    );
  });

  it('reads a table row by row: the cells of a row on one line, paragraphs of a cell joined', () => {
    // mammoth wraps every cell's text in <p>: a label and its value must still share a line.
    const html =
      '<p>Datos personales</p><table><tr><td><p>Estado civil</p></td><td><p>casada</p></td></tr>' +
      '<tr><td><p>Idiomas</p></td><td><p>Inglés C1</p><p>Francés B2</p></td></tr></table><p>Experiencia</p>';
    expect(cleanText(htmlToText(html))).toBe(
      'Datos personales\n\nEstado civil casada\nIdiomas Inglés C1 Francés B2\n\nExperiencia',
    );
  });

  it('reads a layout row of blocks side by side (name and title beside the contact lines) a paragraph to a line', () => {
    // A Word header built as a two-cell table: run together on one line, the name ran into the title and the
    // address into the phone.
    const html =
      '<table><tr><td><p>Henrike Saltonstall-Mbeki</p><p>Senior Payroll Specialist</p></td>' +
      '<td><p>14 Ferrymead Close, Flat 3, Gloucester GL1 2QA</p><p>07700 900 412</p><p>h.saltonstall@example.org</p></td>' +
      '</tr></table><p>Profile</p><table><tr><td><p>Languages</p></td><td><p>German</p><p>Zulu</p></td></tr></table>';
    expect(cleanText(htmlToText(html))).toBe(
      'Henrike Saltonstall-Mbeki\nSenior Payroll Specialist\n14 Ferrymead Close, Flat 3, Gloucester GL1 2QA\n' +
        '07700 900 412\nh.saltonstall@example.org\n\nProfile\n\nLanguages German Zulu',
    );
  });
});

const item = (str: string, y: number, hasEOL = false, size = 12): TextItemLike => ({
  str,
  transform: [size, 0, 0, size, 72, y],
  height: size,
  hasEOL,
});

describe('layoutPage', () => {
  it('breaks lines at hasEOL and paragraphs at unusually large gaps', () => {
    const items = [
      item('Name', 700, true),
      item('Line one', 686, true),
      item('Line two', 672, true),
      item('Next block', 640),
    ];
    expect(layoutPage(items, [])).toBe('Name\nLine one\nLine two\n\nNext block');
  });

  it('puts right-to-left text drawn glyph by glyph (visual order) back in logical order, and folds presentation forms', () => {
    // Chromium draws "مصطفى الشناوي" from left to right; pdf.js gives each item logical order.
    const at = (str: string, x: number, width: number, dir = 'rtl'): TextItemLike & { dir: string } => ({
      str,
      dir,
      transform: [10, 0, 0, 10, x, 700],
      width,
      height: 10,
      hasEOL: false,
    });
    const items = [
      at('وي', 100, 10),
      at('ﺎ', 110, 3),
      at('ﻨ', 113, 3),
      at('ﺸ', 116, 6),
      at('ﻟ', 122, 3),
      at('ا', 125, 3),
      at(' ', 128, 3, 'ltr'),
      at('ﻰ', 131, 5),
      at('ﻔ', 136, 4),
      at('ﻄ', 140, 5),
      at('ﺼ', 145, 5),
      at('ﻣ', 150, 4),
    ];
    expect(cleanText(layoutPage(items, []))).toBe('مصطفى الشناوي');
  });

  it('drops characters that were drawn hidden, even inside an item', () => {
    const drawn = [...'SeenSECRETMore'].map((ch, i) => ({
      ch,
      hidden: i >= 4 && i < 10 ? ('white_text' as const) : null,
    }));
    expect(layoutPage([item('Seen SECRET More', 700)], drawn)).toBe('Seen  More');
  });

  it('keeps a line whose only items are hidden out entirely', () => {
    const drawn = [...'AB'].map((ch) => ({ ch, hidden: ch === 'B' ? ('off_page' as const) : null }));
    expect(layoutPage([item('A', 700, true), item('B', 686, true)], drawn)).toBe('A');
  });
});

describe('cleanText: faithful text', () => {
  it('composes spacing accents with their letter, in either drawing order, and leaves backticks alone', () => {
    expect(cleanText('Educaci´on, Jos´e, M¨uller, Fran¸cois, S¸ahin, Bo˘gazic¸i, Ingenier´ıa, Cr`eme, espa˜nol')).toBe(
      'Educación, José, Müller, François, Şahin, Boğaziçi, Ingeniería, Crème, español',
    );
    expect(cleanText('run `npm ci` then `apt` ¨ alone')).toBe('run `npm ci` then `apt` ¨ alone');
  });

  it('normalises to NFC and maps Kangxi radicals to the ideograph', () => {
    expect(cleanText('Jose\u0301 \u2fbc级后端\u2f2f程师 \u2ea0族')).toBe('José 高级后端工程师 民族');
  });

  it('rejoins a word hyphenated at a line end, keeping the line break after it (as pdftotext does)', () => {
    expect(cleanText('built the infra-\nstructure for\nprogram\u00ad\nming teams')).toBe(
      'built the infrastructure\nfor\nprogramming\nteams',
    );
    // Chrome marks its own hyphenation with U+2010.
    expect(cleanText('inter\u2010\nnationalization')).toBe('internationalization');
  });

  it('keeps a compound hyphen at a line end: known compound parts, capitals, digits, the document’s own spelling', () => {
    expect(cleanText('a world-\nleading team')).toBe('a world-leading\nteam');
    expect(cleanText('Jean-\nPierre Dupont')).toBe('Jean-Pierre\nDupont');
    expect(cleanText('single-cell data; single-\ncell methods')).toBe('single-cell data; single-cell\nmethods');
    expect(cleanText('2019-\n2021')).toBe('2019-\n2021');
  });

  it('never glues two lines that do not end in a hyphen, nor across a paragraph break', () => {
    expect(cleanText('Jane Doe\nSolutions Architect')).toBe('Jane Doe\nSolutions Architect');
    expect(cleanText('ends with a dash -\n\nnext paragraph')).toBe('ends with a dash -\n\nnext paragraph');
  });

  it('drops soft hyphens inside words and maps non-breaking hyphens to "-"', () => {
    expect(cleanText('inter\u00adnational world\u2011leading')).toBe('international world-leading');
  });
});

const at = (str: string, x: number, y: number, size = 10): TextItemLike => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
  hasEOL: false,
});

describe('layoutPage: reading order from positions', () => {
  it('reads a sidebar, then the main column, whatever the drawing order', () => {
    const items = [
      at('Experience', 200, 700, 12),
      at('Contact', 40, 700, 12),
      at('Engineer at Acme since 2019', 200, 684),
      at('jane@example.com', 40, 686),
      at('Built the billing platform', 200, 670),
      at('Berlin', 40, 672),
      at('Skills', 40, 650, 12),
      at('Go, Rust', 40, 636),
    ];
    expect(layoutPage(items, [])).toBe(
      'Contact\njane@example.com\nBerlin\n\nSkills\nGo, Rust\n\nExperience\nEngineer at Acme since 2019\nBuilt the billing platform',
    );
  });

  it('reads a table (both sides on the same baselines) row by row', () => {
    const items = [
      at('Languages', 72, 700),
      at('Tools', 72, 686),
      at('Spanish, English', 200, 700),
      at('Python, dbt', 200, 686),
    ];
    expect(layoutPage(items, [])).toBe('Languages Spanish, English\nTools Python, dbt');
  });

  it('keeps a small title tucked under a large name on its own line', () => {
    const items = [at('Dana Whitfield', 50, 726, 30), at('Solutions Architect', 50, 717.8, 12)];
    expect(layoutPage(items, [])).toBe('Dana Whitfield\nSolutions Architect');
  });
});
