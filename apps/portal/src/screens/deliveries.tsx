import type { WebhookEventType } from '@rubric/contracts';
import { Link } from 'react-router';
import { usePartners } from '../api/partners';
import { useDeliveries, useEndpoints, useEndpointUrls, type DeliveryFilter } from '../api/webhooks';
import { StatusBadge } from '../components/badge';
import { Button } from '../components/button';
import { FilterSelect } from '../components/field';
import { PageHeader } from '../components/page';
import { PagedTable, PartnerFilter, StatusFilter, useSearchFilter } from '../components/paged-list';
import { useCursorPager } from '../components/pager';
import { WEBHOOK_EVENT_TYPES } from '../lib/contracts';
import { oneOf, WEBHOOK_DELIVERY_STATUSES } from '../lib/enums';
import { formatDateTime, formatRelative } from '../lib/format';

function useFilter() {
  const { params, set, clear } = useSearchFilter();
  const filter: DeliveryFilter = {
    partnerId: params.get('partner') ?? undefined,
    endpointId: params.get('endpoint') ?? undefined,
    event: oneOf<WebhookEventType>(WEBHOOK_EVENT_TYPES, params.get('event')),
    status: oneOf(WEBHOOK_DELIVERY_STATUSES, params.get('status')),
  };
  return { filter, set, clear };
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
        {/* Another partner's endpoints are not this partner's: choosing a partner clears the endpoint. */}
        <PartnerFilter value={filter.partnerId} onChange={(v) => set('partner', v, ['endpoint'])} />
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
          onChange={(v) => set('event', v)}
          anyLabel="All events"
          options={WEBHOOK_EVENT_TYPES}
        />
        <StatusFilter value={filter.status} onChange={(v) => set('status', v)} options={WEBHOOK_DELIVERY_STATUSES} />
        {filtered && (
          <Button variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>
      <PagedTable
        label="Deliveries"
        query={deliveries}
        pager={pager}
        items={(d) => d.deliveries}
        nextCursor={(d) => d.nextCursor}
        empty={{
          title: filtered ? 'No deliveries match these filters' : 'No deliveries yet',
          hint: filtered
            ? 'Try another status or event, or clear the filters.'
            : 'A delivery is made for each event an endpoint subscribes to. Playground tests are not deliveries: their outcome shows on the Playground.',
        }}
        head={
          <tr>
            <th title="The delivery id is the X-Webhook-Id header receivers deduplicate on">Delivery</th>
            <th>Event</th>
            <th>Endpoint</th>
            <th>Status</th>
            <th className="num">Attempts</th>
            <th>Last attempt</th>
          </tr>
        }
        row={(d) => (
          <tr key={d.id}>
            <td>
              <Link to={`/deliveries/${d.id}`} className="mono">
                {d.id}
              </Link>
            </td>
            <td>
              <code>{d.event}</code>
            </td>
            <td className="truncate truncate-sm mono small" title={endpointUrl.get(d.endpointId) ?? d.endpointId}>
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
        )}
      />
    </>
  );
}
