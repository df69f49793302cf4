import { useSearchParams } from 'react-router';
import { useDeletionRequest, useDeletionRequests, type DeletionFilter, type DeletionStatus } from '../api/deletion';
import { ENVIRONMENTS, usePartners } from '../api/partners';
import { EnvBadge, StatusBadge } from '../components/badge';
import { Dialog } from '../components/dialog';
import { FilterSelect } from '../components/field';
import { Card, Facts, PageHeader } from '../components/page';
import { Pager, useCursorPager } from '../components/pager';
import { EmptyState, ErrorState, Loading, QueryView } from '../components/states';
import { formatDateTime, formatRelative } from '../lib/format';

const STATUSES: readonly DeletionStatus[] = ['pending', 'completed', 'failed'];

function DeletionDetail({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const request = useDeletionRequest(id);
  return (
    <Dialog open={!!id} onClose={onClose} title="Deletion request" size="md">
      {id && (
        <QueryView query={request}>
          {({ deletionRequest: r }) => (
            <div className="stack-sm">
              {r.lastError && (
                <div className="alert alert-error" role="alert">
                  <strong className="alert-title">Last run failed</strong>
                  <span>{r.lastError}</span>
                </div>
              )}
              <Facts
                items={[
                  ['Id', <code key="id">{r.id}</code>],
                  ['Scope', r.scope],
                  [
                    'Partner',
                    <span key="p">
                      {r.partnerName} <EnvBadge environment={r.environment} />
                    </span>,
                  ],
                  ['Status', <StatusBadge key="s" status={r.status} />],
                  ['Runs', String(r.attempts)],
                  ['Requested', formatDateTime(r.createdAt)],
                  ['Updated', formatDateTime(r.updatedAt)],
                  ['Completed', formatDateTime(r.completedAt)],
                  ['Failed', formatDateTime(r.failedAt)],
                ]}
              />
            </div>
          )}
        </QueryView>
      )}
    </Dialog>
  );
}

export function DeletionRequestsScreen() {
  const [params, setParams] = useSearchParams();
  const partners = usePartners();
  const status = params.get('status');
  const env = params.get('environment');
  const filter: DeletionFilter = {
    status: STATUSES.find((s) => s === status),
    partnerId: params.get('partnerId') || undefined,
    environment: ENVIRONMENTS.find((e) => e === env),
  };
  const pager = useCursorPager(JSON.stringify(filter));
  const requests = useDeletionRequests(filter, pager.cursor);
  const set = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const openId = params.get('id') ?? undefined;
  return (
    <>
      <PageHeader
        title="Deletion requests"
        description="Partners’ requests to erase an application or a whole tenant. Failed runs are retried by the sweep; their error shows here."
      />
      <div className="toolbar">
        <FilterSelect
          label="Partner"
          value={filter.partnerId}
          onChange={(v) => set('partnerId', v)}
          anyLabel="All partners"
          options={(partners.data?.partners ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <FilterSelect
          label="Environment"
          value={filter.environment}
          onChange={(v) => set('environment', v)}
          anyLabel="Both"
          options={ENVIRONMENTS}
        />
        <FilterSelect
          label="Status"
          value={filter.status}
          onChange={(v) => set('status', v)}
          anyLabel="Any status"
          options={STATUSES}
        />
      </div>
      <Card>
        {requests.isPending ? (
          <Loading />
        ) : !requests.data ? (
          <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
        ) : requests.data.deletionRequests.length === 0 ? (
          <EmptyState title="No deletion requests">
            Partners ask for deletions with <code>DELETE /v1/applications/…</code> or <code>DELETE /v1/tenants/…</code>;
            each request is listed here until it is swept.
          </EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="table table-hover" aria-label="Deletion requests">
                <thead>
                  <tr>
                    <th>Request</th>
                    <th>Scope</th>
                    <th>Partner</th>
                    <th>Status</th>
                    <th className="num">Runs</th>
                    <th>Requested</th>
                    <th>Last error</th>
                  </tr>
                </thead>
                <tbody>
                  {requests.data.deletionRequests.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <button type="button" className="link-btn link-accent mono" onClick={() => set('id', r.id)}>
                          {r.id}
                        </button>
                      </td>
                      <td>{r.scope}</td>
                      <td>
                        {r.partnerName} <EnvBadge environment={r.environment} />
                      </td>
                      <td>
                        <StatusBadge status={r.status} />
                      </td>
                      <td className="num">{r.attempts}</td>
                      <td title={formatDateTime(r.createdAt)}>{formatRelative(r.createdAt)}</td>
                      <td className="truncate small wrap" title={r.lastError ?? undefined}>
                        {r.lastError ?? <span className="muted">—</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pager={pager}
              nextCursor={requests.data.nextCursor}
              count={requests.data.deletionRequests.length}
              busy={requests.isFetching}
            />
          </>
        )}
      </Card>
      <DeletionDetail id={openId} onClose={() => set('id', undefined)} />
    </>
  );
}
