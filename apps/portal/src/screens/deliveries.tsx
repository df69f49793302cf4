import type { WebhookDeliveryStatus, WebhookEventType } from '@rubric/contracts';
import { Link, useSearchParams } from 'react-router';
import { usePartners } from '../api/partners';
import { useDeliveries, useEndpoints, useEndpointUrls, type DeliveryFilter } from '../api/webhooks';
import { StatusBadge } from '../components/badge';
import { Button } from '../components/button';
import { FilterSelect } from '../components/field';
import { Card, PageHeader } from '../components/page';
import { Pager, useCursorPager } from '../components/pager';
import { EmptyState, ErrorState, Loading } from '../components/states';
import { WEBHOOK_EVENT_TYPES } from '../lib/contracts';
import { formatDateTime, formatRelative } from '../lib/format';

const STATUSES: readonly WebhookDeliveryStatus[] = ['pending', 'succeeded', 'failed'];

function useFilter() {
  const [params, setParams] = useSearchParams();
  const event = params.get('event');
  const status = params.get('status');
  const filter: DeliveryFilter = {
    partnerId: params.get('partner') ?? undefined,
    endpointId: params.get('endpoint') ?? undefined,
    event: WEBHOOK_EVENT_TYPES.find((e) => e === event),
    status: STATUSES.find((s) => s === status),
  };
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key === 'partner') next.delete('endpoint');
        return next;
      },
      { replace: true },
    );
  return { filter, set, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

export function DeliveriesScreen() {
  const { filter, set, clear } = useFilter();
  const partners = usePartners();
  const endpoints = useEndpoints(filter.partnerId);
  const endpointUrl = useEndpointUrls((partners.data?.partners ?? []).map((p) => p.id));
  const pager = useCursorPager(JSON.stringify(filter));
  const deliveries = useDeliveries(filter, pager.cursor);
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <PageHeader
        title="Deliveries"
        description="Every webhook event sent to an endpoint, with each attempt. Refreshes every few seconds."
      />
      <div className="toolbar">
        <FilterSelect
          label="Partner"
          value={filter.partnerId}
          onChange={(v) => set('partner', v)}
          anyLabel="All partners"
          options={(partners.data?.partners ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <FilterSelect
          label="Endpoint"
          value={filter.endpointId}
          onChange={(v) => set('endpoint', v)}
          disabled={!filter.partnerId}
          title={filter.partnerId ? undefined : 'Choose a partner first'}
          anyLabel={filter.partnerId ? 'All endpoints' : 'Choose a partner first'}
          options={(endpoints.data?.endpoints ?? []).map((e) => ({
            value: e.id,
            label: `${e.environment} · ${e.url}`,
          }))}
        />
        <FilterSelect
          label="Event"
          value={filter.event}
          onChange={(v) => set('event', v as WebhookEventType | '')}
          anyLabel="All events"
          options={WEBHOOK_EVENT_TYPES}
        />
        <FilterSelect
          label="Status"
          value={filter.status}
          onChange={(v) => set('status', v)}
          anyLabel="Any status"
          options={STATUSES}
        />
        {filtered && (
          <Button variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>
      <Card>
        {deliveries.isPending ? (
          <Loading />
        ) : !deliveries.data ? (
          <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        ) : deliveries.data.deliveries.length === 0 ? (
          <EmptyState title={filtered ? 'No deliveries match these filters' : 'No deliveries yet'}>
            {filtered
              ? 'Try another status or event, or clear the filters.'
              : 'A delivery is made for each event an endpoint subscribes to. Playground tests are not deliveries: their outcome shows on the Playground.'}
          </EmptyState>
        ) : (
          <>
            {deliveries.error ? <ErrorState error={deliveries.error} /> : null}
            <div className="table-wrap">
              <table className="table table-hover" aria-label="Deliveries" aria-busy={deliveries.isFetching}>
                <thead>
                  <tr>
                    <th title="The delivery id is the X-Webhook-Id header receivers deduplicate on">Delivery</th>
                    <th>Event</th>
                    <th>Endpoint</th>
                    <th>Status</th>
                    <th className="num">Attempts</th>
                    <th>Last attempt</th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data.deliveries.map((d) => (
                    <tr key={d.id}>
                      <td>
                        <Link to={`/deliveries/${d.id}`} className="mono">
                          {d.id}
                        </Link>
                      </td>
                      <td>
                        <code>{d.event}</code>
                      </td>
                      <td
                        className="truncate truncate-sm mono small"
                        title={endpointUrl.get(d.endpointId) ?? d.endpointId}
                      >
                        {/* Without the scheme, the part that tells endpoints apart fits the column. */}
                        {endpointUrl.get(d.endpointId)?.replace(/^https?:\/\//, '') ?? d.endpointId}
                      </td>
                      <td>
                        <span className="row-sm">
                          <StatusBadge status={d.status} />
                          {d.status === 'pending' && d.nextAttemptAt && (
                            <span className="muted small" title={formatDateTime(d.nextAttemptAt)}>
                              next {formatRelative(d.nextAttemptAt)}
                            </span>
                          )}
                        </span>
                      </td>
                      <td className="num">{d.attemptCount}</td>
                      <td title={formatDateTime(d.lastAttemptAt)}>{formatRelative(d.lastAttemptAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pager={pager}
              nextCursor={deliveries.data.nextCursor}
              count={deliveries.data.deliveries.length}
              busy={deliveries.isFetching}
            />
          </>
        )}
      </Card>
    </>
  );
}
