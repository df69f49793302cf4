import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export function Badge({ tone = 'neutral', children, title }: { tone?: Tone; children: ReactNode; title?: string }) {
  return (
    <span className={`badge badge-${tone}`} title={title}>
      {children}
    </span>
  );
}

const STATUS_TONES: Record<string, Tone> = {
  completed: 'success',
  succeeded: 'success',
  ready: 'success',
  active: 'success',
  enabled: 'success',
  pending: 'warning',
  failed: 'danger',
  revoked: 'neutral',
  disabled: 'neutral',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'}>
      <span className="dot" aria-hidden="true" />
      {status}
    </Badge>
  );
}

export function EnvBadge({ environment }: { environment: string }) {
  return <Badge tone={environment === 'live' ? 'info' : 'neutral'}>{environment}</Badge>;
}

/** HTTP status of a webhook attempt: 2xx green, anything else (or none at all) red. */
export function HttpStatus({ code }: { code: number | null }) {
  if (code === null) return <Badge tone="danger">no response</Badge>;
  return <Badge tone={code >= 200 && code < 300 ? 'success' : 'danger'}>{code}</Badge>;
}
