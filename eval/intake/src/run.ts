// Runs every corpus document through the intake and the blind preparer and measures the result
// against its truth (measure.ts). The parser and the preparer are handed in: the real ones in
// `npm run eval:intake` and in the test (real.ts).
import { identifierLeaked, identifierPresent, leakedNames, removedTerms, wordRecall } from './measure.js';
import type { CorpusDocument, IdentifierKind, ResumeTruth } from './truth.js';

export interface ParsedResume {
  text: string;
  ocrUsed: boolean;
  hiddenChars: number;
  hiddenKinds: string[];
  /** The file's metadata author (PDF/DOCX), which the server hands the preparer; null when none. */
  author?: string | null;
}

export interface IntakeEvalDeps {
  /** Parses the bytes; a refusal rejects with an error carrying `code` (a ResumeError). */
  parse(bytes: Buffer): Promise<ParsedResume>;
  /** The resume text as the engine is given it when scoring blind for this job description. */
  prepare(resumeText: string, jobDescription: string, documentAuthor?: string | null): Promise<string> | string;
}

export interface DocumentResult {
  id: string;
  format: string;
  ocrExpected: boolean;
  ocrUsed: boolean | null;
  /** 'ok' or the refusal's code. */
  expected: string;
  outcome: string;
  message: string | null;
  /** Null when the document was refused. */
  wordRecall: number | null;
  namesLeaked: string[];
  identifiers: number;
  /** Identifiers the intake text shows (the ones redaction had to remove). */
  identifiersInText: number;
  identifiersLeaked: Array<{ kind: IdentifierKind; value: string }>;
  mustKeep: number;
  /** Must-keep terms the intake text lacks (an extraction loss, not a redaction). */
  mustKeepMissing: string[];
  mustKeepRemoved: string[];
  hiddenChars: number;
  hiddenKinds: string[];
  hiddenFalsePositive: boolean;
  parseMs: number;
  prepareMs: number;
}

export interface IntakeEvalTotals {
  documents: number;
  /** Documents read as text (not OCR) and expected to parse: the recall threshold applies to them. */
  textDocuments: number;
  meanWordRecallText: number;
  minWordRecallText: number;
  meanWordRecallOcr: number | null;
  documentsLeakingNames: number;
  namesLeaked: number;
  identifiersInText: number;
  identifiersLeaked: number;
  identifierLeakRate: number;
  identifiersLeakedByKind: Partial<Record<IdentifierKind, number>>;
  mustKeepRemoved: number;
  mustKeepMissing: number;
  hiddenFalsePositives: number;
  outcomeMismatches: number;
  ocrMismatches: number;
  meanParseMs: number;
  meanPrepareMs: number;
}

export interface IntakeEvalReport {
  documents: DocumentResult[];
  totals: IntakeEvalTotals;
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'ERROR';
}

/** What the intake and the preparer produced for one document (for tests and debugging; kept out of the report). */
export interface ObservedTexts {
  intake: string;
  prepared: string;
}

async function evaluate(
  doc: CorpusDocument,
  deps: IntakeEvalDeps,
): Promise<{ result: DocumentResult; texts: ObservedTexts | null }> {
  const t = doc.truth;
  const base = {
    id: t.id,
    format: t.format,
    ocrExpected: t.ocr,
    expected: t.expect,
    identifiers: t.identifiers.length,
    mustKeep: t.mustKeep.length,
  };
  const started = performance.now();
  let parsed: ParsedResume;
  try {
    parsed = await deps.parse(doc.bytes);
  } catch (err) {
    const result: DocumentResult = {
      ...base,
      ocrUsed: null,
      outcome: errorCode(err),
      message: err instanceof Error ? err.message : String(err),
      wordRecall: null,
      namesLeaked: [],
      identifiersInText: 0,
      identifiersLeaked: [],
      mustKeepMissing: [],
      mustKeepRemoved: [],
      hiddenChars: 0,
      hiddenKinds: [],
      hiddenFalsePositive: false,
      parseMs: performance.now() - started,
      prepareMs: 0,
    };
    return { result, texts: null };
  }
  const parseMs = performance.now() - started;
  const prepStarted = performance.now();
  const prepared = await deps.prepare(parsed.text, t.jobDescription, parsed.author ?? null);
  const prepareMs = performance.now() - prepStarted;
  return {
    result: { ...base, ...measure(t, parsed, prepared), parseMs, prepareMs },
    texts: { intake: parsed.text, prepared },
  };
}

function measure(t: ResumeTruth, parsed: ParsedResume, prepared: string) {
  const allowed = [...t.mustKeep, ...t.otherPeople];
  const shown = t.identifiers.filter((id) => identifierPresent(parsed.text, id));
  const missing = t.mustKeep.filter((term) => removedTerms(parsed.text, '', [term]).length === 0);
  return {
    ocrUsed: parsed.ocrUsed,
    outcome: 'ok',
    message: null,
    wordRecall: wordRecall(t.text, parsed.text),
    namesLeaked: leakedNames(prepared, t.name, allowed),
    identifiersInText: shown.length,
    identifiersLeaked: shown.filter((id) => identifierLeaked(parsed.text, prepared, id)),
    mustKeepMissing: missing,
    mustKeepRemoved: removedTerms(
      parsed.text,
      prepared,
      t.mustKeep,
      t.identifiers.filter((id) => id.kind === 'address').map((id) => id.value),
    ),
    hiddenChars: parsed.hiddenChars,
    hiddenKinds: parsed.hiddenKinds,
    hiddenFalsePositive: !t.hiddenTextExpected && parsed.hiddenChars > 0,
  };
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function totalsOf(results: DocumentResult[]): IntakeEvalTotals {
  const parsedOk = results.filter((r) => r.outcome === 'ok');
  // Redaction is measured on the documents meant to be read; one meant to be refused counts as a mismatch only.
  const scored = parsedOk.filter((r) => r.expected === 'ok');
  const text = results.filter((r) => !r.ocrExpected && r.expected === 'ok');
  const textRecalls = text.map((r) => r.wordRecall ?? 0);
  const ocrRecalls = parsedOk.filter((r) => r.ocrExpected).map((r) => r.wordRecall ?? 0);
  const byKind: Partial<Record<IdentifierKind, number>> = {};
  for (const r of scored) for (const id of r.identifiersLeaked) byKind[id.kind] = (byKind[id.kind] ?? 0) + 1;
  const sum = (f: (r: DocumentResult) => number) => scored.reduce((n, r) => n + f(r), 0);
  const inText = sum((r) => r.identifiersInText);
  const leaked = sum((r) => r.identifiersLeaked.length);
  return {
    documents: results.length,
    textDocuments: text.length,
    meanWordRecallText: mean(textRecalls),
    minWordRecallText: textRecalls.length ? Math.min(...textRecalls) : 0,
    meanWordRecallOcr: ocrRecalls.length ? mean(ocrRecalls) : null,
    documentsLeakingNames: scored.filter((r) => r.namesLeaked.length > 0).length,
    namesLeaked: sum((r) => r.namesLeaked.length),
    identifiersInText: inText,
    identifiersLeaked: leaked,
    identifierLeakRate: inText ? leaked / inText : 0,
    identifiersLeakedByKind: byKind,
    mustKeepRemoved: sum((r) => r.mustKeepRemoved.length),
    mustKeepMissing: sum((r) => r.mustKeepMissing.length),
    hiddenFalsePositives: parsedOk.filter((r) => r.hiddenFalsePositive).length,
    outcomeMismatches: results.filter((r) => r.outcome !== r.expected).length,
    ocrMismatches: parsedOk.filter((r) => r.ocrUsed !== r.ocrExpected).length,
    meanParseMs: mean(results.map((r) => r.parseMs)),
    meanPrepareMs: mean(parsedOk.map((r) => r.prepareMs)),
  };
}

/**
 * One document at a time by default (timings per document mean something, and the machine is not
 * swamped); `concurrency` keeps that many documents in the intake at once (a test that wants the total
 * sooner). The report lists the documents in corpus order; `onDocument` is called as each one finishes.
 */
export async function runIntakeEval(
  corpus: readonly CorpusDocument[],
  deps: IntakeEvalDeps,
  onDocument?: (r: DocumentResult, texts: ObservedTexts | null) => void,
  options: { concurrency?: number } = {},
): Promise<IntakeEvalReport> {
  const documents: DocumentResult[] = new Array<DocumentResult>(corpus.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < corpus.length; i = next++) {
      const { result, texts } = await evaluate(corpus[i]!, deps);
      onDocument?.(result, texts);
      documents[i] = result;
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency ?? 1, corpus.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return { documents, totals: totalsOf(documents) };
}

/** What the corpus must reach (names leaked, identifiers surviving, needed terms removed, recall): checked by the test and by `eval:intake --check`. */
export const INTAKE_THRESHOLDS = {
  namesLeaked: 0,
  mustKeepRemoved: 0,
  maxIdentifierLeakRate: 0.02,
  minWordRecallText: 0.98,
} as const;

/** The thresholds the report misses, one line each (empty when all are met). */
export function thresholdFailures(report: IntakeEvalReport): string[] {
  const t = report.totals;
  const out: string[] = [];
  const docs = (pred: (r: DocumentResult) => boolean) =>
    report.documents
      .filter(pred)
      .map((r) => r.id)
      .join(', ');
  const read = (r: DocumentResult) => r.expected === 'ok';
  if (t.namesLeaked > INTAKE_THRESHOLDS.namesLeaked)
    out.push(
      `names leaked: ${t.namesLeaked} in ${t.documentsLeakingNames} documents (${docs((r) => read(r) && r.namesLeaked.length > 0)})`,
    );
  if (t.mustKeepRemoved > INTAKE_THRESHOLDS.mustKeepRemoved)
    out.push(`must-keep terms removed: ${t.mustKeepRemoved} (${docs((r) => read(r) && r.mustKeepRemoved.length > 0)})`);
  if (t.identifierLeakRate > INTAKE_THRESHOLDS.maxIdentifierLeakRate)
    out.push(
      `identifiers leaked: ${t.identifiersLeaked}/${t.identifiersInText} = ${(100 * t.identifierLeakRate).toFixed(1)}% > 2%`,
    );
  const low = report.documents.filter(
    (r) => !r.ocrExpected && r.expected === 'ok' && (r.wordRecall ?? 0) < INTAKE_THRESHOLDS.minWordRecallText,
  );
  if (low.length)
    out.push(
      `word recall under 0.98: ${low.map((r) => `${r.id} ${r.wordRecall === null ? r.outcome : r.wordRecall.toFixed(3)}`).join(', ')}`,
    );
  const wrong = report.documents.filter((r) => r.outcome !== r.expected);
  if (wrong.length)
    out.push(`unexpected outcome: ${wrong.map((r) => `${r.id} expected ${r.expected}, got ${r.outcome}`).join('; ')}`);
  if (t.hiddenFalsePositives) out.push(`hidden-text false positives: ${docs((r) => r.hiddenFalsePositive)}`);
  return out;
}

/**
 * The held-out part's targets: those for resumes from outside the project, per 60 documents (names
 * leaked in ≤ 2 documents, ≤ 5 identifiers surviving, ≤ 5 needed terms removed), scaled to the part's size
 * and rounded down; word recall ≥ 0.98 on every text document, no hidden-text false flag, no refusal.
 */
export const HELDOUT_TARGETS_PER_60 = {
  documentsLeakingNames: 2,
  identifiersLeaked: 5,
  mustKeepRemoved: 5,
  minWordRecallText: 0.98,
} as const;

export function heldoutLimits(documents: number) {
  const scale = (n: number) => Math.floor((n * documents) / 60);
  return {
    documentsLeakingNames: scale(HELDOUT_TARGETS_PER_60.documentsLeakingNames),
    identifiersLeaked: scale(HELDOUT_TARGETS_PER_60.identifiersLeaked),
    mustKeepRemoved: scale(HELDOUT_TARGETS_PER_60.mustKeepRemoved),
    minWordRecallText: HELDOUT_TARGETS_PER_60.minWordRecallText,
  };
}

/**
 * Bounds that replace held-out targets not met yet (the figures last measured): names leaked (documents,
 * and forms), identifiers surviving, needed terms removed, documents under the recall floor, refusals,
 * hidden-text false flags.
 */
export type HeldoutBounds = Partial<{
  documentsLeakingNames: number;
  nameFormsLeaked: number;
  identifiersLeaked: number;
  mustKeepRemoved: number;
  documentsUnderRecall: number;
  outcomeMismatches: number;
  hiddenFalsePositives: number;
}>;

/**
 * The held-out targets the report misses, in aggregate only: counts, never which document or which
 * string (whoever tunes the redaction must not learn the held-out documents from a failing test).
 * `override` replaces a target by a bound (the figure last measured) where the target is not met yet.
 */
export function heldoutFailures(report: IntakeEvalReport, override: HeldoutBounds = {}): string[] {
  const t = report.totals;
  const limits = {
    ...heldoutLimits(t.documents),
    documentsUnderRecall: 0,
    outcomeMismatches: 0,
    hiddenFalsePositives: 0,
    ...override,
  };
  const out: string[] = [];
  if (t.documentsLeakingNames > limits.documentsLeakingNames)
    out.push(`names leaked in ${t.documentsLeakingNames} documents > ${limits.documentsLeakingNames}`);
  // The forms leaked, where a bound is given (the targets count documents only).
  if (override.nameFormsLeaked !== undefined && t.namesLeaked > override.nameFormsLeaked)
    out.push(`name forms leaked: ${t.namesLeaked} > ${override.nameFormsLeaked}`);
  if (t.identifiersLeaked > limits.identifiersLeaked)
    out.push(`identifiers surviving: ${t.identifiersLeaked} > ${limits.identifiersLeaked}`);
  if (t.mustKeepRemoved > limits.mustKeepRemoved)
    out.push(`needed terms removed: ${t.mustKeepRemoved} > ${limits.mustKeepRemoved}`);
  const low = report.documents.filter(
    (r) => !r.ocrExpected && r.expected === 'ok' && (r.wordRecall ?? 0) < limits.minWordRecallText,
  ).length;
  if (low > limits.documentsUnderRecall)
    out.push(`word recall under ${limits.minWordRecallText}: ${low} documents > ${limits.documentsUnderRecall}`);
  if (t.outcomeMismatches > limits.outcomeMismatches)
    out.push(`unexpected outcomes (refusals): ${t.outcomeMismatches} > ${limits.outcomeMismatches}`);
  if (t.hiddenFalsePositives > limits.hiddenFalsePositives)
    out.push(`hidden-text false flags: ${t.hiddenFalsePositives} > ${limits.hiddenFalsePositives}`);
  return out;
}

/** The held-out report in aggregate: totals and per class (feature), without a document's name or text. */
export function heldoutSummary(report: IntakeEvalReport, classOf: (id: string) => string): string {
  const t = report.totals;
  const byClass = new Map<string, { docs: number; names: number; ids: number; kept: number }>();
  for (const r of report.documents) {
    const c = classOf(r.id);
    const row = byClass.get(c) ?? { docs: 0, names: 0, ids: 0, kept: 0 };
    row.docs++;
    row.names += r.namesLeaked.length > 0 ? 1 : 0;
    row.ids += r.identifiersLeaked.length;
    row.kept += r.mustKeepRemoved.length;
    byClass.set(c, row);
  }
  const kinds = Object.entries(t.identifiersLeakedByKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  // What the mismatched documents got instead, counted by outcome and message (never which document it was).
  const got = new Map<string, number>();
  for (const r of report.documents)
    if (r.outcome !== r.expected) {
      const key = `${r.outcome}${r.message ? `: ${r.message.slice(0, 120)}` : ''}`;
      got.set(key, (got.get(key) ?? 0) + 1);
    }
  const gotText = [...got.entries()].map(([k, n]) => `${n} × ${k}`).join('; ');
  return [
    `documents ${t.documents}; refusals/outcome mismatches ${t.outcomeMismatches}${gotText ? ` (${gotText})` : ''}; hidden-text false flags ${t.hiddenFalsePositives}`,
    `word recall, text documents: mean ${(100 * t.meanWordRecallText).toFixed(1)}%, min ${(100 * t.minWordRecallText).toFixed(1)}%`,
    `names leaked: ${t.namesLeaked} forms in ${t.documentsLeakingNames} documents`,
    `identifiers surviving: ${t.identifiersLeaked}/${t.identifiersInText}${kinds ? ` (${kinds})` : ''}`,
    `needed terms removed: ${t.mustKeepRemoved}`,
    'per template: documents leaking names / identifiers surviving / needed terms removed',
    ...[...byClass.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, r]) => `  ${c}: ${r.docs} documents — ${r.names} / ${r.ids} / ${r.kept}`),
  ].join('\n');
}

/**
 * Where a held-out part does not meet its targets yet (the targets are heldoutLimits, scaled to the part's
 * size): the figures last measured (27 November 2026, at the end of the round that tuned on parts 10 to 14), as bounds
 * that a change may not exceed. A measure that meets its target has no bound here: the test checks the target.
 * Each part's figures while it was still unseen are in docs/blind-scoring.md, part by part. Remeasure with
 * `npm run eval:intake -- --heldout --part N` and lower these as the figures improve.
 */
export const HELDOUT_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

export const HELDOUT_2_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

export const HELDOUT_3_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

export const HELDOUT_4_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

export const HELDOUT_5_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/** Part 6: measured while unseen in its round (docs/blind-scoring.md, "Part 6"); tuning material since. */
export const HELDOUT_6_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 7, measured while unseen at 73b347d and again after that round's tuning (docs/blind-scoring.md, "Part 7"),
 * tuning material since: the figures now where a target is missed (for its 42 documents: names leaked in ≤ 1
 * document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, every text document's word recall ≥ 0.98).
 * Remeasure with `npm run eval:intake -- --heldout --part 7` and update this one constant.
 */
export const HELDOUT_7_MEASURED_BOUNDS = {
  documentsUnderRecall: 2,
} as const satisfies HeldoutBounds;

/**
 * Part 8 (docs/blind-scoring.md, "Part 8"): drawn beside part 7, measured while unseen at 73b347d and 918a399, tuning
 * material since. The figures now where a target is missed (for its 40 documents: names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall), as bounds a change may not
 * exceed. Remeasure with `npm run eval:intake -- --heldout --part 8` and update this one constant.
 */
export const HELDOUT_8_MEASURED_BOUNDS = {
  documentsLeakingNames: 2,
  nameFormsLeaked: 2,
  documentsUnderRecall: 4,
} as const satisfies HeldoutBounds;

/**
 * Part 9 (docs/blind-scoring.md, "Part 9"): measured while unseen at a7ca5f2 and 4e1cebe, tuning material since. The
 * figures now where a target is missed (for its 40 documents, as for part 8; and no unexpected refusal). Remeasure
 * with `npm run eval:intake -- --heldout --part 9` and update this one constant.
 */
export const HELDOUT_9_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 10 (docs/blind-scoring.md, "Part 10"): drawn beside part 9, measured while unseen at a7ca5f2, 4e1cebe and
 * 91d49fd, tuning material since (the figures now, where a target is missed: for its 40 documents names leaked in ≤ 1 document,
 * ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal).
 * Remeasure with `npm run eval:intake -- --heldout --part 10` and update this one constant.
 */
export const HELDOUT_10_MEASURED_BOUNDS = {
  documentsUnderRecall: 5,
  outcomeMismatches: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 11 (docs/blind-scoring.md, "Part 11"): drawn beside part 12, measured while unseen at cbcbdc9 and 91d49fd,
 * tuning material since (the figures now, where a target is missed; targets for its 45 documents as for part 10). Remeasure with
 * `npm run eval:intake -- --heldout --part 11` and update this one constant.
 */
export const HELDOUT_11_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 12 (docs/blind-scoring.md, "Part 12"): drawn beside part 11, measured while unseen at cbcbdc9 and 91d49fd,
 * tuning material since (the figures now, where a target is missed; targets for its 40 documents as for part 10). Remeasure with
 * `npm run eval:intake -- --heldout --part 12` and update this one constant.
 */
export const HELDOUT_12_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 13 (docs/blind-scoring.md, "Part 13"): drawn beside part 14, measured while unseen at 0daa516 and 0efb022,
 * tuning material since (the figures now, where a target is missed; for its 44 documents the targets are names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal). Remeasure
 * with `npm run eval:intake -- --heldout --part 13` and update this one constant.
 */
export const HELDOUT_13_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 14 (docs/blind-scoring.md, "Part 14"): drawn beside part 13, measured while unseen at 0daa516 and 0efb022,
 * tuning material since (the figures now, where a target is missed; for its 43 documents the targets are: names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no
 * hidden-text false flag). Remeasure with `npm run eval:intake -- --heldout --part 14` and update this one constant.
 */
export const HELDOUT_14_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 15 (docs/blind-scoring.md, "Part 15"): drawn beside part 16, measured while unseen at 9efa963 and 8ef7f00,
 * tuning material since (the figures now, where a target is missed; for its 40 documents the targets are names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no hidden-text
 * false flag). Remeasure with `npm run eval:intake -- --heldout --part 15` and update this one constant.
 */
export const HELDOUT_15_MEASURED_BOUNDS = {
  documentsUnderRecall: 3,
} as const satisfies HeldoutBounds;

/**
 * Part 16 (docs/blind-scoring.md, "Part 16"): drawn beside part 15, measured while unseen at 9efa963 and 8ef7f00,
 * tuning material since (the figures now, where a target is missed; for its 44 documents the targets are: names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no
 * hidden-text false flag). Remeasure with `npm run eval:intake -- --heldout --part 16` and update this one constant.
 */
export const HELDOUT_16_MEASURED_BOUNDS = {
  documentsUnderRecall: 3,
} as const satisfies HeldoutBounds;

/**
 * Part 17 (docs/blind-scoring.md, "Part 17"): drawn beside part 18, measured while unseen at 0efb022 and 8ef7f00,
 * tuning material since (the figures now, where a target is missed; for its 44 documents the targets are: names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no
 * hidden-text false flag). Remeasure with `npm run eval:intake -- --heldout --part 17` and update this one constant.
 */
export const HELDOUT_17_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 18 (docs/blind-scoring.md, "Part 18"): drawn beside part 17, measured while unseen at 0a7564e (main at
 * 0efb022) and 8ef7f00, tuning material since (the figures now, where a target is missed; for its 44 documents the targets are: names leaked in ≤ 1
 * document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal,
 * no hidden-text false flag). Remeasure with `npm run eval:intake -- --heldout --part 18` and update this one constant.
 */
export const HELDOUT_18_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 19 (docs/blind-scoring.md, "Part 19"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at 1af176d) and again at 734861f, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 19` and update this one constant.
 */
export const HELDOUT_19_MEASURED_BOUNDS = {
  documentsUnderRecall: 2,
} as const satisfies HeldoutBounds;

/**
 * Part 20 (docs/blind-scoring.md, "Part 20"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at 1af176d) and again at 734861f, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 20` and update this one constant.
 */
export const HELDOUT_20_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 21 (docs/blind-scoring.md, "Part 21"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at d8234e0) and again at 520ef4f, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 21` and update this one constant.
 */
export const HELDOUT_21_MEASURED_BOUNDS = {
  documentsUnderRecall: 4,
} as const satisfies HeldoutBounds;

/**
 * Part 22 (docs/blind-scoring.md, "Part 22"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at d8234e0) and again at 520ef4f, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 22` and update this one constant.
 */
export const HELDOUT_22_MEASURED_BOUNDS = {
  documentsUnderRecall: 7,
} as const satisfies HeldoutBounds;

/**
 * Part 23 (docs/blind-scoring.md, "Part 23"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at a04ed0f) and again at dafd2dc, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 23` and update this one constant.
 */
export const HELDOUT_23_MEASURED_BOUNDS = {
  documentsUnderRecall: 5,
} as const satisfies HeldoutBounds;

/**
 * Part 24 (docs/blind-scoring.md, "Part 24"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at a04ed0f) and again at dafd2dc, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 24` and update this one constant.
 */
export const HELDOUT_24_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 25 (docs/blind-scoring.md, "Part 25"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at e3909d5) and again at a451bb2, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 25` and update this one constant.
 */
export const HELDOUT_25_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 26 (docs/blind-scoring.md, "Part 26"): drawn by someone who had not read the redaction code, measured while
 * unseen when drawn (main at e3909d5) and again at a451bb2, tuning material since. The bounds are the figures at the end
 * of the session (fef4c32) where a target is missed (the targets scaled to its size are in the docs). Remeasure
 * with `npm run eval:intake -- --heldout --part 26` and update this one constant.
 */
export const HELDOUT_26_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 27 (docs/blind-scoring.md, "Part 27"): drawn by someone who had not read the redaction code, never tuned on,
 * measured while unseen at its draw (main at 59d0111). Where the code misses a target the bound is the figure measured;
 * for its 44 documents the targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms
 * removed, no text document under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 27` and update this one constant.
 */
export const HELDOUT_27_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 28 (docs/blind-scoring.md, "Part 28"): drawn by someone who had not read the redaction code, never tuned on,
 * measured while unseen at its draw (main at 59d0111). Where the code misses a target the bound is the figure measured;
 * for its 40 documents the targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms
 * removed, no text document under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 28` and update this one constant.
 */
export const HELDOUT_28_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 29 (docs/blind-scoring.md, "Part 29"): resumes as people publish them in public repositories, drawn by someone
 * who had not read the redaction code, never tuned on, measured while unseen at its draw (main at 900c0b1). Where the
 * code misses a target the bound is the figure measured; for its 44 documents the targets are: names leaked in ≤ 1
 * document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no
 * refusal, no hidden-text false flag. Remeasure with `npm run eval:intake -- --heldout --part 29` and update this one
 * constant.
 */
export const HELDOUT_29_MEASURED_BOUNDS = {
  identifiersLeaked: 4,
  documentsUnderRecall: 2,
} as const satisfies HeldoutBounds;

/**
 * Part 30 (docs/blind-scoring.md, "Part 30"): drawn by someone who had not read the redaction code, never tuned on,
 * measured while unseen at its draw (main at 900c0b1). Where the code misses a target the bound is the figure measured;
 * for its 40 documents the targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms
 * removed, no text document under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 30` and update this one constant.
 */
export const HELDOUT_30_MEASURED_BOUNDS = {
  documentsUnderRecall: 4,
} as const satisfies HeldoutBounds;

/**
 * Part 31 (docs/blind-scoring.md, "Part 31"): drawn by someone who had not read the redaction code, never tuned on,
 * measured while unseen at its draw (main at 35708f0). Where the code misses a target the bound is the figure measured;
 * for its 40 documents the targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms
 * removed, no text document under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 31` and update this one constant.
 */
export const HELDOUT_31_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 32 (docs/blind-scoring.md, "Part 32"): students and early-career applicants, drawn by someone who had not read
 * the redaction code, never tuned on, measured while unseen at its draw (main at 35708f0). Where the code misses a
 * target the bound is the figure measured; for its 40 documents the targets are: names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no hidden-text
 * false flag. Remeasure with `npm run eval:intake -- --heldout --part 32` and update this one constant.
 */
export const HELDOUT_32_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 33 (docs/blind-scoring.md, "Part 33"): what lands in a recruiter's ATS inbox in eight languages (mid-career
 * people; Word, Google Docs, Canva, LaTeX, portal exports, DOCX, legacy DOC, scans), drawn by someone who had not read
 * the redaction code, never tuned on, measured while unseen at its draw (main at d35af66). Where the code misses a
 * target the bound is the figure measured; for its 40 documents the targets are: names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no hidden-text
 * false flag. Remeasure with `npm run eval:intake -- --heldout --part 33` and update this one constant.
 */
export const HELDOUT_33_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 34 (docs/blind-scoring.md, "Part 34"): senior and regulated careers across Asia, Africa, Latin America and
 * Europe, drawn by someone who had not read the redaction code, never tuned on, measured while unseen at its draw
 * (main at d35af66). Where the code misses a target the bound is the figure measured; for its 40 documents the
 * targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document
 * under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 34` and update this one constant.
 */
export const HELDOUT_34_MEASURED_BOUNDS = {
  documentsUnderRecall: 2,
} as const satisfies HeldoutBounds;

/**
 * Part 35 (docs/blind-scoring.md, "Part 35"): the issue's outside resumes once more, as a recruiter pulls them from
 * public repositories and job boards (LaTeX classes, Word and Canva exports, job-portal exports, LinkedIn profiles,
 * Europass, an academic CV, cover letters, a CJK form, LibreOffice PDF, DOCX and DOC, scans), drawn by someone who
 * had not read the redaction code, never tuned on, measured while unseen at its draw (main at 4b1d5e8). Where the
 * code misses a target the bound is the figure measured; for its 40 documents the targets are: names leaked in ≤ 1
 * document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no
 * refusal, no hidden-text false flag. Remeasure with `npm run eval:intake -- --heldout --part 35` and update this
 * one constant.
 */
export const HELDOUT_35_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 36 (docs/blind-scoring.md, "Part 36"): people outside offices and career changers (trades, warehouse and
 * driving, hospitality, retail, care, security, returners) with resumes from online builders, phone apps, web
 * profiles, e-mails and Word, drawn by someone who had not read the redaction code, never tuned on, measured while
 * unseen at its draw (main at 4b1d5e8). Where the code misses a target the bound is the figure measured; for its 41
 * documents the targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no
 * text document under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 36` and update this one constant.
 */
export const HELDOUT_36_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 37 (docs/blind-scoring.md, "Part 37"): applicants from South and South-East Asia, East Asia and the Gulf
 * (Word-made CVs with personal details and a declaration, Gulf expatriate CVs, job-portal exports, Canva, LaTeX,
 * LinkedIn, ATS, a rirekisho, a Chinese resume, an academic CV, LibreOffice PDF, DOCX and DOC, three scans), drawn
 * by someone who had not read the redaction code, never tuned on, measured while unseen at its draw (main at
 * 6b119e8). Where the code misses a target the bound is the figure measured; for its 40 documents the targets
 * are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under
 * 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 37` and update this one constant.
 */
export const HELDOUT_37_MEASURED_BOUNDS = {
  documentsUnderRecall: 3,
} as const satisfies HeldoutBounds;

/**
 * Part 38 (docs/blind-scoring.md, "Part 38"): CVs in the national conventions of Europe and the Americas (a German
 * Lebenslauf, a French CV, an Italian CV with the GDPR consent line, Europass, a LaTeX-like CV, Latin American CVs with
 * their ID numbers, job-portal exports, a Canva-like design, a US federal resume, a Canadian bilingual CV, a Japanese
 * rirekisho-like form, Word-like LibreOffice PDF, DOCX and DOC, scans), drawn by someone who had not read the
 * redaction code, never tuned on, measured while unseen at its draw (main at 6b119e8). Where the code misses a target
 * the bound is the figure measured; for its 42 documents the targets are: names leaked in ≤ 1 document, ≤ 3
 * identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no
 * hidden-text false flag. Remeasure with `npm run eval:intake -- --heldout --part 38` and update this one constant.
 */
export const HELDOUT_38_MEASURED_BOUNDS = {
  mustKeepRemoved: 4,
} as const satisfies HeldoutBounds;

/**
 * Part 39 (docs/blind-scoring.md, "Part 39"): résumés as a recruiter pulls them from public repositories and job
 * boards (LaTeX classes printed to PDF, Word-saved PDFs with running footers, a cover letter with the résumé, Canva
 * designs, job-portal exports, LinkedIn profiles, plain ATS text, LibreOffice PDF, DOCX and DOC, scans), drawn by
 * someone who had not read the redaction code, never tuned on, measured while unseen at its draw. Where the code
 * misses a target the bound is the figure measured; for its 40 documents the targets are: names leaked in ≤ 1
 * document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no
 * refusal, no hidden-text false flag. Remeasure with `npm run eval:intake -- --heldout --part 39` and update this one
 * constant.
 */
export const HELDOUT_39_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 40 (docs/blind-scoring.md, "Part 40"): mainstream applicants in the United States, Canada, the United Kingdom,
 * Ireland, Australia and New Zealand with names of every origin, and a few from elsewhere (Google-Docs-like,
 * Word stock, Indeed and LinkedIn exports, ATS plain text, a federal resume, Canva-like designs, a cover letter with
 * its resume, a Korean form, LibreOffice PDF, DOCX and DOC, three scans), drawn by someone who had not read the
 * redaction code, never tuned on, measured while unseen at its draw (main at 0d203e1). Where the code misses a
 * target the bound is the figure measured; for its 42 documents the targets are: names leaked in ≤ 1 document,
 * ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no refusal, no
 * hidden-text false flag. Remeasure with `npm run eval:intake -- --heldout --part 40` and update this one constant.
 */
export const HELDOUT_40_MEASURED_BOUNDS = {
  documentsUnderRecall: 4,
} as const satisfies HeldoutBounds;

/**
 * Part 41 (docs/blind-scoring.md, "Part 41"): résumés as a recruiter pulls them from public repositories and job
 * boards once more (moderncv-, awesome-cv-, Jake's- and deedy-like LaTeX printed to PDF, Canva two-column designs,
 * Naukri-, StepStone-, 51job-, Saramin-, TopCV- and Computrabajo-like exports, an academic CV with an author list,
 * a cover letter with its résumé, a Word-like résumé with a running footer, LibreOffice PDF, DOCX and DOC, three
 * scans), drawn by someone who had not read the redaction code, never tuned on, measured while unseen at its draw.
 * Where the code misses a target the bound is the figure measured; for its 42 documents the targets are: names
 * leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word
 * recall, no refusal, no hidden-text false flag. Remeasure with `npm run eval:intake -- --heldout --part 41` and
 * update this one constant.
 */
export const HELDOUT_41_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 42 (docs/blind-scoring.md, "Part 42"): applicants from Africa, the Middle East and Turkey, at home and abroad,
 * beside mainstream applicants (Word-exported tables, Canva-like two columns, LinkedIn and job-portal exports,
 * moderncv-like LaTeX, a cover letter with its resume, ATS plain text, an academic CV, Europass, LibreOffice PDF,
 * DOCX and DOC, three scans one of them Chinese), drawn by someone who had not read the redaction code, never tuned
 * on, measured while unseen at its draw (main at 4e89677). Where the code misses a target the bound is the figure
 * measured; for its 42 documents the targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3
 * needed terms removed, no text document under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure
 * with `npm run eval:intake -- --heldout --part 42` and update this one constant.
 */
export const HELDOUT_42_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 43 (docs/blind-scoring.md, "Part 43"): résumés as developers, students and researchers keep them in public
 * repositories and on personal sites (Jake's résumé, awesome-cv, moderncv, deedy and altacv looks printed by Chromium,
 * pandoc-rendered Markdown, a JSON Resume theme, Hugo pages printed with their running footer, academic CVs with
 * publications and referees, a Chinese 简历 table, a Word-like résumé exported for HR as LibreOffice PDF, DOCX and
 * DOC, three scans), drawn by someone who had not read the redaction code, never tuned on, measured while unseen at
 * its draw (main at 4e89677). Where the code misses a target the bound is the figure measured; for its 42 documents
 * the targets are: names leaked in ≤ 1 document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text
 * document under 0.98 word recall, no refusal, no hidden-text false flag. Remeasure with
 * `npm run eval:intake -- --heldout --part 43` and update this one constant.
 */
export const HELDOUT_43_MEASURED_BOUNDS = {
  documentsLeakingNames: 2,
  nameFormsLeaked: 3,
  documentsUnderRecall: 2,
} as const satisfies HeldoutBounds;

/**
 * Part 44 (docs/blind-scoring.md, "Part 44"): applicants from the great job portals of Asia (Indian, Chinese,
 * Korean, Vietnamese, South-East Asian, Pakistani and Bangladeshi portal exports, a Japanese 履歴書) and English
 * resumes of the same applicants and a few from elsewhere (ATS one-column, a cover letter with its resume,
 * LibreOffice PDF, DOCX and DOC, three scans, one of them Chinese), drawn by someone who had not read the redaction
 * code, never tuned on, measured while unseen at its draw (main at 4e89677). Where the code misses a target the
 * bound is the figure measured; the targets for its size are in the docs. Remeasure with
 * `npm run eval:intake -- --heldout --part 44` and update this one constant.
 */
export const HELDOUT_44_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/**
 * Part 45 (docs/blind-scoring.md, "Part 45"): résumés as a recruiter pulls them from public repositories and job
 * boards (moderncv and Jake's-resume looks printed by Chromium, Canva two-column designs with a letter-spaced split
 * name, Naukri, Indeed, StepStone, 51job, Saramin and TopCV-like exports whose name runs into the next word, an
 * academic CV with an author list and referees, Word-like CVs with a running footer, one behind a cover letter, a
 * Chinese 简历 form, LibreOffice PDF, DOCX and DOC, three scans, one of them Chinese), drawn by someone who had not
 * read the redaction code, measured while unseen at its draw (main at 29bc49f) and at 476f176, tuning material
 * since (2026-11-27, night). Where the code misses a target the bound is the figure at the end of that session; for its 42 documents the targets are: names leaked in ≤ 1
 * document, ≤ 3 identifiers surviving, ≤ 3 needed terms removed, no text document under 0.98 word recall, no
 * refusal, no hidden-text false flag. Remeasure with `npm run eval:intake -- --heldout --part 45` and update this
 * one constant.
 */
export const HELDOUT_45_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/**
 * Part 46 (docs/blind-scoring.md, "Part 46"): applicants from India, France, Germany, Austria, Switzerland and the
 * Spanish-speaking world in their own countries' conventions (Naukri-like and institute LaTeX resumes, Word-like
 * resumes with a declaration, French CVs with état civil, German Lebensläufe, Spanish and Latin-American CVs with
 * DNI, CURP and cédula, portal exports, Europass, moderncv and awesome-cv looks, cover letters, infographics; LibreOffice
 * PDF, DOCX and DOC; three scans, one Chinese), drawn by someone who had not read the redaction code, measured
 * while unseen at its draw and at 476f176, tuning material since. Where the code misses a target the bound is the
 * figure at the end of that session; the
 * targets for its size are in the docs. Remeasure with `npm run eval:intake -- --heldout --part 46` and update
 * this one constant.
 */
export const HELDOUT_46_MEASURED_BOUNDS = {
  documentsUnderRecall: 3,
} as const satisfies HeldoutBounds;

/**
 * Part 47 (docs/blind-scoring.md, "Part 47"): resumes as a recruiter pulls them from public repositories and job
 * boards (Jake's, moderncv, awesome-cv and deedy looks printed from HTML, Canva designs, Word saves with a running
 * footer, Naukri/StepStone/51job/Saramin/TopCV/Indeed-like exports, LinkedIn "Save to PDF", an academic CV with an
 * author list, cover letters in front of a CV, plain ATS resumes, a Japanese 履歴書; LibreOffice PDF, DOCX and DOC;
 * three scans, one Japanese), drawn by someone who had not read the redaction code, measured while unseen at its
 * draw and at 476f176, tuning material since. Where the code misses a target the bound is the figure at the end of
 * that session; the targets for its size are
 * in the docs. Remeasure with `npm run eval:intake -- --heldout --part 47` and update this one constant.
 */
export const HELDOUT_47_MEASURED_BOUNDS = {
  identifiersLeaked: 4,
  documentsUnderRecall: 4,
} as const satisfies HeldoutBounds;

/** Held-out part 48 (students and new graduates), measured while unseen at its draw and at 476f176, tuning material since: none missed now. */
export const HELDOUT_48_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/** Held-out part 49 (one week at an applicant-tracking vendor), measured while unseen when drawn, at merge and at the end of its session, tuning material since (round 28): the figures now where it misses the targets. */
export const HELDOUT_49_MEASURED_BOUNDS = {
  documentsUnderRecall: 2,
} as const satisfies HeldoutBounds;

/** Held-out part 50 (front-line and licensed workers), measured while unseen when drawn and at merge, tuning material since: the figures at the end where it misses the targets. */
export const HELDOUT_50_MEASURED_BOUNDS = {
  documentsLeakingNames: 3,
  nameFormsLeaked: 4,
  identifiersLeaked: 16,
  mustKeepRemoved: 7,
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/** Held-out part 51 (a fifth week at an applicant-tracking vendor), measured while unseen when drawn and at the end of its session, tuning material since (round 28): the figures now where it misses the targets. */
export const HELDOUT_51_MEASURED_BOUNDS = {
  documentsUnderRecall: 2,
} as const satisfies HeldoutBounds;

/** Held-out part 52 (senior, executive and academic CVs), measured while unseen when drawn and at the end of its session, tuning material since (round 28): the figures now where it misses the targets. */
export const HELDOUT_52_MEASURED_BOUNDS = {
  documentsLeakingNames: 2,
  nameFormsLeaked: 3,
} as const satisfies HeldoutBounds;

/** Held-out part 53 (the issue's mix, a sixth week at an applicant-tracking vendor), measured while unseen when drawn and at merge, tuning material since (round 29): the figures now where it misses the targets. */
export const HELDOUT_53_MEASURED_BOUNDS = {
  documentsUnderRecall: 1,
} as const satisfies HeldoutBounds;

/** Held-out part 54 (resumes kept in public repositories and on personal sites), measured while unseen when drawn and at merge, tuning material since (round 29): it meets every target now. */
export const HELDOUT_54_MEASURED_BOUNDS = {} as const satisfies HeldoutBounds;

/** Held-out part 55 (Asian applicants and the diaspora), measured while unseen when drawn and after round 29, tuning material since (round 30): the figures now where it misses the targets. */
export const HELDOUT_55_MEASURED_BOUNDS = {
  documentsLeakingNames: 8,
  nameFormsLeaked: 10,
  identifiersLeaked: 4,
  documentsUnderRecall: 5,
} as const satisfies HeldoutBounds;

/** Held-out part 56 (European and Latin-American applicants in their national conventions), measured while unseen when drawn and after round 29, tuning material since (round 30): the figures now where it misses the targets. */
export const HELDOUT_56_MEASURED_BOUNDS = {
  identifiersLeaked: 7,
  documentsUnderRecall: 1,
  outcomeMismatches: 1,
} as const satisfies HeldoutBounds;

/** Held-out part 57 (the issue's mix, a seventh time), never opened, where it misses the targets: the figures measured while unseen (when drawn and at the end, the same). */
export const HELDOUT_57_MEASURED_BOUNDS = {
  identifiersLeaked: 5,
  mustKeepRemoved: 4,
} as const satisfies HeldoutBounds;

/** Held-out part 58 (applicants from the Middle East, Africa, Central Asia and Eastern Europe), never opened, where it misses the targets: the figures measured while unseen (when drawn and at the end, the same). */
export const HELDOUT_58_MEASURED_BOUNDS = {
  documentsLeakingNames: 8,
  nameFormsLeaked: 8,
  identifiersLeaked: 10,
  mustKeepRemoved: 5,
} as const satisfies HeldoutBounds;
