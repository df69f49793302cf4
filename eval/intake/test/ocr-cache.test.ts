// The OCR cache (eval/intake/src/ocr-cache.ts, docs/testing.md "The OCR cache"): the suite reads the corpora's
// scans from it instead of by OCR, so it must be the intake's own reading. It is current (written by the intake
// installed here), a sample of its entries read again by the real intake, without it, gives the same result (a
// refusal OCR decided included), and a cache written by another intake is not used.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createRealDeps,
  currentOcrEntries,
  intakeFingerprint,
  keepsRefusal,
  loadCorpus,
  readOcrCache,
  sha256,
  writeOcrCache,
} from '../src/index.js';

const EVAL = fileURLToPath(new URL('../..', import.meta.url));
const cache = readOcrCache();

describe('the OCR cache', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'rubric-ocr-cache-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('was written by the intake installed here (else: npm run eval:ocr-cache)', () => {
    expect(cache?.fingerprint).toBe(intakeFingerprint());
    expect(Object.keys(cache?.entries ?? {}).length).toBeGreaterThan(100);
  });

  it('holds what the real intake reads: a CJK scan, a Latin scan and the longest reading, read again', async () => {
    const entries = cache?.entries ?? {};
    // The corpora's scans in a fixed order (by document id), so that the sample is the same on every run.
    const scans = readdirSync(EVAL)
      .filter((name) => /^resumes(?:-heldout(?:-\d+)?)?$/u.test(name))
      .flatMap((name) => loadCorpus(join(EVAL, name)))
      .flatMap((doc) => {
        const entry = entries[sha256(doc.bytes)];
        return entry && !('refused' in entry) ? [{ id: doc.truth.id, bytes: doc.bytes, entry }] : [];
      })
      .sort((a, b) => a.id.localeCompare(b.id));
    const cjk = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    const sample = [
      scans.find((s) => cjk.test(s.entry.text)),
      scans.find((s) => !cjk.test(s.entry.text)),
      scans.reduce((a, b) => (b.entry.text.length > a.entry.text.length ? b : a)),
    ];
    const deps = createRealDeps({}, { ocrCache: false });
    try {
      for (const scan of sample) {
        expect(scan).toBeDefined();
        expect(await deps.parse(scan!.bytes), scan!.id).toEqual(scan!.entry);
      }
    } finally {
      await deps.close();
    }
  }, 600_000);

  it('holds the refusals OCR decided, and only those', () => {
    const refusals = Object.values(cache?.entries ?? {}).flatMap((e) => ('refused' in e ? [e.refused] : []));
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) expect(keepsRefusal(r.code, r.message), r.message).toBe(true);
    expect(keepsRefusal('RESUME_PARSE_FAILED', 'parsing needed more than 640 MB of memory')).toBe(false);
  });

  it('is used only when written by the intake installed here', async () => {
    const file = join(scratch, 'cache.json');
    const bytes = Buffer.from('not a PDF: the intake would refuse it');
    const entry = { text: 'read from the cache', ocrUsed: true, hiddenChars: 0, hiddenKinds: [], author: null };
    writeOcrCache({ fingerprint: intakeFingerprint(), entries: { [sha256(bytes)]: entry } }, file);
    const deps = createRealDeps({}, { ocrCacheFile: file });
    try {
      expect(await deps.parse(bytes)).toEqual(entry);
    } finally {
      await deps.close();
    }

    // A refusal OCR decided is answered as the intake answers it.
    const refused = {
      refused: { code: 'RESUME_PARSE_FAILED', message: 'the scan could not be read reliably (OCR …)' },
    };
    writeOcrCache({ fingerprint: intakeFingerprint(), entries: { [sha256(bytes)]: refused } }, file);
    const again = createRealDeps({}, { ocrCacheFile: file });
    try {
      await expect(again.parse(bytes)).rejects.toMatchObject(refused.refused);
    } finally {
      await again.close();
    }

    writeOcrCache({ fingerprint: 'an older intake', entries: { [sha256(bytes)]: entry } }, file);
    expect(currentOcrEntries(file).size).toBe(0);
    const stale = createRealDeps({}, { ocrCacheFile: file });
    try {
      await expect(stale.parse(bytes)).rejects.toMatchObject({ code: 'RESUME_PARSE_FAILED' });
    } finally {
      await stale.close();
    }
  });
});
