import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResumeError, type ResumeInput } from '../src/index.js';
import { useFixtureIntake } from './support/fixture-intake.js';
import { fixture } from './support/fixture-server.js';
import { resumeRejection } from './support/rejection.js';

const fixtures = useFixtureIntake();
const fetchFixture = fixtures.read;

describe('PDF', () => {
  it('keeps reading order, line and paragraph breaks and bullets', async () => {
    const { text, meta } = await fetchFixture('text.pdf');
    expect(meta).toMatchObject({ format: 'pdf', pages: 1, ocrUsed: false });
    expect(meta.hiddenText).toEqual({ chars: 0, sample: null, kinds: [] });
    expect(text.startsWith('Ada Lovelace\nAnalytical Engine Programmer, London. ada@example.com\n\nExperience\n')).toBe(
      true,
    );
    expect(text).toContain(
      '• Wrote the first published algorithm for the Analytical Engine\n• Translated and annotated the Menabrea memoir on the engine\n',
    );
    expect(text).toMatch(/\n\nSkills\nMathematics, symbolic logic/);
  });

  it('reads every page of a multi-page PDF in order', async () => {
    const { text, meta } = await fetchFixture('multipage.pdf');
    expect(meta.pages).toBe(3);
    const order = [
      'Margaret Hamilton',
      'Page 1 of the resume',
      'Page 2 of the resume',
      'Page 3 of the resume',
      'Honorary doctorates',
    ];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('reads a scanned PDF with no text layer through OCR', async () => {
    const { text, meta } = await fetchFixture('scanned.pdf');
    expect(meta).toMatchObject({ format: 'pdf', pages: 1, ocrUsed: true });
    for (const word of ['Katherine Johnson', 'Langley', 'Apollo', 'John Glenn', 'FORTRAN'])
      expect(text).toContain(word);
    // cacheMethod 'none': the language data is read from node_modules, never cached into the cwd.
    expect(existsSync(join(process.cwd(), 'eng.traineddata'))).toBe(false);
  });

  it('reports a user-password PDF as encrypted', async () => {
    expect((await resumeRejection(fetchFixture('encrypted.pdf'))).code).toBe('RESUME_ENCRYPTED');
  });

  it('reports a truncated PDF as corrupted', async () => {
    expect((await resumeRejection(fetchFixture('truncated.pdf'))).code).toBe('RESUME_CORRUPTED');
  });

  it('refuses a PDF with under 50 characters of text', async () => {
    const err = await resumeRejection(fetchFixture('short.pdf'));
    expect(err.code).toBe('RESUME_PARSE_FAILED');
    expect(err.message).toMatch(/under 50 characters/);
  });
});

describe('DOCX and DOC', () => {
  it('reads a DOCX with its headings as paragraphs and its list as bullets', async () => {
    const { text, meta } = await fetchFixture('resume.docx');
    expect(meta).toMatchObject({ format: 'docx', pages: null, ocrUsed: false });
    expect(text).toContain('Ada Lovelace\n\nAnalytical Engine Programmer');
    expect(text).toContain('1843\n\n• Wrote the first published algorithm for the Analytical Engine\n• Translated');
  });

  it('reports an encrypted DOCX (OLE2 EncryptedPackage) as encrypted', async () => {
    expect((await resumeRejection(fetchFixture('encrypted.docx'))).code).toBe('RESUME_ENCRYPTED');
  });

  it('reports a truncated DOCX as corrupted', async () => {
    expect((await resumeRejection(fetchFixture('truncated.docx'))).code).toBe('RESUME_CORRUPTED');
  });

  it('refuses a ZIP that is not a Word document (ODT)', async () => {
    const err = await resumeRejection(fetchFixture('resume.odt'));
    expect(err.code).toBe('RESUME_PARSE_FAILED');
    expect(err.message).toMatch(/word\/document\.xml/);
  });

  it('reads a DOC', async () => {
    const { text, meta } = await fetchFixture('resume.doc');
    expect(meta.format).toBe('doc');
    expect(text).toContain(
      'Senior Algorithm Designer, Babbage and Partners, 1842 to 1843\nWrote the first published algorithm',
    );
  });

  it('reports a DOC with the FIB fEncrypted bit as encrypted', async () => {
    expect((await resumeRejection(fetchFixture('encrypted.doc'))).code).toBe('RESUME_ENCRYPTED');
  });

  it('reports a truncated DOC as corrupted, not as a raw TypeError', async () => {
    const doc = fixture('resume.doc');
    const err = await resumeRejection(fixtures.intake.parseBytes(doc.subarray(0, 9000)));
    expect(err.code).toBe('RESUME_CORRUPTED');
  });
});

describe('unrecognised bytes', () => {
  it('refuses random bytes whatever the URL says', async () => {
    expect((await resumeRejection(fetchFixture('random.bin'))).code).toBe('RESUME_PARSE_FAILED');
  });

  it('refuses an empty file as unparseable', async () => {
    const err = await resumeRejection(fetchFixture('empty.bin'));
    expect(err.code).toBe('RESUME_PARSE_FAILED');
    expect(err.message).toMatch(/empty/);
  });
});

describe('parseBytes', () => {
  it('parses a stored copy the same way as a fetch', async () => {
    const fetched = await fetchFixture('text.pdf');
    const again = await fixtures.intake.parseBytes(fixture('text.pdf'), fetched.meta.sourceUrl);
    expect(again.text).toBe(fetched.text);
    expect(again.meta).toEqual(fetched.meta);
  });

  it('refuses bytes at or over maxBytes before parsing', async () => {
    const err = await resumeRejection(fixtures.intake.parseBytes(Buffer.alloc(52_428_800)));
    expect(err.code).toBe('RESUME_TOO_LARGE');
  });
});

describe('inline text', () => {
  const text = (content: string): ResumeInput => ({ type: 'text', content });

  it('keeps the text as given', async () => {
    const content = '# Jane Doe\n\n- Ten years of TypeScript\n- Led the payments team\n';
    const result = await fixtures.intake.intake(text(content));
    expect(result.text).toBe(content);
    expect(result.file).toBeNull();
    expect(result.meta).toMatchObject({
      format: 'text',
      pages: null,
      sourceUrl: null,
      sizeBytes: Buffer.byteLength(content),
    });
  });

  it('refuses under 50 characters', async () => {
    const err = await resumeRejection(fixtures.intake.intake(text('x'.repeat(49))));
    expect(err).toMatchObject({ code: 'VALIDATION_ERROR', field: 'resume.content' });
    await expect(fixtures.intake.intake(text('x'.repeat(50)))).resolves.toBeDefined();
  });

  it('measures 100 KB as 102400 UTF-8 bytes', async () => {
    await expect(fixtures.intake.intake(text('a'.repeat(102_400)))).resolves.toBeDefined();
    const err = await resumeRejection(fixtures.intake.intake(text('é'.repeat(51_201))));
    expect(err).toMatchObject({ code: 'VALIDATION_ERROR', field: 'resume.content' });
  });

  it('rejects malformed input with a ResumeError, never anything else', async () => {
    const bad = [
      null,
      {},
      { type: 'file' },
      { type: 'text', content: 42 },
      { type: 'url' },
    ] as unknown as ResumeInput[];
    for (const input of bad) {
      const err = await fixtures.intake.intake(input).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ResumeError);
      expect((err as ResumeError).code).toBe('VALIDATION_ERROR');
    }
  });
});
