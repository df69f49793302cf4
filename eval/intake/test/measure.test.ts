// The measures of the intake evaluation on plain strings: each can fail, so a perfect score means something.
import { describe, expect, it } from 'vitest';
import {
  fold,
  identifierLeaked,
  identifierPresent,
  leakedNames,
  removedTerms,
  wordRecall,
  words,
} from '../src/index.js';
import { heldoutFailures, runIntakeEval, thresholdFailures, totalsOf, type DocumentResult } from '../src/run.js';
import type { CorpusDocument } from '../src/truth.js';

describe('word recall', () => {
  it('is 1 for the same words in another layout and falls when words are split or glued', () => {
    const truth = 'Educación\nworld-leading development';
    expect(wordRecall(truth, 'world leading  development   Educación')).toBe(1);
    expect(wordRecall(truth, 'Educaci´on worldleading devel- opment')).toBe(0);
    expect(wordRecall(truth, 'Educación world-leading')).toBeCloseTo(3 / 4);
  });

  it('counts repeated words once per occurrence and treats Han characters as words', () => {
    expect(wordRecall('SQL SQL SQL', 'SQL')).toBeCloseTo(1 / 3);
    expect(words('高级工程师 Java')).toEqual(['高', '级', '工', '程', '师', 'java']);
    // Kangxi radicals (what some PDF fonts map CJK glyphs to) are not the characters a reader sees.
    expect(wordRecall('高级', '⾼级')).toBe(0.5);
  });

  it('does not count a soft hyphen left inside a word as the word', () => {
    expect(wordRecall('pharmaceutique', 'pharma\u00ADceutique')).toBe(0);
  });
});

describe('fold', () => {
  it('drops accents, spacing accents and punctuation, and pads words with spaces', () => {
    expect(fold('Andr´es Felipe Casta ˜no')).toBe(' andres felipe castano ');
    expect(fold('S¸ ahin-Moreau')).toBe(' sahin moreau ');
    expect(fold('Weißenberger')).toBe(' weissenberger ');
  });
});

describe('leaked names', () => {
  const name = { full: 'Elif Şahin-Moreau', variants: ['Şahin-Moreau', 'Elif'] };

  it('finds a variant as whole words, glued, or split by a spacing accent', () => {
    expect(leakedNames('[NAME]\nE. Sahin-Moreau, K. Abernathy', name, [])).toEqual(['Şahin-Moreau']);
    expect(leakedNames('E. S¸ ahinMoreau', name, [])).toEqual(['Şahin-Moreau']);
    expect(leakedNames('ELIF and others', name, [])).toEqual(['Elif']);
    expect(leakedNames('[NAME] worked on Elifant', name, [])).toEqual([]);
    // Glued to the next word by the document itself at a case change (a job portal's badge).
    expect(leakedNames('Elif Şahin-MoreauFeatured Resume', name, [])).toEqual([
      'Elif Şahin-Moreau',
      'Şahin-Moreau',
      'Elif',
    ]);
    expect(leakedNames('[NAME] Featured Resume', name, [])).toEqual([]);
  });

  it('ignores occurrences inside a must-keep term or another person', () => {
    const rosa = { full: 'Rosa Quispe', variants: ['Rosa'] };
    expect(leakedNames('Cooperativa Santa Rosa de Lima', rosa, ['Cooperativa Santa Rosa de Lima'])).toEqual([]);
    expect(leakedNames('Rosa, Cooperativa Santa Rosa de Lima', rosa, ['Cooperativa Santa Rosa de Lima'])).toEqual([
      'Rosa',
    ]);
  });

  it('tells a name from a word that only differs by its accents, unless the text lost its accents', () => {
    const hang = { full: 'Nguyễn Thị Thu Hằng', variants: ['Hằng'] };
    expect(leakedNames('[NAME], ngân hàng số', hang, [])).toEqual([]);
    expect(leakedNames('Thu Hằng, ngân hàng', hang, [])).toEqual(['Hằng']);
    expect(leakedNames('NGUYEN THI THU HANG', hang, [])).toEqual(['Nguyễn Thị Thu Hằng', 'Hằng']);
    const andres = { full: 'Andrés Castaño', variants: ['Andrés'] };
    expect(leakedNames('Andr´es Felipe Casta ˜no', andres, [])).toEqual(['Andrés']);
  });

  it('finds CJK names inside running text', () => {
    expect(leakedNames('姓名：王晓明，高级工程师', { full: '王晓明', variants: [] }, [])).toEqual(['王晓明']);
  });
});

describe('identifiers', () => {
  it('finds a phone number by its digits whatever the separators', () => {
    const phone = { kind: 'phone' as const, value: '06.12.34.56.78' };
    expect(identifierPresent('Tél. 06 12 34 56 78', phone)).toBe(true);
    expect(identifierPresent('Tél. +33 6 12 34 56 78', phone)).toBe(true);
    expect(identifierPresent('Tél. [PHONE]', phone)).toBe(false);
  });

  it('finds an e-mail by its local part', () => {
    const email = { kind: 'email' as const, value: 'rosa.quispe@example.pe' };
    expect(identifierPresent('rosa.quispe@[DOMAIN]', email)).toBe(true);
    expect(identifierPresent('[EMAIL]', email)).toBe(false);
  });

  it('finds an address by any numbered part of it', () => {
    const address = { kind: 'address' as const, value: 'Jr. Huallaga 580, Dpto. 302, Cercado de Lima, Lima 15001' };
    expect(identifierPresent('Jr. Huallaga 580, Dpto. 302, Cercado de Lima, Lima 15001', address)).toBe(true);
    expect(identifierPresent('[ADDRESS], Lima 15001', address)).toBe(true);
    expect(identifierPresent('[ADDRESS]\nLima', address)).toBe(false);
  });

  it('finds a labelled detail only with its value', () => {
    const dob = { kind: 'date_of_birth' as const, value: 'Fecha de nacimiento: 03/07/1990' };
    expect(identifierPresent('• Fecha de nacimiento 03/07/1990', dob)).toBe(true);
    expect(identifierPresent('Fecha de nacimiento: [DATE_OF_BIRTH]', dob)).toBe(false);
  });
});

describe('must-keep terms', () => {
  it('counts a term removed by redaction, not one the intake never had', () => {
    const terms = ['Apache Cassandra', 'Spring 2015', 'Santa Clara'];
    expect(removedTerms('Apache Cassandra; Spring 2015', 'Apache [NAME]; Spring 2015', terms)).toEqual([
      'Apache Cassandra',
    ]);
  });

  it("does not count a term the text shows only inside the candidate's own address, and counts it elsewhere", () => {
    const address = 'Av. Venustiano Carranza 1845, Col. Centro, C.P. 78250';
    const terms = ['Venustiano Carranza'];
    const intake = `Domicilio: ${address}\nTeléfono 444 812 3390`;
    expect(removedTerms(intake, 'Domicilio: [ADDRESS]', terms, [address])).toEqual([]);
    // Without the address given, or with the term also outside it (a school named after the same man), it counts.
    expect(removedTerms(intake, 'Domicilio: [ADDRESS]', terms)).toEqual(terms);
    const school = `${intake}\nEscuela Venustiano Carranza, 2004`;
    expect(removedTerms(school, 'Domicilio: [ADDRESS]\nEscuela [NAME], 2004', terms, [address])).toEqual(terms);
  });
});

describe('thresholds', () => {
  const doc = (over: Partial<DocumentResult>): DocumentResult => ({
    id: 'x',
    format: 'pdf',
    ocrExpected: false,
    ocrUsed: false,
    expected: 'ok',
    outcome: 'ok',
    message: null,
    wordRecall: 1,
    namesLeaked: [],
    identifiers: 100,
    identifiersInText: 100,
    identifiersLeaked: [],
    mustKeep: 1,
    mustKeepMissing: [],
    mustKeepRemoved: [],
    hiddenChars: 0,
    hiddenKinds: [],
    hiddenFalsePositive: false,
    parseMs: 1,
    prepareMs: 1,
    ...over,
  });
  const report = (docs: DocumentResult[]) => ({ documents: docs, totals: totalsOf(docs) });
  const leaks = (n: number) => Array.from({ length: n }, () => ({ kind: 'phone' as const, value: '1' }));

  it('passes a clean report and fails each threshold on its own', () => {
    expect(thresholdFailures(report([doc({})]))).toEqual([]);
    expect(thresholdFailures(report([doc({ identifiersLeaked: leaks(2) })]))).toEqual([]);
    expect(thresholdFailures(report([doc({ identifiersLeaked: leaks(3) })]))[0]).toMatch(/identifiers leaked: 3\/100/);
    expect(thresholdFailures(report([doc({ namesLeaked: ['Jane'] })]))[0]).toMatch(/names leaked: 1/);
    expect(thresholdFailures(report([doc({ mustKeepRemoved: ['SQL'] })]))[0]).toMatch(/must-keep/);
    expect(thresholdFailures(report([doc({ wordRecall: 0.97 })]))[0]).toMatch(/word recall under 0.98: x 0.970/);
    expect(thresholdFailures(report([doc({ ocrExpected: true, wordRecall: 0.5 })]))).toEqual([]);
    expect(thresholdFailures(report([doc({ expected: 'RESUME_PARSE_FAILED' })]))[0]).toMatch(/unexpected outcome/);
    expect(thresholdFailures(report([doc({ hiddenFalsePositive: true, hiddenChars: 1 })]))[0]).toMatch(/hidden-text/);
  });

  it('holds the held-out part to its targets scaled to its size, or to the bounds given for the ones it misses', () => {
    const docs = (n: number, over: Partial<DocumentResult>[] = []) =>
      Array.from({ length: n }, (_, i) => doc({ id: `d${i}`, ...(over[i] ?? {}) }));
    // 60 documents: names in ≤ 2, identifiers ≤ 5, needed terms ≤ 5; 30 documents: half of each, rounded down.
    expect(heldoutFailures(report(docs(60, [{ namesLeaked: ['A'] }, { namesLeaked: ['B'] }])))).toEqual([]);
    expect(heldoutFailures(report(docs(30, [{ namesLeaked: ['A'] }, { namesLeaked: ['B'] }])))).toEqual([
      'names leaked in 2 documents > 1',
    ]);
    const missing = report(
      docs(30, [
        { namesLeaked: ['A', 'B'], identifiersLeaked: leaks(3), mustKeepRemoved: ['SQL', 'Go', 'R'] },
        { namesLeaked: ['C'], wordRecall: 0.9 },
        { outcome: 'RESUME_PARSE_FAILED', wordRecall: null },
        { hiddenFalsePositive: true, hiddenChars: 3 },
      ]),
    );
    expect(heldoutFailures(missing)).toEqual([
      'names leaked in 2 documents > 1',
      'identifiers surviving: 3 > 2',
      'needed terms removed: 3 > 2',
      'word recall under 0.98: 2 documents > 0',
      'unexpected outcomes (refusals): 1 > 0',
      'hidden-text false flags: 1 > 0',
    ]);
    const bounds = {
      documentsLeakingNames: 2,
      nameFormsLeaked: 3,
      identifiersLeaked: 3,
      mustKeepRemoved: 3,
      documentsUnderRecall: 2,
      outcomeMismatches: 1,
      hiddenFalsePositives: 1,
    };
    expect(heldoutFailures(missing, bounds)).toEqual([]);
    // Each bound fails on its own when the figure exceeds it; the messages carry counts, never a document.
    expect(heldoutFailures(missing, { ...bounds, nameFormsLeaked: 2 })).toEqual(['name forms leaked: 3 > 2']);
    expect(heldoutFailures(missing, { ...bounds, identifiersLeaked: 2, mustKeepRemoved: 2 })).toEqual([
      'identifiers surviving: 3 > 2',
      'needed terms removed: 3 > 2',
    ]);
    expect(heldoutFailures(missing, { ...bounds, outcomeMismatches: 0, hiddenFalsePositives: 0 })).toEqual([
      'unexpected outcomes (refusals): 1 > 0',
      'hidden-text false flags: 1 > 0',
    ]);
  });
});

describe('the evaluation run', () => {
  const truthOf = (id: string): CorpusDocument => ({
    bytes: Buffer.from(id),
    truth: {
      id,
      file: `${id}.pdf`,
      format: 'pdf',
      language: 'en',
      locale: 'en-US',
      tool: 'test',
      features: [],
      expect: 'ok',
      ocr: false,
      name: { full: 'Jane Roe', variants: [] },
      otherPeople: [],
      identifiers: [],
      mustKeep: [],
      jobDescription: 'x',
      text: `${id} text`,
      hiddenTextExpected: false,
    },
  });

  it('keeps corpus order and finishes every document when several are in the intake at once', async () => {
    const corpus = ['a', 'b', 'c', 'd', 'e'].map(truthOf);
    // The first document is the slowest: the others finish before it, the report still lists it first.
    const deferred = () => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    };
    const gates = new Map(corpus.map((d) => [d.truth.id, deferred()]));
    let inFlight = 0;
    let most = 0;
    const finished: string[] = [];
    const run = runIntakeEval(
      corpus,
      {
        async parse(bytes) {
          const id = bytes.toString();
          inFlight++;
          most = Math.max(most, inFlight);
          if (id !== 'a') gates.get(id)!.resolve();
          else await Promise.all(['b', 'c', 'd', 'e'].map((x) => gates.get(x)!.promise));
          inFlight--;
          return { text: `${id} text`, ocrUsed: false, hiddenChars: 0, hiddenKinds: [] };
        },
        prepare: (text) => text,
      },
      (r) => finished.push(r.id),
      { concurrency: 2 },
    );
    const report = await run;
    expect(report.documents.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(finished).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(most).toBe(2);
    expect(report.totals.documents).toBe(5);
    expect(report.totals.minWordRecallText).toBe(1);
  });
});

describe('identifiers leaked', () => {
  it('a detail whose value is also a language or part of an employer leaks only where none of its occurrences went', () => {
    const intake = 'Staatsangehörigkeit: deutsch\nSprachen: Deutsch (Muttersprache), Englisch';
    const id = { kind: 'nationality' as const, value: 'deutsch' };
    expect(identifierLeaked(intake, '[PERSONAL DETAIL]\nSprachen: Deutsch (Muttersprache), Englisch', id)).toBe(false);
    expect(identifierLeaked(intake, intake, id)).toBe(true);
    // Other kinds as a whole: a phone number left anywhere has leaked.
    const phone = { kind: 'phone' as const, value: '+49 171 2345678' };
    expect(identifierLeaked('Tel. +49 171 2345678', 'Tel. [PHONE] (0171 2345678)', phone)).toBe(true);
    expect(identifierLeaked('Tel. +49 171 2345678', 'Tel. [PHONE]', phone)).toBe(false);
  });

  it('a town given as the address leaks only where none of its occurrences went; a street address anywhere leaks', () => {
    const intake = '🏠 Austin, TX\nFrontend Developer · Whole Foods Market\nAustin, TX';
    const town = { kind: 'address' as const, value: 'Austin, TX' };
    expect(identifierLeaked(intake, '🏠 [ADDRESS]\nFrontend Developer · Whole Foods Market\nAustin, TX', town)).toBe(
      false,
    );
    expect(identifierLeaked(intake, intake, town)).toBe(true);
    const street = { kind: 'address' as const, value: '12 Elm Street, Austin, TX' };
    const withStreet = '12 Elm Street, Austin, TX\nSee 12 Elm Street for parcels';
    expect(identifierLeaked(withStreet, '[ADDRESS]\nSee 12 Elm Street for parcels', street)).toBe(true);
  });
});
