// The report as a table for people (`npm run eval:intake`); `--json` prints the report itself.
import type { DocumentResult, IntakeEvalReport } from './run.js';

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

function row(r: DocumentResult): string[] {
  const ocr = r.ocrUsed === null ? '—' : r.ocrUsed ? 'yes' : 'no';
  return [
    r.id,
    r.outcome === r.expected ? r.outcome : `${r.outcome}≠${r.expected}`,
    r.ocrUsed === r.ocrExpected || r.ocrUsed === null ? ocr : `${ocr}≠${r.ocrExpected ? 'yes' : 'no'}`,
    pct(r.wordRecall),
    String(r.namesLeaked.length),
    `${r.identifiersLeaked.length}/${r.identifiersInText}`,
    `${r.mustKeepRemoved.length}/${r.mustKeep}`,
    r.hiddenFalsePositive ? `FP ${r.hiddenChars}` : String(r.hiddenChars),
    (r.parseMs / 1000).toFixed(2),
    (r.prepareMs / 1000).toFixed(2),
  ];
}

const HEAD = [
  'document',
  'outcome',
  'ocr',
  'recall',
  'names',
  'ids leaked',
  'kept lost',
  'hidden',
  'parse s',
  'prep s',
];

export function formatReport(report: IntakeEvalReport, { details = true } = {}): string {
  const rows = [HEAD, ...report.documents.map(row)];
  const widths = HEAD.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out = [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)];
  const t = report.totals;
  const kinds = Object.entries(t.identifiersLeakedByKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  out.push(
    '',
    `documents ${t.documents} (text ${t.textDocuments}); outcome mismatches ${t.outcomeMismatches}; OCR mismatches ${t.ocrMismatches}`,
    `word recall, text documents: mean ${pct(t.meanWordRecallText)}, min ${pct(t.minWordRecallText)}; OCR documents: mean ${pct(t.meanWordRecallOcr)}`,
    `names leaked: ${t.namesLeaked} in ${t.documentsLeakingNames} documents`,
    `identifiers leaked: ${t.identifiersLeaked}/${t.identifiersInText} (${pct(t.identifierLeakRate)})${kinds ? ` — ${kinds}` : ''}`,
    `must-keep terms removed by redaction: ${t.mustKeepRemoved}; missing from the intake text: ${t.mustKeepMissing}`,
    `hidden-text false positives: ${t.hiddenFalsePositives}`,
    `mean time per document: parse ${(t.meanParseMs / 1000).toFixed(2)} s, prepare ${(t.meanPrepareMs / 1000).toFixed(2)} s`,
  );
  if (details) {
    const notes = report.documents.flatMap((r) => [
      ...(r.message ? [`${r.id}: ${r.message}`] : []),
      ...(r.namesLeaked.length ? [`${r.id}: name left: ${r.namesLeaked.join(' | ')}`] : []),
      ...(r.identifiersLeaked.length
        ? [`${r.id}: identifiers left: ${r.identifiersLeaked.map((i) => `${i.kind} "${i.value}"`).join(', ')}`]
        : []),
      ...(r.mustKeepRemoved.length ? [`${r.id}: must-keep removed: ${r.mustKeepRemoved.join(' | ')}`] : []),
      ...(r.mustKeepMissing.length
        ? [`${r.id}: must-keep missing from intake text: ${r.mustKeepMissing.join(' | ')}`]
        : []),
      ...(r.hiddenFalsePositive ? [`${r.id}: hidden text flagged (${r.hiddenKinds.join(', ')})`] : []),
    ]);
    if (notes.length) out.push('', ...notes);
  }
  return out.join('\n');
}
