import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useFixtureIntake } from './support/fixture-intake.js';
import { resumeRejection } from './support/rejection.js';

// Documents made by real generators (Chromium, LibreOffice, TeX-style raw PDFs, ImageMagick scans)
// by test/fixtures/make-fixtures.sh, read through the real intake (HTTPS fetch, worker pool).

const { read } = useFixtureIntake();
const count = (text: string, part: string) => text.split(part).length - 1;

describe('faithful PDF text', () => {
  it('rejoins words broken at soft hyphens and keeps a compound broken at its own hyphen (Chromium)', async () => {
    const { text } = await read('hyphenation.pdf');
    for (const word of ['internationalization', 'infrastructure', 'programming', 'applications'])
      expect(text).toContain(word);
    expect(text).toContain('cloud-native');
    expect(text).toContain('world-leading');
    expect(text).not.toMatch(/cloudnative|worldleading|inter-|\u2010|\u00ad/);
  });

  it('keeps the name and the title on separate lines (Chromium)', async () => {
    const { text } = await read('hyphenation.pdf');
    expect(text.startsWith('Jane Doe\nSolutions Architect\n')).toBe(true);
  });

  it('does not glue a title tucked under the name, and reads sections top to bottom whatever the drawing order', async () => {
    const { text } = await read('name-title.pdf');
    expect(text).toBe(
      'Jane Doe\nSolutions Architect\n\nExperience\nPrincipal Architect, Northwind Traders, 2019 to 2024\n' +
        'Designed a multi-region payments platform\n\nSkills\nCloud architecture, AWS, Azure, Terraform, Kubernetes',
    );
  });

  it('composes accents drawn as separate glyphs with their letters, NFC (TeX)', async () => {
    const { text } = await read('split-accent.pdf');
    expect(text).toContain('\nEducación\n');
    expect(text).toContain('Universidad Politécnica de Madrid, Ingeniería');
    expect(text).toContain('Stefan Müller, François Lefèvre');
    expect(text).toContain('Certificación en gestión de proyectos, español nativo');
    expect(text).not.toMatch(/[\u00b4\u00a8\u00b8\u02dc`\u0131]/);
    expect(text).toBe(text.normalize('NFC'));
  });

  it('reads a two-column page column by column and a table row by row, not in drawing order', async () => {
    const { text } = await read('two-column.pdf');
    const order = [
      'Valentina Rojas\nStaff Data Scientist',
      'Contact\nvalentina.rojas@example.com\n+56 9 8765 4321\nSantiago, Chile',
      'Skills\nForecasting\nCausal inference\nExperiment design\nTeam leadership',
      'Experience\nStaff Data Scientist, Cornershop, 2019 to 2024',
      'Languages Spanish (native), English (fluent)\nTools Python, R, BigQuery, dbt',
      'Education\nMSc Computer Science, Universidad de Chile, 2012',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe('a line drawn in two passes', () => {
  it('reads Vietnamese whose missing letters LibreOffice drew with a fallback font after the line (LibreOffice)', async () => {
    // Nimbus Roman lacks most Vietnamese letters: the line is drawn with spaces where they go, then the letters in
    // Noto Serif; pdf.js gives the two apart ("TR NG TH M" … "ƯƠ Ị Ỹ").
    const { text } = await read('fallback-font.pdf');
    const lines = text.split('\n').map((l) => l.trim());
    const truth = readFileSync(new URL('fixtures/src/fallback-font.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    for (const line of truth) expect(lines).toContain(line);
  });
});

describe('headers and footers of Word documents', () => {
  const CONTACT = 'lukas.becker@example.de · +49 151 2345 6789 · Munich, Germany';

  it('keeps the DOCX header contact line and the footer name line, once each', async () => {
    const { text } = await read('header-footer.docx');
    expect(text.startsWith(`${CONTACT}\n\nLukas Becker\n`)).toBe(true);
    expect(count(text, CONTACT)).toBe(1);
    expect(text).toMatch(/\n\nLukas Becker — Curriculum Vitae — page \d$/);
    expect(count(text, 'Curriculum Vitae')).toBe(1);
  });

  it('keeps the DOC (Word 97) header and footer, once each', async () => {
    const { text } = await read('header-footer.doc');
    expect(text.startsWith(`${CONTACT}\n\nLukas Becker\n`)).toBe(true);
    expect(count(text, CONTACT)).toBe(1);
    expect(count(text, 'Curriculum Vitae')).toBe(1);
  });
});

describe('text-quality gate', () => {
  it('reads a page whose text layer is a broken font encoding through OCR', async () => {
    const { text, meta } = await read('broken-encoding.pdf');
    expect(meta.ocrUsed).toBe(true);
    for (const word of ['Priya Raman', 'Kafka', 'Infosys', 'Terraform', 'Anna University'])
      expect(text).toContain(word);
    expect(text).not.toMatch(/[`{}|~<>]/);
  });

  it('refuses a 72-ppi noisy scan with a message that says why, instead of scoring OCR noise', async () => {
    const err = await resumeRejection(read('scan-72ppi.pdf'));
    expect(err.code).toBe('RESUME_PARSE_FAILED');
    // 72 ppi drawn at a 2° tilt: the placed image is a little wider than the page.
    expect(err.message).toMatch(/^the scan is too low-resolution to read reliably \(7\d ppi; OCR confidence \d+%/);
  });

  it('still reads a clean 200-ppi scan', async () => {
    const { text, meta } = await read('scanned.pdf');
    expect(meta.ocrUsed).toBe(true);
    expect(text).toContain('Katherine Johnson');
  });
});

describe('hidden text that changes nothing is not reported', () => {
  const VISIBLE = 'Grace Hopper, Rear Admiral and Computer Scientist\nArlington, Virginia\n';

  it('a lone page number drawn off the page', async () => {
    const { text, meta } = await read('offpage-number.pdf');
    expect(text.startsWith(VISIBLE)).toBe(true);
    expect(meta.hiddenText).toEqual({ chars: 0, sample: null, kinds: [] });
  });

  it('a transparent NUL', async () => {
    const { text, meta } = await read('transparent-nul.pdf');
    expect(text.startsWith(VISIBLE)).toBe(true);
    expect(text).not.toContain('\u0000');
    expect(meta.hiddenText).toEqual({ chars: 0, sample: null, kinds: [] });
  });
});
