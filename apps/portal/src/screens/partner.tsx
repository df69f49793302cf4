import type { AdminPartner } from '@rubric/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePartner, useScoringPause, useUpdatePartner } from '../api/partners';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
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

/** The stop control: pausing holds every new and waiting application of the partner until someone resumes. */
function ScoringControl({ partner }: { partner: AdminPartner }) {
  const change = useScoringPause(partner.id);
  const [asking, setAsking] = useState(false);
  const pause = partner.scoringPause;
  const close = () => {
    setAsking(false);
    change.reset();
  };
  const by = pause
    ? pause.pausedBy.type === 'admin'
      ? (pause.pausedBy.email ?? pause.pausedBy.id)
      : 'the command line'
    : '';
  return (
    <Card
      title="Scoring"
      actions={
        pause ? (
          <Button variant="primary" size="sm" onClick={() => setAsking(true)}>
            Resume scoring
          </Button>
        ) : (
          <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
            Pause scoring
          </Button>
        )
      }
    >
      {pause ? (
        <div className="alert alert-warning" role="status" data-testid="scoring-paused">
          <strong className="alert-title">Scoring paused</strong>
          <span>
            Since {formatDateTime(pause.pausedAt)}, by {by}. Applications are still accepted and wait in the queue; none
            is scored until scoring is resumed.
          </span>
        </div>
      ) : (
        <p>
          <Badge tone="success">running</Badge>{' '}
          <span className="muted small">
            Applications of this partner (test and live) are scored as they arrive. Pausing stops that at once for new
            and waiting ones.
          </span>
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={pause ? `Resume scoring for ${partner.name}?` : `Pause scoring for ${partner.name}?`}
        confirmLabel={pause ? 'Resume scoring' : 'Pause scoring'}
        danger={!pause}
        busy={change.isPending}
        error={change.error}
        onClose={close}
        onConfirm={() => change.mutate(pause ? 'resume' : 'pause', { onSuccess: close })}
      >
        {pause ? (
          <p>The applications waiting in the queue are scored again, in the usual fair order among partners.</p>
        ) : (
          <>
            <p>
              No application of {partner.name} will be scored, in test or live, until scoring is resumed. Submissions
              are still accepted and wait in the queue; applications being scored right now finish.
            </p>
            <p className="muted small">The pause is recorded with your account and the time.</p>
          </>
        )}
      </ConfirmDialog>
    </Card>
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
        actions={p.scoringPause ? <Badge tone="warning">Scoring paused</Badge> : undefined}
        description="Partner: API keys, settings, and where its webhooks and limits are."
        back={<Link to="/partners">← Partners</Link>}
      />
      <ScoringControl partner={p} />
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
