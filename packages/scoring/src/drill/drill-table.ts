// The bias drill's report as a plain-text table for a terminal (npm run drill:bias prints it).
import type { BiasDrillReport } from './bias-drill.js';

/** The report as a plain-text table for a terminal. */
export function formatBiasDrillTable(report: BiasDrillReport): string {
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  const head = [
    `Bias drill: engine ${report.engine.engine}${report.engine.modelName ? ` (${report.engine.modelName})` : ''}, blind scoring ${report.blind ? 'ON' : 'OFF'}, shortlist at score ≥ ${report.threshold}`,
    `${report.counts.resumes} resumes × ${report.counts.jobs} jobs × ${report.counts.identities} identities = ${report.counts.scores} scores`,
    '',
    `${'group'.padEnd(24)}${pad('n', 6)}${pad('mean', 8)}${pad('Δ mean', 9)}${pad('max Δ', 7)}${pad('shortlisted', 13)}${pad('impact ratio', 14)}`,
  ];
  const rows = report.groups.map(
    (g) =>
      `${`${g.attribute}=${g.group}`.padEnd(24)}${pad(g.scores, 6)}${pad(g.meanScore.toFixed(2), 8)}${pad(`${g.meanDelta >= 0 ? '+' : ''}${g.meanDelta.toFixed(2)}`, 9)}${pad(g.maxChange, 7)}${pad(`${(g.selectionRate * 100).toFixed(1)}%`, 13)}${pad(g.impactRatio === null ? 'n/a' : `${g.impactRatio.toFixed(2)}${g.adverseImpact ? ' !' : ''}`, 14)}`,
  );
  const o = report.overall;
  const tail = [
    '',
    `Largest score change caused by identity alone: ${o.maxChange} (${o.pairsWithScoreChange} of ${report.counts.pairs} resume×job pairs changed; verdicts changed in ${o.pairsWithVerdictChange}, any result text in ${o.pairsWithResultChange})`,
    ...report.warnings.map((w) => `warning: ${w}`),
    ...report.failures.map((f) => `FAIL: ${f}`),
    report.judged
      ? `Result: ${report.pass ? 'PASS: identity changed no score' : `FAIL: identity changed scores${report.blind ? ' under blind scoring' : ''}`}`
      : 'Result: blind scoring off: reported, not judged (add --strict to fail on any identity effect)',
  ];
  return [...head, ...rows, ...tail].join('\n');
}
