import type { SendTestWebhookResponse, WebhookEventType } from '@rubric/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useEndpoints, useSendTest } from '../api/webhooks';
import { HttpStatus } from '../components/badge';
import { Button } from '../components/button';
import { SelectField } from '../components/field';
import { Card, Facts, PageHeader } from '../components/page';
import { RequirePartner, ScopeBar, useScope } from '../components/scope';
import { EmptyState, Loading, ProblemMessage } from '../components/states';
import {
  BatchCompletedEvent,
  ReviewRecordedEvent,
  ScoreCompletedEvent,
  ScoreFailedEvent,
  WEBHOOK_EVENT_TYPES,
} from '../lib/contracts';
import { formatMs } from '../lib/format';
import { samplePayload } from '../lib/samples';

const SCHEMAS = {
  'score.completed': ScoreCompletedEvent,
  'score.failed': ScoreFailedEvent,
  'batch.completed': BatchCompletedEvent,
  'review.recorded': ReviewRecordedEvent,
} as const;

type Check = { ok: true; value: unknown } | { ok: false; problems: string[] };

/** The same schema the server applies, so that Send is only offered for a payload it will accept. */
function checkPayload(event: WebhookEventType, text: string): Check {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, problems: [`Not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const parsed = SCHEMAS[event].safeParse(value);
  if (parsed.success) return { ok: true, value };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(payload)'}: ${i.message}`),
  };
}

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

function Outcome({ result }: { result: SendTestWebhookResponse }) {
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  return (
    <div className="stack-sm" data-testid="playground-outcome">
      <div className={`alert ${ok ? 'alert-success' : 'alert-error'}`} role="status">
        <strong className="alert-title">{ok ? 'Delivered' : 'Not delivered'}</strong>
        <span>
          {ok
            ? 'The endpoint answered with a 2xx status.'
            : (result.error ?? 'The endpoint did not answer with a 2xx status.')}
        </span>
      </div>
      <Facts
        items={[
          ['Status', <HttpStatus key="s" code={result.status} />],
          ['Latency', formatMs(result.latencyMs)],
        ]}
      />
      <span className="label">Response excerpt</span>
      {result.responseExcerpt ? (
        <pre className="code-block small">{result.responseExcerpt}</pre>
      ) : (
        <p className="muted small">No response body.</p>
      )}
    </div>
  );
}

export function PlaygroundScreen() {
  const scope = useScope();
  const endpoints = useEndpoints(scope.partnerId, scope.environment);
  const [event, setEvent] = useState<WebhookEventType>('score.completed');
  const [text, setText] = useState(() => pretty(samplePayload('score.completed')));
  const send = useSendTest();
  const list = endpoints.data?.endpoints ?? [];
  const requested = scope.params.get('endpoint');
  const endpointId = list.find((e) => e.id === requested)?.id ?? list[0]?.id;
  const check = useMemo(() => checkPayload(event, text), [event, text]);
  const chooseEvent = (ev: WebhookEventType) => {
    setEvent(ev);
    setText(pretty(samplePayload(ev)));
    send.reset();
  };
  const submit = () => {
    if (!endpointId || !check.ok) return;
    send.mutate({ id: endpointId, event, payload: check.value });
  };
  return (
    <>
      <PageHeader
        title="Playground"
        description={
          <>
            Send one signed test event to an endpoint and see what it answers. Test sends carry{' '}
            <code>X-Webhook-Test: true</code>, are not retried, and do not appear among deliveries.
          </>
        }
      />
      <RequirePartner scope={scope}>
        <ScopeBar scope={scope}>
          <SelectField
            label="Endpoint"
            value={endpointId ?? ''}
            onChange={(e) => scope.update({ endpoint: e.target.value })}
            disabled={list.length === 0}
          >
            {list.length === 0 && <option value="">No endpoints</option>}
            {list.map((e) => (
              <option key={e.id} value={e.id}>
                {e.url}
                {e.enabled ? '' : ' (disabled)'}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Event type"
            value={event}
            onChange={(e) => chooseEvent(e.target.value as WebhookEventType)}
          >
            {WEBHOOK_EVENT_TYPES.map((ev) => (
              <option key={ev} value={ev}>
                {ev}
              </option>
            ))}
          </SelectField>
        </ScopeBar>
        {endpoints.isPending ? (
          <Loading />
        ) : list.length === 0 ? (
          <Card>
            <EmptyState
              title={`No endpoints in ${scope.environment}`}
              action={
                <Link
                  className="btn btn-primary"
                  to={`/webhooks?partner=${scope.partnerId ?? ''}&env=${scope.environment}`}
                >
                  Add an endpoint
                </Link>
              }
            >
              The playground sends to one of the partner’s endpoints.
            </EmptyState>
          </Card>
        ) : (
          <div className="grid grid-1-1">
            <Card
              title="Payload"
              actions={
                <Button size="sm" variant="ghost" onClick={() => chooseEvent(event)}>
                  Reset to sample
                </Button>
              }
            >
              <label htmlFor="payload" className="visually-hidden">
                Payload JSON
              </label>
              <textarea
                id="payload"
                className={`code-editor ${check.ok ? '' : 'invalid'}`}
                spellCheck={false}
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={!check.ok}
                aria-describedby="payload-check"
                rows={22}
              />
              <div id="payload-check" className={check.ok ? 'check-ok' : 'check-bad'} aria-live="polite">
                {check.ok ? (
                  <span>✓ Valid {event} payload</span>
                ) : (
                  <ul>
                    {check.problems.slice(0, 6).map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="row-sm">
                <Button variant="primary" onClick={submit} disabled={!check.ok || !endpointId} busy={send.isPending}>
                  Send test event
                </Button>
              </div>
            </Card>
            <Card title="Outcome">
              {send.isPending ? (
                <Loading label="Sending…" rows={2} />
              ) : send.error ? (
                <ProblemMessage error={send.error} />
              ) : send.data ? (
                <Outcome result={send.data} />
              ) : (
                <EmptyState title="Nothing sent yet">
                  The status, latency and the first kilobyte of the endpoint’s answer appear here.
                </EmptyState>
              )}
            </Card>
          </div>
        )}
      </RequirePartner>
    </>
  );
}
