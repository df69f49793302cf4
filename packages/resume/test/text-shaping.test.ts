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
