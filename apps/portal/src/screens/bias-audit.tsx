import type { BiasAuditCategory, BiasAuditDimension, BiasAuditDimensionName, BiasAuditReport } from '@rubric/contracts';
import { useState } from 'react';
import { usePartnerTenants, useBiasAudit } from '../api/bias-audit';
import { Badge } from '../components/badge';
import { Card, Facts, PageHeader } from '../components/page';
import { RequirePartner, ScopeBar, useScope } from '../components/scope';
import { SelectField, TextField } from '../components/field';
import { EmptyState, QueryView } from '../components/states';
import { BIAS_AUDIT_DIMENSIONS, biasAuditCsv } from '../lib/contracts';

const DIMENSION_LABELS: Record<BiasAuditDimensionName, string> = {
  sex: 'Sex',
  raceEthnicity: 'Race/ethnicity',
  intersectional: 'Sex × race/ethnicity',
  ageBand: 'Age band',
};

/** The four-fifths line drawn on every chart. */
const FOUR_FIFTHS = 0.8;

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)}%`);
const ratio = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(2));
const label = (category: string) => category.replace(/\|/g, ' × ').replace(/_/g, ' ');

/** `2026-01-01` (a date input) → the start of that day in UTC; empty → none. */
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : undefined);

/**
 * Impact ratios of one dimension as horizontal bars, with the 0.8 line; excluded categories are drawn as a marker
 * instead of a bar. Plain SVG: every bar and marker has a title, and the chart a description for screen readers.
 */
function ImpactChart({ name, dim }: { name: BiasAuditDimensionName; dim: BiasAuditDimension }) {
  const rows = dim.categories.filter((c) => c.count > 0 || name !== 'intersectional');
  const rowHeight = 24;
  const labelWidth = 250;
  const barWidth = 360;
  const top = 18;
  const height = top + rows.length * rowHeight + 8;
  const max = Math.max(1.2, ...rows.map((c) => c.impactRatio ?? 0));
  const x = (v: number) => labelWidth + (v / max) * barWidth;
  const summary = rows
    .map((c) =>
      c.count === 0
        ? `${label(c.category)}: no applicants`
        : c.excluded
          ? `${label(c.category)}: excluded (${c.count})`
          : `${label(c.category)}: ${ratio(c.impactRatio)}`,
    )
    .join('; ');
  return (
    <figure className="bias-chart">
      <svg
        role="img"
        aria-label={`Impact ratios by ${DIMENSION_LABELS[name].toLowerCase()}, with the 0.8 line. ${summary}`}
        viewBox={`0 0 ${labelWidth + barWidth + 90} ${height}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
      >
        <text x={x(FOUR_FIFTHS)} y={12} className="bias-chart-line-label" textAnchor="middle">
          0.8
        </text>
        {rows.map((c, i) => {
          const y = top + i * rowHeight;
          return (
            <g key={c.category} data-category={c.category}>
              <text x={labelWidth - 8} y={y + 16} textAnchor="end" className="bias-chart-label">
                {label(c.category)}
              </text>
              {c.count === 0 ? (
                <text x={labelWidth + 4} y={y + 16} className="bias-chart-note">
                  no applicants
                </text>
              ) : c.excluded ? (
                <g className="bias-chart-excluded" data-testid="excluded-marker">
                  <title>{`${label(c.category)}: excluded — ${c.count} applicant(s), under 2% of the known sample`}</title>
                  <rect x={labelWidth} y={y + 5} width={12} height={12} className="bias-chart-excluded-mark" />
                  <text x={labelWidth + 18} y={y + 16} className="bias-chart-note">
                    excluded (n = {c.count})
                  </text>
                </g>
              ) : c.impactRatio === null ? (
                <text x={labelWidth + 4} y={y + 16} className="bias-chart-note">
                  no ratio (highest rate is 0)
                </text>
              ) : (
                <g>
                  <title>{`${label(c.category)}: impact ratio ${ratio(c.impactRatio)}, n = ${c.count}`}</title>
                  <rect
                    x={labelWidth}
                    y={y + 4}
                    width={Math.max(1, x(c.impactRatio) - labelWidth)}
                    height={rowHeight - 8}
                    className={c.impactRatio < FOUR_FIFTHS ? 'bias-chart-bar bias-chart-bar-low' : 'bias-chart-bar'}
                  />
                  <text x={x(c.impactRatio) + 6} y={y + 16} className="bias-chart-value">
                    {ratio(c.impactRatio)}
                  </text>
                </g>
              )}
            </g>
          );
        })}
        <line
          x1={x(FOUR_FIFTHS)}
          x2={x(FOUR_FIFTHS)}
          y1={top - 2}
          y2={height - 4}
          className="bias-chart-line"
          aria-hidden="true"
        />
      </svg>
      <figcaption className="muted small">
        Bars: impact ratio (scoring rate ÷ the highest non-excluded rate). Dashed line: 0.8. Grey square: excluded
        (under 2% of the {dim.knownCount} applicants who self-identified); {dim.unknownCount} unknown.
      </figcaption>
    </figure>
  );
}

function CategoryTable({
  name,
  dim,
  withThreshold,
}: {
  name: BiasAuditDimensionName;
  dim: BiasAuditDimension;
  withThreshold: boolean;
}) {
  const rows: BiasAuditCategory[] = dim.categories;
  return (
    <div className="table-wrap">
      <table className="table" aria-label={`${DIMENSION_LABELS[name]}: categories`}>
        <thead>
          <tr>
            <th>Category</th>
            <th className="num">Applicants</th>
            <th className="num">Share of known</th>
            <th className="num">Scoring rate (95% CI)</th>
            <th className="num">Impact ratio</th>
            {withThreshold && <th className="num">Selection rate (95% CI)</th>}
            {withThreshold && <th className="num">Selection ratio</th>}
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.category}>
              <td>{label(c.category)}</td>
              <td className="num">{c.count}</td>
              <td className="num">{pct(c.shareOfKnown)}</td>
              <td className="num">
                {pct(c.scoringRate)}
                {c.scoringRateInterval && (
                  <span className="muted small">
                    {' '}
                    ({pct(c.scoringRateInterval.lower)}–{pct(c.scoringRateInterval.upper)})
                  </span>
                )}
              </td>
              <td className="num">{ratio(c.impactRatio)}</td>
              {withThreshold && (
                <td className="num">
                  {pct(c.selectionRate)}
                  {c.selectionRateInterval && (
                    <span className="muted small">
                      {' '}
                      ({pct(c.selectionRateInterval.lower)}–{pct(c.selectionRateInterval.upper)})
                    </span>
                  )}
                </td>
              )}
              {withThreshold && <td className="num">{ratio(c.selectionImpactRatio)}</td>}
              <td>
                {c.count === 0 ? (
                  <span className="muted small">no applicants</span>
                ) : c.excluded ? (
                  <Badge tone="neutral">excluded: under 2%</Badge>
                ) : c.impactRatio !== null && c.impactRatio < FOUR_FIFTHS ? (
                  <Badge tone="warning">below 0.8</Badge>
                ) : null}
              </td>
            </tr>
          ))}
          <tr>
            <td className="muted">unknown (declined or not recorded)</td>
            <td className="num">{dim.unknownCount}</td>
            <td colSpan={withThreshold ? 6 : 4} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function downloadCsv(report: BiasAuditReport, tenantId: string) {
  const blob = new Blob([biasAuditCsv(report)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `bias-audit-${tenantId}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

function Report({ report, tenantId }: { report: BiasAuditReport; tenantId: string }) {
  const withThreshold = report.threshold !== null;
  return (
    <>
      <Card
        title="Summary"
        actions={
          <>
            <button type="button" className="btn" onClick={() => downloadCsv(report, tenantId)}>
              Download CSV
            </button>
            <button type="button" className="btn" onClick={() => window.print()}>
              Print / PDF
            </button>
          </>
        }
      >
        <Facts
          items={[
            ['Tenant', tenantId],
            ['Period', `${report.from ?? 'beginning'} → ${report.to ?? 'now'}`],
            ['Jobs', report.jobIds.length ? report.jobIds.join(', ') : 'all'],
            ['Outcome', report.outcome === 'ai_score' ? 'AI score' : 'effective score (after review)'],
            ['Applicants (sample)', String(report.sampleSize)],
            ['Median score', report.medianScore === null ? '—' : String(report.medianScore)],
            ['Scored above the median', pct(report.scoringRate)],
            ...(report.notInSample
              ? ([['Disregarded by a reviewer (not in the sample)', String(report.notInSample.disregarded)]] as Array<
                  [string, string]
                >)
              : []),
            ...(withThreshold
              ? ([['Selection threshold', `score ≥ ${report.threshold}`]] as Array<[string, string]>)
              : []),
            [
              'Model versions',
              report.modelVersions
                .map(
                  (m) =>
                    `${m.engine ?? '?'} ${m.modelSha256?.slice(0, 12) ?? 'no model file'} prompt ${m.promptVersion ?? '?'} (${m.count})`,
                )
                .join('; ') || '—',
            ],
          ]}
        />
        {report.warnings.map((w) => (
          <p key={w.code} role="status" className="bias-warning">
            <Badge tone="warning">warning</Badge> {w.message}
          </p>
        ))}
        <p className="muted small">
          Rubric prepares this data for an independent auditor; it is not a bias audit in itself and not legal advice.
          Self-identification is voluntary: read the unknown counts and the 95% intervals before the ratios.
        </p>
      </Card>
      {BIAS_AUDIT_DIMENSIONS.map((name) => (
        <Card key={name} title={DIMENSION_LABELS[name]} className="bias-dimension">
          <ImpactChart name={name} dim={report.dimensions[name]} />
          <CategoryTable name={name} dim={report.dimensions[name]} withThreshold={withThreshold} />
        </Card>
      ))}
    </>
  );
}

export function BiasAuditScreen() {
  const scope = useScope();
  const tenants = usePartnerTenants(scope.partnerId, scope.environment);
  const list = tenants.data?.tenants ?? [];
  const tenantParam = scope.params.get('tenant');
  const tenantId = tenantParam && list.some((t) => t.tenantId === tenantParam) ? tenantParam : list[0]?.tenantId;
  const jobs = list.find((t) => t.tenantId === tenantId)?.jobIds ?? [];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [jobIds, setJobIds] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<'ai_score' | 'effective_score'>('ai_score');
  const [threshold, setThreshold] = useState('');
  const selectedJobs = jobIds.filter((j) => jobs.includes(j));
  const report = useBiasAudit({
    partnerId: scope.partnerId,
    environment: scope.environment,
    tenantId,
    from: dayStart(from),
    to: dayStart(to),
    jobIds: selectedJobs,
    outcome,
    threshold: /^\d{1,3}$/.test(threshold) && Number(threshold) <= 100 ? threshold : undefined,
  });
  return (
    <>
      <PageHeader
        title="Bias audit"
        description="Impact ratios by sex, race/ethnicity, their intersection and age band, from the scores given and the applicants’ voluntary self-identification (docs/bias-audit.md)."
      />
      <RequirePartner scope={scope}>
        <div className="no-print">
          <ScopeBar scope={scope}>
            <SelectField
              label="Tenant"
              value={tenantId ?? ''}
              onChange={(e) => scope.update({ tenant: e.target.value })}
              disabled={list.length === 0}
            >
              {list.map((t) => (
                <option key={t.tenantId} value={t.tenantId}>
                  {t.tenantId}
                </option>
              ))}
            </SelectField>
          </ScopeBar>
          <div className="toolbar">
            <TextField
              label="From (UTC day, inclusive)"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField label="To (UTC day, exclusive)" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            <SelectField
              label="Outcome"
              value={outcome}
              onChange={(e) => setOutcome(e.target.value === 'effective_score' ? 'effective_score' : 'ai_score')}
            >
              <option value="ai_score">AI score</option>
              <option value="effective_score">Effective score (after review)</option>
            </SelectField>
            <TextField
              label="Selection threshold (optional)"
              inputMode="numeric"
              placeholder="e.g. 70"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </div>
          {jobs.length > 0 && (
            <fieldset className="bias-jobs">
              <legend>Jobs (none checked: all)</legend>
              {jobs.map((j) => (
                <label key={j} className="checkbox">
                  <input
                    type="checkbox"
                    checked={selectedJobs.includes(j)}
                    onChange={(e) =>
                      setJobIds((prev) => (e.target.checked ? [...prev, j] : prev.filter((x) => x !== j)))
                    }
                  />{' '}
                  {j}
                </label>
              ))}
            </fieldset>
          )}
        </div>
        {tenants.isSuccess && list.length === 0 ? (
          <EmptyState title="No tenants yet">
            A tenant appears with its first request under this partner and environment.
          </EmptyState>
        ) : (
          <QueryView query={report}>{(r) => <Report report={r} tenantId={tenantId ?? ''} />}</QueryView>
        )}
      </RequirePartner>
    </>
  );
}
