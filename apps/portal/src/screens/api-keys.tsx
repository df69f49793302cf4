import type { AdminApiKey, CreateApiKeyResponse } from '@rubric/contracts';
import { useState } from 'react';
import type { Environment } from '@rubric/contracts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/partners';
import { Badge, EnvBadge } from '../components/badge';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SecretValue } from '../components/copy-button';
import { Dialog } from '../components/dialog';
import { Card } from '../components/page';
import { EmptyState, ProblemMessage, QueryView } from '../components/states';
import { useToast } from '../components/toast';
import { formatDateTime, formatRelative } from '../lib/format';

function NewKeyDialog({ created, onClose }: { created: CreateApiKeyResponse | null; onClose: () => void }) {
  return (
    <Dialog
      open={!!created}
      onClose={onClose}
      title={`New ${created?.apiKey.environment ?? ''} API key`}
      footer={
        <Button variant="primary" onClick={onClose}>
          I have stored the key
        </Button>
      }
    >
      {created && (
        <div className="stack-sm">
          <div className="alert alert-warning" role="note">
            <strong className="alert-title">Copy this key now — you will not see it again.</strong>
            <span>Rubric stores only a hash of it. If it is lost, create a new key and revoke this one.</span>
          </div>
          <SecretValue value={created.key} label="New API key" />
          <p className="muted small">
            Prefix <code>{created.apiKey.prefix}</code> identifies this key in lists, logs and{' '}
            <code>npx rubric keys revoke</code>.
          </p>
        </div>
      )}
    </Dialog>
  );
}

function KeyRow({ k, onRevoke }: { k: AdminApiKey; onRevoke: (k: AdminApiKey) => void }) {
  return (
    <tr className={k.revokedAt ? 'row-muted' : undefined}>
      <td className="mono">{k.prefix}…</td>
      <td>
        <EnvBadge environment={k.environment} />
      </td>
      <td title={formatDateTime(k.createdAt)}>{formatRelative(k.createdAt)}</td>
      <td title={formatDateTime(k.lastUsedAt)}>
        {k.lastUsedAt ? formatRelative(k.lastUsedAt) : <span className="muted">never</span>}
      </td>
      <td>
        {k.revokedAt ? (
          <span className="row-sm" title={formatDateTime(k.revokedAt)}>
            <Badge>revoked</Badge>
            <span className="muted small">{formatRelative(k.revokedAt)}</span>
          </span>
        ) : (
          <Badge tone="success">active</Badge>
        )}
      </td>
      <td className="actions">
        {!k.revokedAt && (
          <Button size="sm" variant="danger" onClick={() => onRevoke(k)} aria-label={`Revoke ${k.prefix}`}>
            Revoke
          </Button>
        )}
      </td>
    </tr>
  );
}

export function ApiKeysCard({ partnerId }: { partnerId: string }) {
  const keys = useApiKeys(partnerId);
  const create = useCreateApiKey(partnerId);
  const revoke = useRevokeApiKey(partnerId);
  const toast = useToast();
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  const createKey = (environment: Environment) => create.mutate(environment, { onSuccess: setCreated });
  const closeRevoke = () => {
    revoke.reset();
    setRevoking(null);
  };
  const actions = (
    <>
      <Button size="sm" onClick={() => createKey('test')} busy={create.isPending && create.variables === 'test'}>
        New test key
      </Button>
      <Button
        size="sm"
        variant="primary"
        onClick={() => createKey('live')}
        busy={create.isPending && create.variables === 'live'}
      >
        New live key
      </Button>
    </>
  );
  return (
    <>
      <Card title="API keys" actions={actions}>
        {create.error ? <ProblemMessage error={create.error} /> : null}
        <QueryView query={keys}>
          {({ apiKeys }) =>
            apiKeys.length === 0 ? (
              <EmptyState title="No API keys">
                Keys starting <code>sk_test_</code> call the test environment; <code>sk_live_</code> keys call live.
              </EmptyState>
            ) : (
              <div className="table-wrap">
                <table className="table" aria-label="API keys">
                  <thead>
                    <tr>
                      <th>Prefix</th>
                      <th>Environment</th>
                      <th>Created</th>
                      <th>Last used</th>
                      <th>Status</th>
                      <th className="actions">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {apiKeys.map((k) => (
                      <KeyRow key={k.id} k={k} onRevoke={setRevoking} />
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      </Card>
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={!!revoking}
        title="Revoke API key?"
        confirmLabel="Revoke key"
        danger
        busy={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast('success', `Key ${revoking.prefix}… revoked`);
              closeRevoke();
            },
          })
        }
      >
        <p>
          Requests with <code>{revoking?.prefix}…</code> ({revoking?.environment}) will be refused with 401 from now on.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
