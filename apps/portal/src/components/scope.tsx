import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Environment } from '@rubric/contracts';
import { usePartners } from '../api/partners';
import { ENVIRONMENTS } from '../lib/enums';
import { SelectField } from './field';
import { Segmented } from './segmented';
import { EmptyState, ErrorState, Loading } from './states';

/**
 * The (partner, environment) a screen is about, kept in the URL (`?partner=…&env=live`) so that a
 * view can be bookmarked or shared; without one, the first partner and `test`.
 */
export function useScope() {
  const [params, setParams] = useSearchParams();
  const partners = usePartners();
  const list = partners.data?.partners ?? [];
  const requested = params.get('partner');
  const partnerId = requested && list.some((p) => p.id === requested) ? requested : list[0]?.id;
  const environment: Environment = params.get('env') === 'live' ? 'live' : 'test';
  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return { partners, list, partnerId, partner: list.find((p) => p.id === partnerId), environment, params, update };
}

export type Scope = ReturnType<typeof useScope>;

export function ScopeBar({
  scope,
  children,
  showEnvironment = true,
}: {
  scope: Scope;
  children?: ReactNode;
  showEnvironment?: boolean;
}) {
  return (
    <div className="toolbar">
      <SelectField
        label="Partner"
        value={scope.partnerId ?? ''}
        onChange={(e) => scope.update({ partner: e.target.value, endpoint: undefined })}
      >
        {scope.list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      {showEnvironment && (
        <div className="field">
          <span className="label">Environment</span>
          <Segmented
            label="Environment"
            value={scope.environment}
            options={ENVIRONMENTS}
            onChange={(env) => scope.update({ env, endpoint: undefined })}
          />
        </div>
      )}
      {children}
    </div>
  );
}

/** Screens scoped to a partner cannot do anything before one exists: say so, and point to where to create one. */
export function RequirePartner({ scope, children }: { scope: Scope; children: ReactNode }) {
  if (scope.partners.isPending) return <Loading />;
  if (scope.partners.error && !scope.partners.data)
    return <ErrorState error={scope.partners.error} onRetry={() => void scope.partners.refetch()} />;
  if (!scope.partnerId)
    return (
      <EmptyState
        title="No partners yet"
        action={
          <Link className="btn btn-primary" to="/partners">
            Create a partner
          </Link>
        }
      >
        Webhook endpoints, deliveries and rate limits belong to a partner and an environment.
      </EmptyState>
    );
  return <>{children}</>;
}
