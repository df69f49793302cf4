import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useAuditEvents, type AuditFilter } from '../api/audit';
import { EnvBadge } from '../components/badge';
import { FilterSelect, TextField } from '../components/field';
import { PageHeader } from '../components/page';
import { EnvironmentFilter, PagedTable, PartnerFilter, useSearchFilter } from '../components/paged-list';
import { useCursorPager } from '../components/pager';
import { SearchActions } from '../components/search-actions';
import { AUDIT_EVENT_TYPES, ENVIRONMENTS, oneOf } from '../lib/enums';
import { formatDateTime } from '../lib/format';
import { useDraftSearch } from '../lib/use-draft-search';

const TEXT_FIELDS = [
  ['tenant', 'Tenant (X-Tenant-Id)'],
  ['jobId', 'Job id'],
  ['applicationId', 'Application id'],
  ['scoringJobId', 'Scoring job id'],
] as const;

/** What the URL holds: the admin query's filters, with the range as days (`from` and `to` both included). */
type AuditSearch = Omit<AuditFilter, 'from' | 'to'> & {
  fromDay?: string | undefined;
  toDay?: string | undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (v: string | null) => (v && DAY.test(v) ? v : undefined);

function readSearch(params: URLSearchParams): AuditSearch {
  const text = (k: string) => params.get(k) || undefined;
  return {
    partnerId: text('partnerId'),
    environment: oneOf(ENVIRONMENTS, params.get('environment')),
    type: oneOf(AUDIT_EVENT_TYPES, params.get('type')),
    tenant: text('tenant'),
    jobId: text('jobId'),
    applicationId: text('applicationId'),
    scoringJobId: text('scoringJobId'),
    fromDay: dayOrUndefined(params.get('fromDay')),
    toDay: dayOrUndefined(params.get('toDay')),
  };
}

/** The admin query of a search: days become the instants [start of `fromDay`, end of `toDay`) in UTC. */
function toFilter({ fromDay, toDay, ...rest }: AuditSearch): AuditFilter {
  const end = toDay ? new Date(Date.parse(`${toDay}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString() : undefined;
  return { ...rest, from: fromDay ? `${fromDay}T00:00:00.000Z` : undefined, to: end };
}

function SearchForm({ search, onApply }: { search: AuditSearch; onApply: (s: AuditSearch) => void }) {
  const { draft, set, selectAndApply, submit, clear } = useDraftSearch(search, onApply);
  return (
    <form className="toolbar" onSubmit={submit} role="search" aria-label="Search the audit log">
      <PartnerFilter value={draft.partnerId} onChange={(v) => selectAndApply({ partnerId: v || undefined })} />
      <EnvironmentFilter
        value={draft.environment}
        onChange={(v) => selectAndApply({ environment: oneOf(ENVIRONMENTS, v) })}
      />
      <FilterSelect
        label="Event"
        value={draft.type}
        onChange={(v) => selectAndApply({ type: oneOf(AUDIT_EVENT_TYPES, v) })}
        anyLabel="Any event"
        options={AUDIT_EVENT_TYPES}
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
      <TextField
        label="From (UTC day)"
        name="fromDay"
        type="date"
        value={draft.fromDay ?? ''}
        onChange={(e) => set({ fromDay: e.target.value || undefined })}
        className="field-narrow"
      />
      <TextField
        label="To (UTC day, included)"
        name="toDay"
        type="date"
        value={draft.toDay ?? ''}
        onChange={(e) => set({ toDay: e.target.value || undefined })}
        className="field-narrow"
      />
      <SearchActions onClear={clear} />
    </form>
  );
}

export function AuditLogScreen() {
  const { params, replace } = useSearchFilter();
  const search = readSearch(params);
  const key = JSON.stringify(search);
  const pager = useCursorPager(key);
  const events = useAuditEvents(toFilter(search), pager.cursor);
  const filtered = Object.values(search).some(Boolean);
  // One event's data open at a time, in a full-width row under it (the table keeps its width).
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Audit log"
        description={
          <>
            Every recorded action, oldest first: who did it, to what, with which versions and digests. The log is
            hash-chained; check it with <code>npx rubric audit verify</code>.
          </>
        }
      />
      <SearchForm key={key} search={search} onApply={replace} />
      <PagedTable
        label="Audit events"
        query={events}
        pager={pager}
        items={(d) => d.events}
        nextCursor={(d) => d.nextCursor}
        empty={{
          title: filtered ? 'No audit events match' : 'No audit events yet',
          hint: filtered
            ? 'Identifiers must match exactly (they are case-sensitive).'
            : 'Events are recorded as partners submit applications and administrators act.',
        }}
        head={
          <tr>
            <th className="num">Seq</th>
            <th>When</th>
            <th>Event</th>
            <th>Actor</th>
            <th>Partner / tenant</th>
            <th>Job / application</th>
            <th>Data</th>
          </tr>
        }
        row={(e) => (
          <Fragment key={e.id}>
            <tr>
              <td className="num mono">{e.seq}</td>
              <td>{formatDateTime(e.at)}</td>
              <td>
                <code>{e.type}</code>
              </td>
              <td>
                <span className="small muted">{e.actor.type}</span> <code className="small">{e.actor.id}</code>
              </td>
              <td>
                {e.partnerName ?? <span className="muted">—</span>}{' '}
                {e.environment && <EnvBadge environment={e.environment} />}
                {e.tenant && (
                  <span className="block small mono truncate-sm truncate" title={e.tenant}>
                    {e.tenant}
                  </span>
                )}
              </td>
              <td className="mono">
                {e.scoringJobId ? (
                  <Link to={`/scoring-jobs/${e.scoringJobId}`} aria-label={`Scoring job ${e.scoringJobId}`}>
                    {e.jobId} / {e.applicationId}
                  </Link>
                ) : e.jobId ? (
                  <>
                    {e.jobId}
                    {e.applicationId ? ` / ${e.applicationId}` : ''}
                  </>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td>
                <button
                  type="button"
                  className="link-btn link-accent"
                  aria-expanded={open === e.id}
                  aria-controls={`audit-data-${e.seq}`}
                  onClick={() => setOpen(open === e.id ? null : e.id)}
                >
                  Data of event {e.seq}
                </button>
              </td>
            </tr>
            {open === e.id && (
              <tr id={`audit-data-${e.seq}`}>
                <td colSpan={7} className="wrap">
                  <pre className="code-block small" aria-label={`Data of event ${e.seq}`}>
                    {JSON.stringify(e.data, null, 2)}
                  </pre>
                  <p className="small muted mono break">
                    hash {e.hash} · previous {e.prevHash}
                  </p>
                </td>
              </tr>
            )}
          </Fragment>
        )}
      />
    </>
  );
}
