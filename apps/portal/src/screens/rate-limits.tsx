import { useRateLimits } from '../api/partners';
import { Badge } from '../components/badge';
import { Card, PageHeader } from '../components/page';
import { RequirePartner, ScopeBar, useScope } from '../components/scope';
import { QueryView } from '../components/states';

function Meter({ used, limit, label }: { used: number; limit: number; label: string }) {
  const pct = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  const tone = pct >= 100 ? 'meter-full' : pct >= 75 ? 'meter-high' : '';
  return (
    <progress
      className={`meter ${tone}`}
      max={limit}
      value={Math.min(used, limit)}
      aria-label={label}
      title={`${used} of ${limit}`}
    />
  );
}

export function RateLimitsScreen() {
  const scope = useScope();
  const limits = useRateLimits(scope.partnerId, scope.environment);
  return (
    <>
      <PageHeader
        title="Rate limits"
        description="Live state of each bucket for one partner and environment (per-second windows; refreshed every 2 seconds)."
      />
      <RequirePartner scope={scope}>
        <ScopeBar scope={scope} />
        <Card
          title={
            <>
              Buckets{' '}
              {limits.data?.degraded && <Badge tone="warning">degraded: limiter store unavailable, failing open</Badge>}
            </>
          }
        >
          <QueryView query={limits}>
            {(r) => (
              <div className="table-wrap">
                <table className="table" aria-label="Rate-limit buckets">
                  <thead>
                    <tr>
                      <th>Bucket</th>
                      <th className="num">Limit / s</th>
                      <th className="num">Remaining</th>
                      <th className="meter-col">Used this window</th>
                      <th>In flight</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.buckets.map((b) => (
                      <tr key={b.name}>
                        <td>
                          <code>{b.name}</code>
                        </td>
                        <td className="num">{b.limit}</td>
                        <td className="num">{b.remaining}</td>
                        <td className="meter-col">
                          <Meter
                            used={b.limit - b.remaining}
                            limit={b.limit}
                            label={`${b.name}: ${b.limit - b.remaining} of ${b.limit} used`}
                          />
                        </td>
                        <td>
                          {b.concurrency ? (
                            `${b.concurrency.inFlight} of ${b.concurrency.limit}`
                          ) : (
                            <span className="muted">no cap</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </QueryView>
        </Card>
      </RequirePartner>
    </>
  );
}
