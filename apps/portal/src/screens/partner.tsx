import { Link, useParams } from 'react-router';
import { usePartner, useUpdatePartner } from '../api/partners';
import { Facts, Card, PageHeader } from '../components/page';
import { ErrorState, Loading, ProblemMessage } from '../components/states';
import { formatDateTime } from '../lib/format';
import { ApiKeysCard } from './api-keys';

function BlindScoring({ partnerId, value }: { partnerId: string; value: boolean }) {
  const update = useUpdatePartner(partnerId);
  return (
    <div className="stack-sm">
      <label className="check">
        <input
          type="checkbox"
          checked={update.isPending ? !value : value}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ blindScoring: e.target.checked })}
        />
        <span>
          Blind scoring
          <span className="muted small block">
            Identifiers (names, contact details) are redacted from applications before the scoring engine sees them.
          </span>
        </span>
      </label>
      {update.error ? <ProblemMessage error={update.error} compact /> : null}
    </div>
  );
}

export function PartnerScreen() {
  const { partnerId = '' } = useParams();
  const partner = usePartner(partnerId);
  if (partner.isPending) return <Loading />;
  if (!partner.data) return <ErrorState error={partner.error} onRetry={() => void partner.refetch()} />;
  const p = partner.data.partner;
  const scoped = (path: string, env: string) => `${path}?partner=${encodeURIComponent(p.id)}&env=${env}`;
  return (
    <>
      <PageHeader
        title={p.name}
        description="Partner: API keys, settings, and where its webhooks and limits are."
        back={<Link to="/partners">← Partners</Link>}
      />
      <ApiKeysCard partnerId={p.id} />
      <div className="grid grid-1-1">
        <Card title="Partner">
          <Facts
            items={[
              ['Id', <code key="id">{p.id}</code>],
              ['Created', formatDateTime(p.createdAt)],
            ]}
          />
          <BlindScoring partnerId={p.id} value={p.blindScoring} />
        </Card>
        <Card title="Elsewhere">
          <ul className="link-list">
            <li>
              Webhook endpoints: <Link to={scoped('/webhooks', 'test')}>test</Link> ·{' '}
              <Link to={scoped('/webhooks', 'live')}>live</Link>
            </li>
            <li>
              Rate limits: <Link to={scoped('/rate-limits', 'test')}>test</Link> ·{' '}
              <Link to={scoped('/rate-limits', 'live')}>live</Link>
            </li>
            <li>
              <Link to={`/scoring-jobs?partnerId=${encodeURIComponent(p.id)}`}>Scoring jobs</Link> ·{' '}
              <Link to={`/deliveries?partner=${encodeURIComponent(p.id)}`}>Webhook deliveries</Link>
            </li>
          </ul>
        </Card>
      </div>
    </>
  );
}
