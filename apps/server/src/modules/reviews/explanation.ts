import type { Provenance, ScoreExplanationResponse, ScoreResult } from '@rubric/contracts';
import { IMPORTANCE_WEIGHT, UNMET_MUST_HAVE_CAP, VERDICT_VALUE } from '@rubric/scoring/engines';
import { iso } from '../../lib/clock.js';
import { effectiveScoreOf, type ReviewRow } from './queries.js';

// Every sentence here is fixed text: the only text that comes from the scoring itself is the criteria (written by
// the employer or generated and kept as the job's criteria) and the evidence quoted from the result. Nothing the
// model wrote as prose (the assessment's verdict, strengths, concerns) is used.

export const TOOL_ROLE =
  'The employer used Rubric, an automated tool, to compare your application with the qualifications the employer set for this job. The tool does not decide on its own whether you are hired: it produces a score from 0 to 100 and notes for each qualification, which people at the employer use when they review applications.';

const IMPORTANCE_LABEL = { MUST_HAVE: 'must have', NICE_TO_HAVE: 'nice to have' } as const;
const VERDICT_LABEL = { met: 'met', partial: 'partly met', not_met: 'not met' } as const;

export function methodDescription(): string {
  const w = IMPORTANCE_WEIGHT;
  const v = VERDICT_VALUE;
  return [
    `Each qualification is judged as met, partly met or not met, from what your application says.`,
    `A "must have" qualification counts ${w.MUST_HAVE} times as much as a "nice to have" one (weights ${w.MUST_HAVE} and ${w.NICE_TO_HAVE}).`,
    `Met counts ${v.met}, partly met ${v.partial}, not met ${v.not_met}.`,
    `The score is the weighted average of these values times 100, rounded to a whole number.`,
    `If any "must have" qualification is not met, the score is at most ${UNMET_MUST_HAVE_CAP}.`,
  ].join(' ');
}

export const REVIEW_POWERS =
  'A reviewer can agree with the score, replace it with their own, or set the automated assessment aside.';
export const HOW_TO_REQUEST_REVIEW = `You can ask the employer that received your application to have a person review the assessment of your application. ${REVIEW_POWERS} Contact the employer through the channel you applied with and mention this job.`;

type ReviewStatus = ScoreExplanationResponse['review']['status'];

function reviewPart(aiScore: number, latest: ReviewRow | undefined): ScoreExplanationResponse['review'] {
  const effectiveScore = effectiveScoreOf(aiScore, latest);
  if (!latest)
    return {
      status: 'not_reviewed',
      reviewedAt: null,
      effectiveScore,
      description: 'No person has reviewed this assessment yet.',
    };
  const byAction: Record<ReviewRow['action'], { status: ReviewStatus; description: string }> = {
    agree: {
      status: 'agreed',
      description: `A person reviewed this assessment and agreed with the score of ${aiScore}.`,
    },
    override: {
      status: 'overridden',
      description: `A person reviewed this assessment and replaced the score of ${aiScore} with ${String(latest.score)}.`,
    },
    disregard: {
      status: 'disregarded',
      description: 'A person reviewed this assessment and set it aside: the automated score is not used.',
    },
  };
  return { ...byAction[latest.action], reviewedAt: iso(latest.createdAt), effectiveScore };
}

export interface ExplanationInput {
  jobExternalId: string;
  applicationId: string;
  scoringJobId: string;
  completedAt: number;
  result: ScoreResult;
  provenance: Provenance;
  latestReview: ReviewRow | undefined;
}

export function buildExplanation(input: ExplanationInput): ScoreExplanationResponse {
  const { result } = input;
  const criteria = result.criteria.map((c) => ({
    criterionId: c.criterionId,
    text: c.text,
    importance: c.importance,
    verdict: c.verdict,
    evidence: c.evidence,
  }));
  const review = reviewPart(result.score, input.latestReview);
  const method = {
    description: methodDescription(),
    importanceWeights: { ...IMPORTANCE_WEIGHT },
    verdictValues: { ...VERDICT_VALUE },
    unmetMustHaveCap: UNMET_MUST_HAVE_CAP,
  };
  const lines = [
    `How your application for job ${input.jobExternalId} was assessed`,
    '',
    TOOL_ROLE,
    '',
    'How the score is computed',
    method.description,
    '',
    `Automated score: ${result.score} of 100`,
    '',
    'Qualifications',
    ...criteria.map(
      (c, i) =>
        `${i + 1}. ${c.text} (${IMPORTANCE_LABEL[c.importance]}): ${VERDICT_LABEL[c.verdict]}. Evidence: "${c.evidence}"`,
    ),
    '',
    'Human review',
    review.description,
    ...(review.status === 'not_reviewed' || review.status === 'agreed'
      ? []
      : [
          review.effectiveScore === null
            ? 'No score stands.'
            : `The score that stands: ${review.effectiveScore} of 100.`,
        ]),
    '',
    'How to ask for human review',
    HOW_TO_REQUEST_REVIEW,
  ];
  return {
    jobId: input.jobExternalId,
    applicationId: input.applicationId,
    scoringJobId: input.scoringJobId,
    completedAt: iso(input.completedAt),
    role: TOOL_ROLE,
    method,
    aiScore: result.score,
    criteria,
    review,
    humanReview: { available: true, howToRequest: HOW_TO_REQUEST_REVIEW },
    provenance: input.provenance,
    text: lines.join('\n'),
  };
}
