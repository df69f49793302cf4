import type { AdminScoringJobDetail } from '@rubric/contracts';
import { Link, useParams } from 'react-router';
import { useRetryScoringJob, useScoringJob } from '../api/scoring-jobs';
import { Badge, EnvBadge, StatusBadge, type Tone } from '../components/badge';
import { Button } from '../components/button';
import { Card, Facts, PageHeader } from '../components/page';
import { EmptyState, ErrorState, Loading, ProblemMessage } from '../components/states';
import { useToast } from '../components/toast';
import { formatBytes, formatDateTime, formatMs } from '../lib/format';

type Result = NonNullable<AdminScoringJobDetail['result']>;
const VERDICT_TONE: Record<Result['criteria'][number]['verdict'], Tone> = {
  met: 'success',
  partial: 'warning',
  not_met: 'danger',
};

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <span className="label">{title}</span>
      <ul className="bullets">
        {items.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
    </div>
  );
}

function ResultView({ result }: { result: Result }) {
  return (
    <div className="stack">
      <div className="score-line">
        <span className="score" aria-label={`Score ${result.score} of 100`}>
          {result.score}
        </span>
        <span className="muted">/ 100</span>
        <p className="score-verdict">{result.assessment.verdict}</p>
      </div>
      {result.flags?.map((f) => (
        <div key={f.kind} className="alert alert-warning" role="note">
          <strong className="alert-title">{f.kind.replace(/_/g, ' ')}</strong>
          <span>{f.message}</span>
        </div>
      ))}
      <div className="grid grid-3">
        <List title="Strengths" items={result.assessment.strengths} />
        <List title="Concerns" items={result.assessment.concerns} />
        <List title="Interview focus" items={result.assessment.interviewFocus} />
      </div>
      <div className="table-wrap">
        <table className="table" aria-label="Criteria">
          <thead>
            <tr>
              <th>Criterion</th>
              <th>Importance</th>
              <th>Verdict</th>
              <th>Evidence</th>
            </tr>
          </thead>
          <tbody>
            {result.criteria.map((c) => (
              <tr key={c.criterionId}>
                <td className="wrap">{c.text}</td>
                <td>
                  {c.importance === 'MUST_HAVE' ? <Badge tone="info">must have</Badge> : <Badge>nice to have</Badge>}
                </td>
                <td>
                  <Badge tone={VERDICT_TONE[c.verdict]}>{c.verdict.replace('_', ' ')}</Badge>
                </td>
                <td className="evidence wrap">{c.evidence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type Review = NonNullable<AdminScoringJobDetail['reviews']>[number];
const ACTION_TONE: Record<Review['action'], Tone> = { agree: 'success', override: 'warning', disregard: 'danger' };

/** Every review of the job, oldest first: the last one is the one that stands. */
function ReviewsView({ reviews, effectiveScore }: { reviews: Review[]; effectiveScore: number | null }) {
  if (reviews.length === 0)
    return <p className="muted">No person has reviewed this score yet. Partners record reviews through the API.</p>;
  return (
    <div className="stack">
      <p>
        Score that stands:{' '}
        <strong aria-label="Effective score">{effectiveScore === null ? 'none (disregarded)' : effectiveScore}</strong>
      </p>
      <div className="table-wrap">
        <table className="table" aria-label="Reviews">
          <thead>
            <tr>
              <th>When</th>
              <th>Reviewer</th>
              <th>Action</th>
              <th>Score</th>
              <th>Reason</th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((r) => (
              <tr key={r.id}>
                <td>{formatDateTime(r.createdAt)}</td>
                <td className="wrap">
                  {r.reviewer.name ?? <code>{r.reviewer.id}</code>}
                  {r.reviewer.name ? (
                    <>
                      {' '}
                      <code className="muted">{r.reviewer.id}</code>
                    </>
                  ) : null}
                </td>
                <td>
                  <Badge tone={ACTION_TONE[r.action]}>{r.action}</Badge>
                </td>
                <td>{r.score ?? '—'}</td>
                <td className="wrap">
                  {r.reason ?? '—'}
                  {r.criteria.length > 0 && (
                    <ul className="bullets">
                      {r.criteria.map((c) => (
                        <li key={c.criterionId}>
                          <code>{c.criterionId}</code>: {c.verdict.replace('_', ' ')}
                          {c.note ? ` — ${c.note}` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type EngineInput = NonNullable<AdminScoringJobDetail['engineInput']>;

/** The text the engine was given: screener instructions removed and, for blind jobs, identifiers replaced. */
function EngineInputView({ input, blind }: { input: EngineInput; blind: boolean | null }) {
  const replaced = input.redactions.map((r) => `${r.count} ${r.kind.replace(/_/g, ' ')}`).join(', ');
  const answers = input.applicationAnswers ?? [];
  return (
    <div className="stack">
      <p className="muted">
        {blind === false
          ? 'Blind scoring was off for this partner: the engine saw names and contact details.'
          : replaced
            ? `Blind scoring replaced: ${replaced}.`
            : 'Blind scoring found nothing to replace.'}
      </p>
      <pre className="code-block small" aria-label="Resume as the engine saw it">
        {input.resumeText}
      </pre>
      {answers.length > 0 && (
        <pre className="code-block small" aria-label="Application answers as the engine saw them">
          {answers.map((a) => `Q: ${a.question}\nA: ${a.answer}`).join('\n\n')}
        </pre>
      )}
      {input.context && (
        <pre className="code-block small" aria-label="Context as the engine saw it">
          {input.context}
        </pre>
      )}
    </div>
  );
}

export function ScoringJobScreen() {
  const { id = '' } = useParams();
  const job = useScoringJob(id);
  const retry = useRetryScoringJob();
  const toast = useToast();
  const back = <Link to="/scoring-jobs">← Scoring jobs</Link>;
  if (job.isPending) return <Loading />;
  if (!job.data)
    return (
      <>
        <PageHeader title="Scoring job" back={back} />
        <ErrorState error={job.error} onRetry={() => void job.refetch()} />
      </>
    );
  const j = job.data.scoringJob;
  const retryButton =
    j.status === 'failed' ? (
      <Button
        variant="primary"
        busy={retry.isPending}
        onClick={() => retry.mutate(j.id, { onSuccess: () => toast('success', 'Retry queued') })}
      >
        Retry
      </Button>
    ) : undefined;
  return (
    <>
      <PageHeader
        title={`${j.jobId} / ${j.applicationId}`}
        description={
          <>
            Scoring job <code>{j.id}</code> of {j.partnerName} <EnvBadge environment={j.environment} /> tenant{' '}
            <code>{j.tenant}</code> ·{' '}
            <Link to={`/audit-log?scoringJobId=${encodeURIComponent(j.id)}`}>its audit log</Link>
          </>
        }
        back={back}
        actions={retryButton}
      />
      {retry.error ? <ProblemMessage error={retry.error} /> : null}
      <div className="grid grid-2-1">
        <div className="stack">
          {j.status === 'failed' && j.error && (
            <div className="alert alert-error" role="alert">
              <strong className="alert-title">
                Failed: <code>{j.error.code}</code>
              </strong>
              <span>{j.error.message}</span>
            </div>
          )}
          <Card title="Result">
            {j.result ? (
              <ResultView result={j.result} />
            ) : j.status === 'pending' ? (
              <Loading label="Scoring…" rows={2} />
            ) : (
              <EmptyState title="No result">
                The job failed before producing a result. Retry it once the cause (engine, model endpoint) is fixed.
              </EmptyState>
            )}
          </Card>
          {j.status === 'completed' && (
            <Card title="Human review">
              <ReviewsView reviews={j.reviews ?? []} effectiveScore={j.effectiveScore ?? j.score} />
            </Card>
          )}
          <Card title="What the engine saw">
            {j.engineInput ? (
              <EngineInputView input={j.engineInput} blind={j.blind} />
            ) : (
              <p className="muted">
                Not kept: the job has not been attempted yet, or the retention sweep removed its inputs.
              </p>
            )}
          </Card>
        </div>
        <div className="stack">
          <Card title="Job">
            <Facts
              items={[
                ['Status', <StatusBadge key="s" status={j.status} />],
                ['Attempts', String(j.attempts)],
                ['Engine', j.engine ?? '—'],
                ['Model', j.modelName ?? '—'],
                ['Model SHA-256', j.modelSha256 ? <code key="sha">{j.modelSha256.slice(0, 16)}…</code> : '—'],
                ['Prompt version', j.promptVersion ?? '—'],
                ['Duration', formatMs(j.durationMs)],
                ['Blind scoring', j.blind === null ? '—' : j.blind ? 'on' : 'off'],
                ['Created', formatDateTime(j.createdAt)],
                ['Completed', formatDateTime(j.completedAt)],
                ['Failed', formatDateTime(j.failedAt)],
                ['Criteria version', <code key="cv">{j.criteriaVersionId}</code>],
                ['Batch', j.batchId ? <code key="b">{j.batchId}</code> : '—'],
              ]}
            />
          </Card>
          <Card title="Resume">
            {j.resume ? (
              <Facts
                items={[
                  ['Format', j.resume.format],
                  ['Size', formatBytes(j.resume.sizeBytes)],
                  ['Pages', j.resume.pages === null ? '—' : String(j.resume.pages)],
                  ['OCR', j.resume.ocrUsed ? 'used' : 'not needed'],
                  [
                    'Hidden text',
                    j.resume.hiddenTextChars ? `${j.resume.hiddenTextChars} characters excluded` : 'none',
                  ],
                  ['File kept', j.resume.fileStored ? 'yes' : 'no'],
                ]}
              />
            ) : (
              <p className="muted">The resume record is gone (retention sweep or deletion).</p>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
