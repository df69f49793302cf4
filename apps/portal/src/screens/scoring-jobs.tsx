import { Link } from 'react-router';
import { useScoringJobs, type ScoringJobFilter } from '../api/scoring-jobs';
import { EnvBadge, StatusBadge } from '../components/badge';
import { TextField } from '../components/field';
import { PageHeader } from '../components/page';
import { EnvironmentFilter, PagedTable, PartnerFilter, StatusFilter, useSearchFilter } from '../components/paged-list';
import { useCursorPager } from '../components/pager';
import { SearchActions } from '../components/search-actions';
import { ENVIRONMENTS, oneOf, SCORING_JOB_STATUSES } from '../lib/enums';
import { formatDateTime, formatRelative } from '../lib/format';
import { useDraftSearch } from '../lib/use-draft-search';
const TEXT_FIELDS = [
  ['tenant', 'Tenant (X-Tenant-Id)'],
  ['jobId', 'Job id'],
  ['applicationId', 'Application id'],
] as const;

function readFilter(params: URLSearchParams): ScoringJobFilter {
  const text = (k: string) => params.get(k) || undefined;
  return {
    partnerId: text('partnerId'),
    environment: oneOf(ENVIRONMENTS, params.get('environment')),
    tenant: text('tenant'),
    jobId: text('jobId'),
    applicationId: text('applicationId'),
    status: oneOf(SCORING_JOB_STATUSES, params.get('status')),
  };
}

/** Free-text fields are applied on submit (Enter or Search), so that typing does not fire a query per key. */
function SearchForm({ filter, onApply }: { filter: ScoringJobFilter; onApply: (f: ScoringJobFilter) => void }) {
  const { draft, set, selectAndApply, submit, clear } = useDraftSearch(filter, onApply);
  return (
    <form className="toolbar" onSubmit={submit} role="search" aria-label="Search scoring jobs">
      <PartnerFilter value={draft.partnerId} onChange={(v) => selectAndApply({ partnerId: v || undefined })} />
      <EnvironmentFilter
        value={draft.environment}
        onChange={(v) => selectAndApply({ environment: oneOf(ENVIRONMENTS, v) })}
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
      <StatusFilter
        value={draft.status}
        onChange={(v) => selectAndApply({ status: oneOf(SCORING_JOB_STATUSES, v) })}
        options={SCORING_JOB_STATUSES}
      />
      <SearchActions onClear={clear} />
    </form>
  );
}

export function ScoringJobsScreen() {
  const { params, replace } = useSearchFilter();
  const filter = readFilter(params);
  const key = JSON.stringify(filter);
  const pager = useCursorPager(key);
  const jobs = useScoringJobs(filter, pager.cursor);
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <PageHeader
        title="Scoring jobs"
        description="Find a scoring job by partner, tenant, job, application or status; open it to see its result, evidence and error, or retry it."
      />
      <SearchForm key={key} filter={filter} onApply={replace} />
      <PagedTable
        label="Scoring jobs"
        query={jobs}
        pager={pager}
        items={(d) => d.scoringJobs}
        nextCursor={(d) => d.nextCursor}
        empty={{
          title: filtered ? 'No scoring jobs match' : 'No scoring jobs yet',
          hint: filtered
            ? 'Identifiers must match exactly (they are case-sensitive).'
            : 'Jobs appear here once partners submit applications to /v1.',
        }}
        head={
          <tr>
            <th>Job / application</th>
            <th>Partner</th>
            <th>Tenant</th>
            <th>Status</th>
            <th className="num">Score</th>
            <th className="num">Attempts</th>
            <th>Updated</th>
          </tr>
        }
        row={(j) => (
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
        )}
      />
    </>
  );
}
