import type { ReactNode } from 'react';
import { ApiProblem } from '../api/client';
import { Button } from './button';

export function Loading({ label = 'Loading…', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty">
      <div className="empty-icon" aria-hidden="true">
        ∅
      </div>
      <p className="empty-title">{title}</p>
      {children && <p className="empty-body">{children}</p>}
      {action && <div className="empty-action">{action}</div>}
    </div>
  );
}

function describe(error: unknown): { title: string; message: string; problem: ApiProblem | null } {
  if (error instanceof ApiProblem) {
    const title =
      error.status === 0
        ? 'Cannot reach the server'
        : error.status >= 500
          ? 'The server failed'
          : `Request refused (${error.status})`;
    return { title, message: error.message, problem: error };
  }
  return {
    title: 'Something went wrong',
    message: error instanceof Error ? error.message : String(error),
    problem: null,
  };
}

/** The server's own words (message, field details, code, trace id): what an operator quotes in a bug report. */
export function ProblemMessage({ error, compact = false }: { error: unknown; compact?: boolean }) {
  const { title, message, problem } = describe(error);
  return (
    <div className="alert alert-error" role="alert">
      {!compact && <strong className="alert-title">{title}</strong>}
      <span>{message}</span>
      {problem && problem.details.length > 0 && (
        <ul className="alert-details">
          {problem.details.map((d, i) => (
            <li key={i}>
              <code>{d.field}</code>: {d.message}
            </li>
          ))}
        </ul>
      )}
      {problem && problem.status > 0 && (
        <span className="alert-meta">
          <code>{problem.code}</code>
          {problem.traceId && (
            <>
              {' · trace '}
              <code>{problem.traceId}</code>
            </>
          )}
        </span>
      )}
    </div>
  );
}

/** Asking again only helps when the server or the network failed; a refused request stays refused. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiProblem) || error.status === 0 || error.status >= 500 || error.retryable;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="error-state">
      <ProblemMessage error={error} />
      {onRetry && worthRetrying(error) && (
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** Loading → error → content, so that no screen is ever blank while waiting or after a failure. */
export function QueryView<T>({
  query,
  children,
  loadingRows,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loadingRows?: number;
}) {
  if (query.isPending) return <Loading {...(loadingRows ? { rows: loadingRows } : {})} />;
  if (query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
