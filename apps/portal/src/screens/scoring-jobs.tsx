import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ENVIRONMENTS, usePartners } from '../api/partners';
import { useScoringJobs, type ScoringJobFilter, type ScoringJobStatus } from '../api/scoring-jobs';
import { EnvBadge, StatusBadge } from '../components/badge';
import { Button } from '../components/button';
import { FilterSelect, TextField } from '../components/field';
import { Card, PageHeader } from '../components/page';
import { Pager, useCursorPager } from '../components/pager';
import { EmptyState, ErrorState, Loading } from '../components/states';
import { formatDateTime, formatRelative } from '../lib/format';

const STATUSES: readonly ScoringJobStatus[] = ['pending', 'completed', 'failed'];
const TEXT_FIELDS = [
  ['tenant', 'Tenant (X-Tenant-Id)'],
  ['jobId', 'Job id'],
  ['applicationId', 'Application id'],
] as const;

function readFilter(params: URLSearchParams): ScoringJobFilter {
  const env = params.get('environment');
  const status = params.get('status');
  const text = (k: string) => params.get(k) || undefined;
  return {
    partnerId: text('partnerId'),
    environment: ENVIRONMENTS.find((e) => e === env),
    tenant: text('tenant'),
    jobId: text('jobId'),
    applicationId: text('applicationId'),
    status: STATUSES.find((s) => s === status),
  };
}

/** Free-text fields are applied on submit (Enter or Search), so that typing does not fire a query per key. */
function SearchForm({ filter, onApply }: { filter: ScoringJobFilter; onApply: (f: ScoringJobFilter) => void }) {
  const partners = usePartners();
  const [draft, setDraft] = useState(filter);
  const set = (patch: Partial<ScoringJobFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const selectAndApply = (patch: Partial<ScoringJobFilter>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onApply(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form className="toolbar" onSubmit={submit} role="search" aria-label="Search scoring jobs">
      <FilterSelect
        label="Partner"
        value={draft.partnerId}
        onChange={(v) => selectAndApply({ partnerId: v || undefined })}
        anyLabel="All partners"
        options={(partners.data?.partners ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
      <FilterSelect
        label="Environment"
        value={draft.environment}
        onChange={(v) => selectAndApply({ environment: ENVIRONMENTS.find((x) => x === v) })}
        anyLabel="Both"
        options={ENVIRONMENTS}
      />
      {TEXT_FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          name={key}
          value={draft[key] ?? ''}
          onChange={(e) => set({ [key]: e.target.value.trim() || undefined })}
          spellCheck={false}
          className="field-narrow"
        />
      ))}
      <FilterSelect
        label="Status"
        value={draft.status}
        onChange={(v) => selectAndApply({ status: STATUSES.find((s) => s === v) })}
        anyLabel="Any status"
        options={STATUSES}
      />
      <div className="toolbar-actions">
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

export function ScoringJobsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const key = JSON.stringify(filter);
  const pager = useCursorPager(key);
  const jobs = useScoringJobs(filter, pager.cursor);
  const apply = (f: ScoringJobFilter) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v) next.set(k, v);
    setParams(next, { replace: true });
  };
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <PageHeader
        title="Scoring jobs"
        description="Find a scoring job by partner, tenant, job, application or status; open it to see its result, evidence and error, or retry it."
      />
      <SearchForm key={key} filter={filter} onApply={apply} />
      <Card>
        {jobs.isPending ? (
          <Loading />
        ) : !jobs.data ? (
          <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : jobs.data.scoringJobs.length === 0 ? (
          <EmptyState title={filtered ? 'No scoring jobs match' : 'No scoring jobs yet'}>
            {filtered
              ? 'Identifiers must match exactly (they are case-sensitive).'
              : 'Jobs appear here once partners submit applications to /v1.'}
          </EmptyState>
        ) : (
          <>
            {jobs.error ? <ErrorState error={jobs.error} /> : null}
            <div className="table-wrap">
              <table className="table table-hover" aria-label="Scoring jobs">
                <thead>
                  <tr>
                    <th>Job / application</th>
                    <th>Partner</th>
                    <th>Tenant</th>
                    <th>Status</th>
                    <th className="num">Score</th>
                    <th className="num">Attempts</th>
                    <th>Updated</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.data.scoringJobs.map((j) => (
                    <tr key={j.id}>
                      <td>
                        <Link to={`/scoring-jobs/${j.id}`} className="mono">
                          {j.jobId} / {j.applicationId}
                        </Link>
                      </td>
                      <td>
                        {j.partnerName} <EnvBadge environment={j.environment} />
                      </td>
                      <td className="mono truncate" title={j.tenant}>
                        {j.tenant}
                      </td>
                      <td>
                        <span className="row-sm">
                          <StatusBadge status={j.status} />
                          {j.errorCode && <code className="small muted">{j.errorCode}</code>}
                        </span>
                      </td>
                      <td className="num">{j.score ?? '—'}</td>
                      <td className="num">{j.attempts}</td>
                      <td title={formatDateTime(j.updatedAt)}>{formatRelative(j.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pager={pager}
              nextCursor={jobs.data.nextCursor}
              count={jobs.data.scoringJobs.length}
              busy={jobs.isFetching}
            />
          </>
        )}
      </Card>
    </>
  );
}
