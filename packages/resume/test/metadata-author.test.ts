// The document's metadata author travels from the parser, through the parse process, to the intake's result.
import { describe, expect, it } from 'vitest';
import { cleanAuthor } from '../src/author.js';
import { useFixtureIntake } from './support/fixture-intake.js';
import { fixture } from './support/fixture-server.js';
import { docxWithAuthor, pdfWithMetadata } from './support/metadata-files.js';

const fixtures = useFixtureIntake();
const LINES = [
  'Backend engineer, eight years of TypeScript and Node.js.',
  'Built payment APIs serving two million requests a day.',
  'Skills: PostgreSQL, Kafka, Kubernetes, observability.',
];

describe('metadata author', () => {
  it('reads a PDF Info dictionary /Author', async () => {
    const parsed = await fixtures.intake.parseBytes(pdfWithMetadata(LINES, { author: '  Priya \t Raman ' }));
    expect(parsed.meta.author).toBe('Priya Raman');
    // Metadata is never text: the author is not added to what is scored.
    expect(parsed.text).not.toContain('Priya');
  });

  it('reads the XMP dc:creator when the Info dictionary has no author (UTF-8, accents kept)', async () => {
    const parsed = await fixtures.intake.parseBytes(pdfWithMetadata(LINES, { xmpCreator: 'José Martínez Ruiz' }));
    expect(parsed.meta.author).toBe('José Martínez Ruiz');
  });

  it('prefers the Info /Author to the XMP dc:creator', async () => {
    const parsed = await fixtures.intake.parseBytes(
      pdfWithMetadata(LINES, { author: 'Priya Raman', xmpCreator: 'Someone Else' }),
    );
    expect(parsed.meta.author).toBe('Priya Raman');
  });

  it('is null for a PDF without an author, or with an empty one', async () => {
    expect((await fixtures.intake.parseBytes(pdfWithMetadata(LINES))).meta.author).toBeNull();
    expect((await fixtures.intake.parseBytes(pdfWithMetadata(LINES, { author: '   ' }))).meta.author).toBeNull();
    // LibreOffice's export: a Creator (the application) but no Author.
    expect((await fixtures.intake.parseBytes(fixture('text.pdf'))).meta.author).toBeNull();
  });

  it("reads a DOCX's docProps/core.xml dc:creator (XML entities decoded)", async () => {
    const parsed = await fixtures.intake.parseBytes(await docxWithAuthor('Chloé O’Brien & Co'));
    expect(parsed.meta.format).toBe('docx');
    expect(parsed.meta.author).toBe('Chloé O’Brien & Co');
  });

  it('is null for a DOCX whose dc:creator is empty, and for a DOC', async () => {
    expect((await fixtures.intake.parseBytes(fixture('resume.docx'))).meta.author).toBeNull();
    expect((await fixtures.intake.parseBytes(fixture('resume.doc'))).meta.author).toBeNull();
  });

  it('is null for inline text', async () => {
    const parsed = await fixtures.intake.intake({ type: 'text', content: LINES.join('\n') });
    expect(parsed.meta.author).toBeNull();
  });

  it('cleans: trims, collapses whitespace and control characters, cuts at 120 characters, null when empty', () => {
    expect(cleanAuthor(' Priya\u0000\n  Raman\u200b ')).toBe('Priya Raman');
    expect(cleanAuthor('')).toBeNull();
    expect(cleanAuthor(' \u0007 ')).toBeNull();
    expect(cleanAuthor(42)).toBeNull();
    expect(cleanAuthor(`${'a'.repeat(119)} bc`)).toBe('a'.repeat(119));
    expect([...(cleanAuthor('é'.repeat(300)) ?? '')]).toHaveLength(120);
  });
});
