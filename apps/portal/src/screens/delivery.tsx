import { Link, useParams } from 'react-router';
import { useDelivery, useEndpoint, useRedeliver } from '../api/webhooks';
import { HttpStatus, StatusBadge } from '../components/badge';
import { Button } from '../components/button';
import { Card, Facts, PageHeader } from '../components/page';
import { EmptyState, ErrorState, Loading, ProblemMessage } from '../components/states';
import { useToast } from '../components/toast';
import { formatDateTime, formatMs, formatRelative } from '../lib/format';

export function DeliveryScreen() {
  const { deliveryId = '' } = useParams();
  const delivery = useDelivery(deliveryId);
  const endpoint = useEndpoint(delivery.data?.delivery.endpointId);
  const redeliver = useRedeliver();
  const toast = useToast();
  const back = <Link to="/deliveries">← Deliveries</Link>;
  if (delivery.isPending) return <Loading />;
  if (!delivery.data)
    return (
      <>
        <PageHeader title="Delivery" back={back} />
        <ErrorState error={delivery.error} onRetry={() => void delivery.refetch()} />
      </>
    );
  const d = delivery.data.delivery;
  const redeliverButton = (
    <Button
      variant="primary"
      busy={redeliver.isPending}
      onClick={() => redeliver.mutate(d.id, { onSuccess: () => toast('success', 'Redelivery queued') })}
    >
      Redeliver
    </Button>
  );
  return (
    <>
      <PageHeader
        title={`Delivery ${d.id}`}
        description="One event sent to one endpoint. A redelivery is one more attempt, now, with the same X-Webhook-Id."
        back={back}
        actions={redeliverButton}
      />
      {redeliver.error ? <ProblemMessage error={redeliver.error} /> : null}
      <div className="grid grid-2-1">
        <div className="stack">
          <Card title={<>Attempts ({d.attempts.length})</>}>
            {d.attempts.length === 0 ? (
              <EmptyState title="No attempt yet">
                {d.nextAttemptAt
                  ? `The first attempt is due ${formatRelative(d.nextAttemptAt)}.`
                  : 'Waiting for the delivery loop.'}
              </EmptyState>
            ) : (
              <ol className="attempts" aria-label="Attempts">
                {d.attempts.map((a) => (
                  <li key={a.id} className="attempt">
                    <div className="attempt-head">
                      <span className="strong">#{a.attemptNo}</span>
                      <HttpStatus code={a.statusCode} />
                      <span className="muted">{formatMs(a.latencyMs)}</span>
                      <span className="muted small" title={formatDateTime(a.startedAt)}>
                        {formatRelative(a.startedAt)}
                      </span>
                    </div>
                    {a.error && <p className="text-danger small">{a.error}</p>}
                    {a.responseExcerpt ? (
                      <pre className="code-block small" aria-label={`Response of attempt ${a.attemptNo}`}>
                        {a.responseExcerpt}
                      </pre>
                    ) : (
                      <p className="muted small">{a.statusCode === null ? 'No response.' : 'Empty response body.'}</p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Card>
          <Card title="Payload">
            <pre className="code-block small">{JSON.stringify(delivery.data.delivery.payload, null, 2)}</pre>
          </Card>
        </div>
        <div className="stack">
          <Card title="Delivery">
            <Facts
              items={[
                ['Status', <StatusBadge key="s" status={d.status} />],
                ['Event', <code key="e">{d.event}</code>],
                [
                  'Endpoint',
                  endpoint.data ? (
                    <span key="u" className="break mono small">
                      {endpoint.data.endpoint.url}
                    </span>
                  ) : (
                    <code key="u">{d.endpointId}</code>
                  ),
                ],
                ['Attempts', String(d.attemptCount)],
                ['Next attempt', d.status === 'pending' ? formatDateTime(d.nextAttemptAt) : '—'],
                ['Created', formatDateTime(d.createdAt)],
                ['Event id', <code key="ev">{d.eventId}</code>],
              ]}
            />
          </Card>
        </div>
      </div>
    </>
  );
}
