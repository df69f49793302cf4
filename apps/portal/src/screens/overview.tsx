import type { AdminOverview, ReadyzResponse } from '@rubric/contracts';
import { Link } from 'react-router';
import { useOverview, useReadiness } from '../api/scoring-jobs';
import { Badge, EnvBadge, StatusBadge } from '../components/badge';
import { Card, PageHeader } from '../components/page';
import { EmptyState, ErrorState, Loading, QueryView } from '../components/states';
import { formatRelative } from '../lib/format';

type EngineStatus = ReadyzResponse['engines']['test'];

function EngineRow({ environment, engine }: { environment: string; engine: EngineStatus }) {
  const state = engine.error ? (
    <Badge tone="danger">error</Badge>
  ) : engine.state === 'loading' ? (
    <Badge tone="warning">loading</Badge>
  ) : engine.loaded ? (
    <Badge tone="success">loaded</Badge>
  ) : (
    <Badge tone="warning">not loaded</Badge>
  );
  return (
    <tr>
      <td>
        <EnvBadge environment={environment} />
      </td>
      <td>
        <code>{engine.engine}</code>
      </td>
      <td className="truncate" title={engine.modelFile ?? undefined}>
        {engine.modelName ?? engine.modelFile ?? (
          <span className="muted">{engine.engine === 'sandbox' ? 'no model needed' : 'none'}</span>
        )}
      </td>
      <td>{state}</td>
      <td className="muted small wrap">{engine.error ?? (engine.gpu ? `GPU: ${engine.gpu}` : 'CPU')}</td>
    </tr>
  );
}

function Health() {
  const ready = useReadiness();
  if (ready.isPending) return <Loading rows={2} />;
  if (!ready.data) return <ErrorState error={ready.error} onRetry={() => void ready.refetch()} />;
  const r = ready.data;
  return (
    <>
      <div className="health-line">
        <StatusBadge status={r.status === 'ready' ? 'ready' : 'failed'} />
        <span>
          {r.status === 'ready'
            ? 'Database open, migrations applied.'
            : r.database.open && r.database.migrationsApplied
              ? 'Not ready: the model is loading. Submissions are queued and scored once it has loaded.'
              : `Not ready: database ${r.database.open ? 'open' : 'closed'}, migrations ${r.database.migrationsApplied ? 'applied' : 'not applied'}.`}
        </span>
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>Environment</th>
              <th>Engine</th>
              <th>Model</th>
              <th>State</th>
              <th>Notes</th>
            </tr>
          </thead>
          <tbody>
            <EngineRow environment="test" engine={r.engines.test} />
            <EngineRow environment="live" engine={r.engines.live} />
          </tbody>
        </table>
      </div>
    </>
  );
}

type PartnerQueue = NonNullable<AdminOverview['queue']['byPartner']>[number];

/** Who waits, and for how long: the queue per partner, longest wait first. */
function QueueByPartner({ rows }: { rows: PartnerQueue[] }) {
  if (rows.length === 0)
    return <EmptyState title="Nothing waits">Every submitted application has been scored.</EmptyState>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>Partner</th>
            <th>Pending</th>
            <th>Scoring now</th>
            <th>Oldest wait</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((q) => (
            <tr key={`${q.partnerId}-${q.environment}`}>
              <td>
                {q.partnerName} <EnvBadge environment={q.environment} />
                {q.scoringPaused ? (
                  <>
                    {' '}
                    <Badge tone="warning">paused</Badge>
                  </>
                ) : null}
              </td>
              <td>{q.pending}</td>
              <td>{q.inFlight}</td>
              <td title={q.oldestPendingAt ?? undefined}>{formatWait(q.oldestWaitMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function formatWait(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

type BackupState = NonNullable<AdminOverview['backup']>;

/** The newest verified snapshot; a warning when none is newer than twice the interval, or backups are off. */
function Backups({ backup }: { backup: BackupState | undefined }) {
  if (!backup || !backup.enabled)
    return (
      <div className="health-line" role="alert">
        <Badge tone="warning">off</Badge>
        <span>
          No scheduled backups: set <code>BACKUP_DIR</code> to a folder on another disk (docs/OPERATIONS.md, backup and
          restore).
        </span>
      </div>
    );
  const every = backup.intervalSeconds === null ? '' : ` every ${formatWait(backup.intervalSeconds * 1000)}`;
  const last =
    backup.lastSuccessAt === null ? (
      'no verified snapshot yet'
    ) : (
      <span title={backup.lastSuccessAt}>last verified snapshot {formatRelative(backup.lastSuccessAt)}</span>
    );
  return (
    <div className="health-line" {...(backup.stale ? { role: 'alert' } : {})}>
      {backup.stale ? <Badge tone="danger">stale</Badge> : <Badge tone="success">ok</Badge>}
      <span>
        Snapshots{every}: {last}
        {backup.stale ? ', older than twice the interval: check the server log for “backup failed”' : ''}.
        {backup.failures > 0
          ? ` ${backup.failures} failed since the start (rubric_backup_failures_total), the last ${formatRelative(backup.lastFailureAt)}.`
          : ''}
      </span>
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'danger' }) {
  return (
    <div className="stat">
      <span className="stat-label">{label}</span>
      <span className={`stat-value ${tone && value > 0 ? 'text-danger' : ''}`}>{value}</span>
    </div>
  );
}

type PausedPartner = NonNullable<AdminOverview['queue']['pausedPartners']>[number];

/** Partners whose scoring an administrator paused: their applications wait until someone resumes them. */
function PausedScoring({ partners }: { partners: PausedPartner[] }) {
  if (partners.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status" data-testid="overview-scoring-paused">
      <strong className="alert-title">Scoring paused</strong>
      <span>
        {partners.map((p, i) => (
          <span key={p.partnerId}>
            {i > 0 ? ', ' : ''}
            <Link to={`/partners/${p.partnerId}`}>{p.partnerName}</Link> (since {formatRelative(p.pausedAt)})
          </span>
        ))}
        . Their applications are accepted and wait in the queue until scoring is resumed on the partner’s page.
      </span>
    </div>
  );
}

export function OverviewScreen() {
  const overview = useOverview();
  return (
    <>
      <PageHeader
        title="Overview"
        description="Health of this Rubric appliance, its scoring queue and the failures that need a look."
      />
      <div className="grid">
        {overview.data ? <PausedScoring partners={overview.data.queue.pausedPartners ?? []} /> : null}
        <QueryView query={overview} loadingRows={2}>
          {(o) => (
            <div className="stats">
              <Stat label="Queue: pending" value={o.queue.pending} />
              <Stat label="Scoring now" value={o.queue.inFlight} />
              <Stat label="Completed, last hour" value={o.jobsLastHour.completed} />
              <Stat label="Failed, last hour" value={o.jobsLastHour.failed} tone="danger" />
            </div>
          )}
        </QueryView>
        <Card title="Queue by partner">
          <QueryView query={overview}>{(o) => <QueueByPartner rows={o.queue.byPartner ?? []} />}</QueryView>
        </Card>
        <Card title="Health and engines">
          <Health />
        </Card>
        <Card title="Backups">
          <QueryView query={overview}>{(o) => <Backups backup={o.backup} />}</QueryView>
        </Card>
        <Card title="Recent failures" actions={<Link to="/scoring-jobs?status=failed">All failed jobs →</Link>}>
          <QueryView query={overview}>
            {(o) =>
              o.recentFailures.length === 0 ? (
                <EmptyState title="No failed scoring jobs">
                  Jobs that the engine could not score show up here, with a retry button on their page.
                </EmptyState>
              ) : (
                <div className="table-wrap">
                  <table className="table">
                    <thead>
                      <tr>
                        <th>Partner</th>
                        <th>Tenant</th>
                        <th>Job / application</th>
                        <th>Error</th>
                        <th>Failed</th>
                      </tr>
                    </thead>
                    <tbody>
                      {o.recentFailures.map((j) => (
                        <tr key={j.id}>
                          <td>
                            {j.partnerName} <EnvBadge environment={j.environment} />
                          </td>
                          <td className="mono truncate">{j.tenant}</td>
                          <td>
                            <Link to={`/scoring-jobs/${j.id}`} className="mono">
                              {j.jobId} / {j.applicationId}
                            </Link>
                          </td>
                          <td>
                            <code>{j.errorCode ?? '—'}</code>
                          </td>
                          <td title={j.updatedAt}>{formatRelative(j.updatedAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )
            }
          </QueryView>
        </Card>
      </div>
    </>
  );
}
