import type { RevealWebhookSecretResponse, WebhookEndpoint } from '@rubric/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Environment } from '@rubric/contracts';
import {
  useCreateEndpoint,
  useDeleteEndpoint,
  useEndpoints,
  useRevealSecret,
  useRotateSecret,
  useUpdateEndpoint,
} from '../api/webhooks';
import { Badge, EnvBadge } from '../components/badge';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SecretValue } from '../components/copy-button';
import { Dialog } from '../components/dialog';
import { Card, PageHeader } from '../components/page';
import { RequirePartner, ScopeBar, useScope } from '../components/scope';
import { EmptyState, ProblemMessage, QueryView } from '../components/states';
import { useToast } from '../components/toast';
import { WEBHOOK_ENDPOINTS_MAX } from '../lib/contracts';
import { formatDateTime, formatRelative } from '../lib/format';
import { EndpointFormDialog } from './webhook-endpoint-form';

type Action = { kind: 'edit' | 'delete' | 'rotate'; endpoint: WebhookEndpoint } | { kind: 'create' } | null;
type Shown = { title: string; secret: RevealWebhookSecretResponse; note: string } | null;

function EndpointCard({
  e,
  onAction,
  onReveal,
  revealing,
}: {
  e: WebhookEndpoint;
  onAction: (a: Action) => void;
  onReveal: () => void;
  revealing: boolean;
}) {
  const update = useUpdateEndpoint();
  const toast = useToast();
  const toggle = () =>
    update.mutate(
      { id: e.id, enabled: !e.enabled },
      { onSuccess: ({ endpoint }) => toast('success', `Endpoint ${endpoint.enabled ? 'enabled' : 'disabled'}`) },
    );
  return (
    <li className="endpoint" aria-label={`Endpoint ${e.url}`}>
      <div className="endpoint-main">
        <div className="endpoint-url">
          <code className="truncate" title={e.url}>
            {e.url}
          </code>
          {e.enabled ? <Badge tone="success">enabled</Badge> : <Badge>disabled</Badge>}
          {e.previousSecretExpiresAt && (
            <Badge
              tone="warning"
              title={`The previous secret also signs until ${formatDateTime(e.previousSecretExpiresAt)}`}
            >
              rotating secret
            </Badge>
          )}
        </div>
        {e.description && <p className="muted">{e.description}</p>}
        <div className="endpoint-meta">
          {e.events.map((ev) => (
            <code key={ev} className="chip">
              {ev}
            </code>
          ))}
          <span className="muted small">
            created {formatRelative(e.createdAt)} · id <span className="mono">{e.id}</span>
          </span>
        </div>
        {update.error ? <ProblemMessage error={update.error} compact /> : null}
      </div>
      <div className="endpoint-actions">
        <Button size="sm" onClick={() => onAction({ kind: 'edit', endpoint: e })}>
          Edit
        </Button>
        <Button size="sm" onClick={toggle} busy={update.isPending}>
          {e.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button size="sm" onClick={onReveal} busy={revealing}>
          Reveal secret
        </Button>
        <Button size="sm" onClick={() => onAction({ kind: 'rotate', endpoint: e })}>
          Rotate secret
        </Button>
        <Link
          className="btn btn-sm btn-secondary"
          to={`/playground?partner=${e.partnerId}&env=${e.environment}&endpoint=${e.id}`}
        >
          Send test
        </Link>
        <Link className="btn btn-sm btn-secondary" to={`/deliveries?partner=${e.partnerId}&endpoint=${e.id}`}>
          Deliveries
        </Link>
        <Button size="sm" variant="danger" onClick={() => onAction({ kind: 'delete', endpoint: e })}>
          Delete
        </Button>
      </div>
    </li>
  );
}

function EndpointList({ partnerId, environment }: { partnerId: string; environment: Environment }) {
  const endpoints = useEndpoints(partnerId, environment);
  const create = useCreateEndpoint(partnerId, environment);
  const update = useUpdateEndpoint();
  const remove = useDeleteEndpoint();
  const rotate = useRotateSecret();
  const reveal = useRevealSecret();
  const toast = useToast();
  const [action, setAction] = useState<Action>(null);
  const [shown, setShown] = useState<Shown>(null);
  const close = () => {
    for (const m of [create, update, remove, rotate]) m.reset();
    setAction(null);
  };
  const done = (message: string) => {
    toast('success', message);
    close();
  };
  const count = endpoints.data?.endpoints.length ?? 0;
  const full = count >= WEBHOOK_ENDPOINTS_MAX;
  const addButton = (
    <Button
      variant="primary"
      size="sm"
      disabled={full || endpoints.isPending}
      onClick={() => setAction({ kind: 'create' })}
      title={full ? `At most ${WEBHOOK_ENDPOINTS_MAX} endpoints per environment` : undefined}
    >
      Add endpoint
    </Button>
  );
  const title = (
    <>
      Endpoints <EnvBadge environment={environment} />{' '}
      <span
        className={`counter ${full ? 'counter-full' : ''}`}
        aria-label={`${count} of ${WEBHOOK_ENDPOINTS_MAX} endpoints used`}
      >
        {count} of {WEBHOOK_ENDPOINTS_MAX}
      </span>
    </>
  );
  const doReveal = (e: WebhookEndpoint) =>
    reveal.mutate(e.id, {
      onSuccess: (secret) =>
        setShown({
          title: 'Signing secret',
          secret,
          note: 'Verify the X-Webhook-Signature header with this secret, whsec_ prefix included.',
        }),
    });
  return (
    <Card title={title} actions={addButton}>
      {full && (
        <p className="muted small">
          This environment has the maximum of {WEBHOOK_ENDPOINTS_MAX} endpoints; delete one to add another.
        </p>
      )}
      {reveal.error ? <ProblemMessage error={reveal.error} /> : null}
      <QueryView query={endpoints}>
        {({ endpoints: list }) =>
          list.length === 0 ? (
            <EmptyState title="No webhook endpoints" action={addButton}>
              Add an HTTPS endpoint to receive <code>score.completed</code>, <code>score.failed</code>,{' '}
              <code>batch.completed</code> and <code>review.recorded</code> events, signed with its own secret.
            </EmptyState>
          ) : (
            <ul className="endpoint-list">
              {list.map((e) => (
                <EndpointCard
                  key={e.id}
                  e={e}
                  onAction={setAction}
                  onReveal={() => doReveal(e)}
                  revealing={reveal.isPending && reveal.variables === e.id}
                />
              ))}
            </ul>
          )
        }
      </QueryView>

      {(action?.kind === 'create' || action?.kind === 'edit') && (
        <EndpointFormDialog
          key={action.kind === 'edit' ? action.endpoint.id : 'new'}
          open
          endpoint={action.kind === 'edit' ? action.endpoint : null}
          busy={create.isPending || update.isPending}
          error={action.kind === 'edit' ? update.error : create.error}
          onClose={close}
          onSubmit={(input) =>
            action.kind === 'edit'
              ? update.mutate({ id: action.endpoint.id, ...input }, { onSuccess: () => done('Endpoint saved') })
              : create.mutate(input, {
                  onSuccess: (r) => {
                    close();
                    setShown({
                      title: 'Endpoint created',
                      secret: { secret: r.secret, previousSecret: null },
                      note: 'This is the signing secret of the new endpoint. You can reveal it again later.',
                    });
                  },
                })
          }
        />
      )}
      <ConfirmDialog
        open={action?.kind === 'rotate'}
        title="Rotate signing secret?"
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        error={rotate.error}
        onClose={close}
        onConfirm={() =>
          action?.kind === 'rotate' &&
          rotate.mutate(action.endpoint.id, {
            onSuccess: (r) => {
              close();
              setShown({
                title: 'New signing secret',
                secret: { secret: r.secret, previousSecret: null },
                note: `Deliveries carry a signature for both secrets until ${formatDateTime(r.previousSecretExpiresAt)}; switch your receiver to the new one before then.`,
              });
            },
          })
        }
      >
        <p>
          A new secret is issued now. The current one keeps signing deliveries for 24 hours, so that receivers can
          switch without missing events.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title="Delete webhook endpoint?"
        confirmLabel="Delete endpoint"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() =>
          action?.kind === 'delete' && remove.mutate(action.endpoint.id, { onSuccess: () => done('Endpoint deleted') })
        }
      >
        <p>
          <code className="break">{action?.kind === 'delete' ? action.endpoint.url : ''}</code> will receive no more
          events, and its deliveries and their attempts are deleted with it.
        </p>
      </ConfirmDialog>
      <Dialog
        open={!!shown}
        onClose={() => setShown(null)}
        title={shown?.title ?? ''}
        footer={
          <Button variant="primary" onClick={() => setShown(null)}>
            Done
          </Button>
        }
      >
        {shown && (
          <div className="stack-sm">
            <p className="muted">{shown.note}</p>
            <SecretValue value={shown.secret.secret} label="Signing secret" />
            {shown.secret.previousSecret && (
              <>
                <p className="muted small">
                  Previous secret, still signing until {formatDateTime(shown.secret.previousSecret.expiresAt)}:
                </p>
                <SecretValue value={shown.secret.previousSecret.secret} label="Previous signing secret" />
              </>
            )}
          </div>
        )}
      </Dialog>
    </Card>
  );
}

export function WebhooksScreen() {
  const scope = useScope();
  return (
    <>
      <PageHeader
        title="Webhook endpoints"
        description={`Where Rubric sends events, per partner and environment (at most ${WEBHOOK_ENDPOINTS_MAX} each).`}
      />
      <RequirePartner scope={scope}>
        <ScopeBar scope={scope} />
        {scope.partnerId && <EndpointList partnerId={scope.partnerId} environment={scope.environment} />}
      </RequirePartner>
    </>
  );
}
