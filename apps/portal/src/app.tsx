import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { SESSION_KEY, useSession, useSetupStatus, useSignOut } from './api/auth';
import { onUnauthorized } from './api/client';
import { Logo } from './components/logo';
import { ErrorState, Loading } from './components/states';
import { AuditLogScreen } from './screens/audit-log';
import { DeletionRequestsScreen } from './screens/deletion-requests';
import { NotFoundScreen } from './screens/not-found';
import { OverviewScreen } from './screens/overview';
import { PartnerScreen } from './screens/partner';
import { PartnersScreen } from './screens/partners';
import { RateLimitsScreen } from './screens/rate-limits';
import { ScoringJobScreen } from './screens/scoring-job';
import { ScoringJobsScreen } from './screens/scoring-jobs';
import { SetupScreen } from './screens/setup';
import { SignInScreen } from './screens/sign-in';

// The webhook screens use the contracts' zod schemas at run time (event types, payload validation):
// loading them on demand keeps zod (~100 KB gzipped) out of the first page load.
const WebhooksScreen = lazy(() => import('./screens/webhooks').then((m) => ({ default: m.WebhooksScreen })));
const DeliveriesScreen = lazy(() => import('./screens/deliveries').then((m) => ({ default: m.DeliveriesScreen })));
const DeliveryScreen = lazy(() => import('./screens/delivery').then((m) => ({ default: m.DeliveryScreen })));
const BiasAuditScreen = lazy(() => import('./screens/bias-audit').then((m) => ({ default: m.BiasAuditScreen })));
const PlaygroundScreen = lazy(() => import('./screens/playground').then((m) => ({ default: m.PlaygroundScreen })));

const NAV: Array<{ to: string; label: string; end?: boolean }> = [
  { to: '/', label: 'Overview', end: true },
  { to: '/partners', label: 'Partners & keys' },
  { to: '/webhooks', label: 'Webhook endpoints' },
  { to: '/deliveries', label: 'Deliveries' },
  { to: '/playground', label: 'Playground' },
  { to: '/scoring-jobs', label: 'Scoring jobs' },
  { to: '/deletion-requests', label: 'Deletion requests' },
  { to: '/audit-log', label: 'Audit log' },
  { to: '/rate-limits', label: 'Rate limits' },
  { to: '/bias-audit', label: 'Bias audit' },
];

/** Any 401 from any call means the session ended (expired, signed out elsewhere): show sign-in. */
function useSignOutOnUnauthorized() {
  const qc = useQueryClient();
  useEffect(() => onUnauthorized(() => qc.setQueryData(SESSION_KEY, null)), [qc]);
}

function SignedOut() {
  const setup = useSetupStatus(true);
  if (setup.isPending) return <Loading label="Checking setup…" />;
  if (setup.data?.needsSetup) return <SetupScreen />;
  return <SignInScreen />;
}

export function App() {
  useSignOutOnUnauthorized();
  const session = useSession();
  if (session.isPending)
    return (
      <div className="splash">
        <Loading label="Loading session…" />
      </div>
    );
  if (session.error)
    return (
      <div className="splash">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  if (!session.data) return <SignedOut />;
  return (
    <Shell email={session.data.admin.email}>
      <Suspense fallback={<Loading label="Loading screen…" />}>
        <Routes>
          <Route index element={<OverviewScreen />} />
          <Route path="partners" element={<PartnersScreen />} />
          <Route path="partners/:partnerId" element={<PartnerScreen />} />
          <Route path="webhooks" element={<WebhooksScreen />} />
          <Route path="deliveries" element={<DeliveriesScreen />} />
          <Route path="deliveries/:deliveryId" element={<DeliveryScreen />} />
          <Route path="playground" element={<PlaygroundScreen />} />
          <Route path="scoring-jobs" element={<ScoringJobsScreen />} />
          <Route path="scoring-jobs/:id" element={<ScoringJobScreen />} />
          <Route path="deletion-requests" element={<DeletionRequestsScreen />} />
          <Route path="audit-log" element={<AuditLogScreen />} />
          <Route path="rate-limits" element={<RateLimitsScreen />} />
          <Route path="bias-audit" element={<BiasAuditScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </Shell>
  );
}

function Shell({ email, children }: { email: string; children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <div className="brand">
          <Logo size={24} />
          <span>Rubric</span>
          <span className="brand-tag">admin</span>
        </div>
        <nav aria-label="Main">
          <ul className="nav">
            {NAV.map((n) => (
              <li key={n.to}>
                <NavLink
                  to={n.to}
                  end={n.end ?? false}
                  className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
                >
                  {n.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar-footer">
          <span className="muted small" title={email}>
            {email}
          </span>
          <button type="button" className="link-btn" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out
          </button>
        </div>
      </aside>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
