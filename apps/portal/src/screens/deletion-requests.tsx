import { useDeletionRequest, useDeletionRequests, type DeletionFilter } from '../api/deletion';
import { EnvBadge, StatusBadge } from '../components/badge';
import { Dialog } from '../components/dialog';
import { Facts, PageHeader } from '../components/page';
import { EnvironmentFilter, PagedTable, PartnerFilter, StatusFilter, useSearchFilter } from '../components/paged-list';
import { useCursorPager } from '../components/pager';
import { QueryView } from '../components/states';
import { DELETION_REQUEST_STATUSES, ENVIRONMENTS, oneOf } from '../lib/enums';
import { formatDateTime, formatRelative } from '../lib/format';

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
  const { params, set } = useSearchFilter();
  const filter: DeletionFilter = {
    status: oneOf(DELETION_REQUEST_STATUSES, params.get('status')),
    partnerId: params.get('partnerId') || undefined,
    environment: oneOf(ENVIRONMENTS, params.get('environment')),
  };
  const pager = useCursorPager(JSON.stringify(filter));
  const requests = useDeletionRequests(filter, pager.cursor);
  const openId = params.get('id') ?? undefined;
  return (
    <>
      <PageHeader
        title="Deletion requests"
        description="Partners’ requests to erase an application or a whole tenant. Failed runs are retried by the sweep; their error shows here."
      />
      <div className="toolbar">
        <PartnerFilter value={filter.partnerId} onChange={(v) => set('partnerId', v)} />
        <EnvironmentFilter value={filter.environment} onChange={(v) => set('environment', v)} />
        <StatusFilter value={filter.status} onChange={(v) => set('status', v)} options={DELETION_REQUEST_STATUSES} />
      </div>
      <PagedTable
        label="Deletion requests"
        query={requests}
        pager={pager}
        items={(d) => d.deletionRequests}
        nextCursor={(d) => d.nextCursor}
        empty={{
          title: 'No deletion requests',
          hint: (
            <>
              Partners ask for deletions with <code>DELETE /v1/applications/…</code> or{' '}
              <code>DELETE /v1/tenants/…</code>; each request is listed here until it is swept.
            </>
          ),
        }}
        head={
          <tr>
            <th>Request</th>
            <th>Scope</th>
            <th>Partner</th>
            <th>Status</th>
            <th className="num">Runs</th>
            <th>Requested</th>
            <th>Last error</th>
          </tr>
        }
        row={(r) => (
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
        )}
      />
      <DeletionDetail id={openId} onClose={() => set('id', undefined)} />
    </>
  );
}
