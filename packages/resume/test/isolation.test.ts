import { deflateRawSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxInflationBomb, pdfFlateBomb, plainDocx, zipArchive, zipEntriesBomb } from '../../../scripts/lib/bombs.mjs';
import { createResumeIntake, type ResumeIntake } from '../src/index.js';
import { fixture, startFixtureServer, TEST_CA_PEM, type FixtureServer } from './support/fixture-server.js';
import { expectPlain, resumeRejection } from './support/rejection.js';

const MB = 1024 * 1024;
// Bombs are generated here, at run time (never committed).
let docxBomb: Buffer;
let pdfBomb: Buffer;
/** Default caps: bombs are refused by the pre-checks, before any library inflates them. */
let capped: ResumeIntake;
/** Pre-checks lifted: only the memory cap, enforced from outside V8, stands between the bomb and the host. */
let rssOnly: ResumeIntake;
let server: FixtureServer;

const RSS_CAP_MB = 200;
/** CPU-bound work (inflating until the cap) on a shared 2-core host: allow for its load. */
const HEAVY = 90_000;

beforeAll(async () => {
  [docxBomb, pdfBomb] = await Promise.all([docxInflationBomb({ documentMb: 300 }), pdfFlateBomb({ decodedMb: 1500 })]);
  capped = createResumeIntake({ allowPrivateNetworks: true, extraCaPem: TEST_CA_PEM, poolSize: 1 });
  rssOnly = createResumeIntake({
    allowPrivateNetworks: false,
    poolSize: 1,
    parseMemoryMb: RSS_CAP_MB,
    zipMaxUncompressedMb: 4000,
    zipMaxRatio: 1_000_000,
    pdfMaxStreamMb: 4000,
    pdfMaxDecodedMb: 4000,
  });
  server = await startFixtureServer();
}, 120_000);

afterAll(async () => {
  await Promise.all([capped?.close(), rssOnly?.close(), server?.close()]);
});

/** Peak RSS the supervisor saw for the (only) parse process. */
const peakMb = (intake: ResumeIntake) => (intake.stats().processes[0]?.peakRssBytes ?? 0) / MB;

describe('pre-checks refuse bombs before a parser inflates them', () => {
  it('a DOCX whose document.xml inflates to 300 MB, from the central directory', async () => {
    expect(docxBomb.length).toBeLessThan(MB);
    const err = await resumeRejection(capped.parseBytes(docxBomb));
    expect(err.code).toBe('RESUME_PARSE_FAILED');
    expect(err.message).toBe('the DOCX exceeds a safety limit: it inflates to more than 100 MB');
    expect(peakMb(capped)).toBeLessThan(250);
  });

  it('a ZIP of 60,000 entries', async () => {
    const err = await resumeRejection(capped.parseBytes(zipEntriesBomb({ entries: 60_000 })));
    expect(err.message).toBe('the DOCX exceeds a safety limit: more than 5000 entries');
    expect(peakMb(capped)).toBeLessThan(250);
  });

  it('a ZIP entry that inflates past the size its header declares (streaming inflation stops)', async () => {
    const xml = Buffer.from(`<w:document><w:body>${'<w:p/>'.repeat(400_000)}</w:body></w:document>`);
    const lying = { data: deflateRawSync(xml), size: 10_000, crc: crc32(xml) };
    const zip = zipArchive([{ name: 'word/document.xml', deflated: lying }]);
    const err = await resumeRejection(capped.parseBytes(zip));
    expect(err.message).toBe('the DOCX exceeds a safety limit: an entry inflates to more than its header declares');
  });

  it('a PDF whose content stream inflates to 1.5 GB of spaces', async () => {
    expect(pdfBomb.length).toBeLessThan(2 * MB);
    // Decoding stops at the 128 MB bound (the message), not after 1.5 GB (the peak memory says so too):
    // how long that takes is the host's business, so there is no wall-clock bound.
    const err = await resumeRejection(capped.parseBytes(pdfBomb));
    expect(err.message).toBe('the PDF exceeds a safety limit: a stream decodes to more than 128 MB');
    expect(peakMb(capped)).toBeLessThan(250);
  });

  it('still reads an ordinary DOCX and PDF', async () => {
    const docx = await capped.parseBytes(plainDocx(['Ada Lovelace', 'Analytical engine programmer, London, 1843.']));
    expect(docx.text).toContain('Analytical engine programmer');
    const pdf = await capped.intake({ type: 'url', url: `${server.origin}/files/text.pdf` });
    expect(pdf.text).toContain('Ada Lovelace');
  });
});

describe('failure messages are plain', () => {
  it('carry no library text, exception names or paths (the log keeps those)', async () => {
    const warnings: Array<{ obj: object; msg: string }> = [];
    const logged = createResumeIntake({
      allowPrivateNetworks: false,
      poolSize: 1,
      log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    });
    try {
      const truncated = await resumeRejection(logged.parseBytes(fixture('truncated.pdf')));
      expect(truncated).toMatchObject({ code: 'RESUME_CORRUPTED', message: 'the PDF is truncated or malformed' });
      const unknown = await resumeRejection(logged.parseBytes(fixture('random.bin')));
      expect(unknown.code).toBe('RESUME_PARSE_FAILED');
      for (const err of [truncated, unknown]) expectPlain(err.message);
      const detail = warnings.find((w) => w.msg === 'resume parse failed' && /truncated/.test(JSON.stringify(w.obj)));
      expect(JSON.stringify(detail?.obj)).toMatch(/InvalidPDFException|Invalid PDF structure/);
    } finally {
      await logged.close();
    }
  });
});

describe('the memory cap, enforced from outside V8, stops what the pre-checks let through', () => {
  it(
    'kills the process parsing a DOCX bomb near the cap and replaces it',
    async () => {
      const err = await resumeRejection(rssOnly.parseBytes(docxBomb));
      expect(err.code).toBe('RESUME_PARSE_FAILED');
      expect(err.message).toBe(`parsing needed more than ${RSS_CAP_MB} MB of memory`);
      expectPlain(err.message);
      // Sampled every 50 ms: the process is killed within one interval of passing the cap.
      expect(peakMb(rssOnly)).toBeLessThan(RSS_CAP_MB * 1.3);
    },
    HEAVY,
  );

  it(
    'kills the process decoding a PDF flate bomb (typed arrays, outside the V8 heap)',
    async () => {
      const killed = rssOnly.stats().processes[0]?.killed ?? 0;
      const err = await resumeRejection(rssOnly.parseBytes(pdfBomb));
      expect(err.message).toBe(`parsing needed more than ${RSS_CAP_MB} MB of memory`);
      expect(rssOnly.stats().processes[0]?.killed).toBeGreaterThan(killed);
      expect(peakMb(rssOnly)).toBeLessThan(RSS_CAP_MB * 1.3);
      const after = await rssOnly.parseBytes(
        plainDocx(['Grace Hopper', 'Compiler pioneer and rear admiral, US Navy.']),
      );
      expect(after.text).toContain('Compiler pioneer');
    },
    HEAVY,
  );
});

describe('bytes in flight', () => {
  it('refuses a fetch that would hold more than the bound (503, retryable) and gives the bytes back', async () => {
    const tight = createResumeIntake({
      allowPrivateNetworks: true,
      extraCaPem: TEST_CA_PEM,
      maxBytesInFlightMb: 2,
      queueWaitMs: 6_000,
    });
    try {
      const err = await resumeRejection(tight.intake({ type: 'url', url: `${server.origin}/big-chunked` }));
      expect(err.code).toBe('SERVICE_UNAVAILABLE');
      expect(err.retryAfterSeconds).toBe(2);
      expect(tight.stats().bytesInFlight).toBe(0);
      const ok = await tight.intake({ type: 'url', url: `${server.origin}/files/text.pdf` });
      expect(ok.text).toContain('Ada Lovelace');
    } finally {
      await tight.close();
    }
  });
});
