// The resume corpus (eval/resumes) through the real intake (parse pool, OCR) and the real blind
// preparer, once: the corpus thresholds (names, identifiers, needed terms, recall), then one test per defect class on the document
// made to show it. `npm run eval:intake` prints the same measures as a table.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRealDeps,
  fold,
  formatReport,
  identifierPresent,
  leakedNames,
  loadCorpus,
  removedTerms,
  runIntakeEval,
  thresholdFailures,
  wordRecall,
  type DocumentResult,
  type IntakeEvalReport,
  type ObservedTexts,
} from '../src/index.js';
import type { IdentifierKind, ResumeTruth } from '../src/truth.js';

const CORPUS = fileURLToPath(new URL('../../resumes', import.meta.url));
const corpus = loadCorpus(CORPUS);
let report: IntakeEvalReport;
const texts = new Map<string, ObservedTexts>();
const deps = createRealDeps();

beforeAll(async () => {
  report = await runIntakeEval(corpus, deps, (r, t) => {
    if (t) texts.set(r.id, t);
  });
}, 900_000);

afterAll(() => deps.close());

/** A corpus document by id: its truth, its result and, when it parsed, its texts. */
function doc(id: string): { truth: ResumeTruth; result: DocumentResult; intake: string; prepared: string } {
  const truth = corpus.find((d) => d.truth.id === id)?.truth;
  const result = report.documents.find((r) => r.id === id);
  if (!truth || !result) throw new Error(`no corpus document ${id}`);
  const t = texts.get(id);
  return { truth, result, intake: t?.intake ?? '', prepared: t?.prepared ?? '' };
}

const ids = (truth: ResumeTruth, ...kinds: IdentifierKind[]) => truth.identifiers.filter((i) => kinds.includes(i.kind));
const hasWords = (text: string, phrase: string) => fold(text).includes(fold(phrase));

describe('the corpus', () => {
  it('has 50+ documents of every tool, format and language, with truth that matches its own text', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    const set = (f: (t: ResumeTruth) => string) => new Set(corpus.map((d) => f(d.truth)));
    expect(set((t) => t.format)).toEqual(new Set(['pdf', 'docx', 'doc']));
    expect([...set((t) => t.language)].sort()).toEqual(['de', 'en', 'es', 'fr', 'pt', 'vi', 'zh']);
    expect(set((t) => t.tool)).toEqual(
      new Set(['chromium', 'libreoffice', 'hand-written-pdf', 'imagemagick', 'chromium+qpdf']),
    );
    for (const { truth } of corpus) {
      expect(leakedNames(truth.text, { full: truth.name.full, variants: [] }, []), truth.id).toEqual([truth.name.full]);
      for (const id of truth.identifiers)
        expect(identifierPresent(truth.text, id), `${truth.id} ${id.value}`).toBe(true);
      for (const term of truth.mustKeep) expect(hasWords(truth.text, term), `${truth.id} ${term}`).toBe(true);
    }
  });
});

describe('thresholds', () => {
  it('leaks no name, removes no must-keep term, leaks ≤ 2% of identifiers, reads text documents with recall ≥ 0.98, refuses what it should', () => {
    expect(thresholdFailures(report), formatReport(report)).toEqual([]);
  });
});

describe('defect classes, one corpus document each', () => {
  it('name glued to a title: en-us-dana-chrome-name-glued-to-title', () => {
    const d = doc('en-us-dana-chrome-name-glued-to-title');
    expect(d.intake).toMatch(/^Dana Whitfield\s*\n\s*Solutions Architect/);
    expect(leakedNames(d.prepared, d.truth.name, d.truth.mustKeep)).toEqual([]);
    expect(d.prepared).toContain('Solutions Architect');
  });

  it('name on two lines in capitals: es-es-mariajose-chrome-name-two-lines-caps', () => {
    const d = doc('es-es-mariajose-chrome-name-two-lines-caps');
    expect(leakedNames(d.prepared, d.truth.name, d.truth.mustKeep)).toEqual([]);
  });

  it('CJK name with its transliteration: zh-cn-xiaoming-chrome-cjk-name', () => {
    const d = doc('zh-cn-xiaoming-chrome-cjk-name');
    expect(leakedNames(d.prepared, d.truth.name, d.truth.mustKeep)).toEqual([]);
    // The text shows 高级后端工程师, not the Kangxi radicals some fonts map the glyphs to (⾼, ⼯).
    expect(d.intake).toContain('高级后端工程师');
  });

  it('French dotted phone number: fr-fr-camille-chrome-dotted-phone', () => {
    const d = doc('fr-fr-camille-chrome-dotted-phone');
    const [phone] = ids(d.truth, 'phone');
    expect(identifierPresent(d.intake, phone!)).toBe(true);
    expect(identifierPresent(d.prepared, phone!)).toBe(false);
  });

  it('Spanish personal details by label: es-es-mariajose-chrome-name-two-lines-caps, es-pe-rosa-chrome-peruvian-address-san-marcos', () => {
    for (const id of ['es-es-mariajose-chrome-name-two-lines-caps', 'es-pe-rosa-chrome-peruvian-address-san-marcos']) {
      const d = doc(id);
      const details = ids(d.truth, 'date_of_birth', 'nationality', 'marital_status', 'national_id');
      expect(details.length).toBeGreaterThanOrEqual(4);
      expect(
        details.filter((i) => identifierPresent(d.prepared, i)).map((i) => i.value),
        id,
      ).toEqual([]);
    }
  });

  it('Peruvian postal address: es-pe-rosa-chrome-peruvian-address-san-marcos', () => {
    const d = doc('es-pe-rosa-chrome-peruvian-address-san-marcos');
    const [address] = ids(d.truth, 'address');
    expect(address!.value).toContain('Jr. Huallaga 580');
    expect(identifierPresent(d.prepared, address!)).toBe(false);
  });

  it('university "San Marcos" and an employer containing a given name stay: es-pe-rosa-chrome-peruvian-address-san-marcos', () => {
    const d = doc('es-pe-rosa-chrome-peruvian-address-san-marcos');
    expect(d.prepared).toContain('Universidad Nacional Mayor de San Marcos');
    expect(d.prepared).toContain('Cooperativa de Ahorro Santa Rosa de Lima');
  });

  it('skills that look like names stay: en-gb-oluwaseun-chrome-sidebar-skills-like-names', () => {
    const d = doc('en-gb-oluwaseun-chrome-sidebar-skills-like-names');
    for (const skill of ['Apache Cassandra', 'SQL', 'PowerPoint', 'Jenkins', 'Ruby on Rails'])
      expect(hasWords(d.prepared, skill), skill).toBe(true);
    expect(leakedNames(d.prepared, d.truth.name, d.truth.mustKeep)).toEqual([]);
  });

  it('"Spring 2015" and the employer\'s city stay: en-us-dana-lo-docx-spring-2015', () => {
    const d = doc('en-us-dana-lo-docx-spring-2015');
    expect(d.prepared).toContain('Spring 2015');
    expect(d.prepared).toContain('Santa Clara, CA');
    expect(d.prepared).toContain('M.S. Computer Science');
  });

  it('titles after "Jr."/"Sr." stay: en-us-marcus-chrome-jr-sr-titles', () => {
    const d = doc('en-us-marcus-chrome-jr-sr-titles');
    expect(d.prepared).toContain('Sr. Software Engineer');
    expect(d.prepared).toContain('Jr. Software Engineer');
  });

  it('soft hyphens: fr-fr-camille-lo-docx-soft-hyphens (DOCX), en-us-elif-chrome-latex-style (U+00AD in a Chrome text layer)', () => {
    for (const id of ['fr-fr-camille-lo-docx-soft-hyphens', 'en-us-elif-chrome-latex-style']) {
      const d = doc(id);
      expect(d.intake, id).not.toContain('\u00AD');
      expect(wordRecall(d.truth.text, d.intake), id).toBeGreaterThanOrEqual(0.98);
    }
    expect(doc('fr-fr-camille-lo-docx-soft-hyphens').intake).toContain('pharmaceutique');
  });

  it('a compound hyphen whose glyph maps to U+00AD is not dropped: en-us-elif-tex-soft-hyphen-compounds', () => {
    const d = doc('en-us-elif-tex-soft-hyphen-compounds');
    expect(d.intake).toContain('world-leading');
    expect(d.intake).not.toContain('worldleading');
  });

  it('line-end hyphenation is rejoined: es-co-andres-tex-split-accents, en-us-elif-tex-soft-hyphen-compounds', () => {
    expect(doc('es-co-andres-tex-split-accents').intake).toMatch(/\blenguas\b/);
    expect(doc('es-co-andres-tex-split-accents').intake).not.toMatch(/\blen-\s/);
    expect(doc('en-us-elif-tex-soft-hyphen-compounds').intake).toMatch(/\blaboratories\b/);
  });

  it('accents drawn as separate glyphs are composed: es-co-andres-tex-split-accents', () => {
    const d = doc('es-co-andres-tex-split-accents');
    expect(d.intake).toContain('Andrés Felipe Castaño Ruiz');
    expect(d.intake).toContain('Educación');
    expect(d.intake).not.toMatch(/[\u00B4\u02DC]/);
    expect(leakedNames(d.prepared, d.truth.name, [...d.truth.mustKeep, ...d.truth.otherPeople])).toEqual([]);
  });

  it('a DOCX/DOC header contact line is read once: en-gb-eleanor-lo-docx-header-contact, en-gb-eleanor-lo-doc-header-contact', () => {
    for (const id of ['en-gb-eleanor-lo-docx-header-contact', 'en-gb-eleanor-lo-doc-header-contact']) {
      const d = doc(id);
      const email = ids(d.truth, 'email')[0]!.value;
      expect(d.intake.split(email).length - 1, id).toBe(1);
      expect(
        ids(d.truth, 'email', 'phone', 'address').every((i) => identifierPresent(d.intake, i)),
        id,
      ).toBe(true);
      expect(
        ids(d.truth, 'email', 'phone', 'address').some((i) => identifierPresent(d.prepared, i)),
        id,
      ).toBe(false);
    }
  });

  it('a DOCX footer with the name is read and redacted: en-us-kofi-lo-docx', () => {
    const d = doc('en-us-kofi-lo-docx');
    expect(d.intake).toContain('Network Engineer');
    expect(wordRecall(d.truth.text, d.intake)).toBeGreaterThanOrEqual(0.98);
    expect(leakedNames(d.prepared, d.truth.name, d.truth.mustKeep)).toEqual([]);
  });

  it('a broken font encoding goes to OCR: en-us-kofi-chrome-broken-tounicode', () => {
    const d = doc('en-us-kofi-chrome-broken-tounicode');
    expect(d.result.outcome).toBe('ok');
    expect(d.result.ocrUsed).toBe(true);
    expect(d.result.wordRecall).toBeGreaterThanOrEqual(0.9);
  });

  it('a 72-ppi scan is refused with a reason: en-us-marcus-scan-72ppi', () => {
    const d = doc('en-us-marcus-scan-72ppi');
    expect(d.result.outcome).toBe('RESUME_PARSE_FAILED');
    expect(d.result.message).toMatch(/ocr|scan|image|quality|confidence|resolution/i);
  });

  it('scans at 300 and 150 ppi are read by OCR: en-us-dana-scan-300ppi-skewed, en-in-venkatesh-scan-150ppi', () => {
    for (const id of ['en-us-dana-scan-300ppi-skewed', 'en-in-venkatesh-scan-150ppi']) {
      const d = doc(id);
      expect(d.result.outcome, id).toBe('ok');
      expect(d.result.ocrUsed, id).toBe(true);
      expect(d.result.wordRecall, id).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('real-world name forms and contact lines (people/world.mjs): badge, letter-spaced, nickname, initials, caps on two lines', () => {
    const world = [
      'en-in-rahul-chrome-portal-badge',
      'es-es-carlos-chrome-portal-badge-centred',
      'de-de-sophie-chrome-onecol-letter-spaced',
      'en-us-alexander-chrome-twocol-nickname',
      'es-es-carlos-chrome-onecol-author-list',
      'vi-vn-minhanh-chrome-onecol-english-name',
      'vi-vn-minhanh-chrome-portal-badge',
      'en-gb-olivia-chrome-sidebar-caps-two-lines',
    ];
    for (const id of world) {
      const d = doc(id);
      expect(leakedNames(d.prepared, d.truth.name, [...d.truth.mustKeep, ...d.truth.otherPeople]), id).toEqual([]);
      expect(
        d.truth.identifiers.filter((i) => identifierPresent(d.prepared, i)).map((i) => i.value),
        id,
      ).toEqual([]);
      expect(removedTerms(d.intake, d.prepared, d.truth.mustKeep), id).toEqual([]);
    }
  });

  it('an off-page page number and a transparent NUL are not hidden text: en-us-hannah-tex-offpage-page-number, en-us-hannah-chrome-transparent-nul', () => {
    for (const id of ['en-us-hannah-tex-offpage-page-number', 'en-us-hannah-chrome-transparent-nul']) {
      const d = doc(id);
      expect(d.result.outcome, id).toBe('ok');
      expect({ id, chars: d.result.hiddenChars, kinds: d.result.hiddenKinds }).toEqual({ id, chars: 0, kinds: [] });
    }
  });
});
