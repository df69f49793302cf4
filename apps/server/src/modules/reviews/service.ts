import type { CreateReviewRequest, ListReviewsResponse, Review, ReviewRecordedEvent } from '@rubric/contracts';
import { newId, type Db } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import { appendAuditEvent, sha256Hex } from '../audit/index.js';
import { iso, type Clock } from '../../lib/clock.js';
import type { CriteriaService } from '../criteria/service.js';
import { findScoringJob, findScoringJobById, type ScoringJobRow } from '../scoring/queries.js';
import { enqueueEvent, eventScopeOf } from '../webhooks/outbox.js';
import * as q from './queries.js';

interface ReviewServiceDeps {
  db: Db;
  clock: Clock;
  criteria: CriteriaService;
  /** Called after a review is committed (wakes the webhook delivery loop for its event). */
  onRecorded?(): void;
}

/** Who recorded a review: the partner's API key (its prefix, never the key). */
export interface ReviewActor {
  tenantId: string;
  keyPrefix: string;
}

export function reviewView(row: q.ReviewRow, jobExternalId: string): Review {
  const criteria = (row.criteria as q.StoredReviewCriterion[] | null) ?? [];
  return {
    id: row.id,
    scoringJobId: row.scoringJobId,
    jobId: jobExternalId,
    applicationId: row.applicationId,
    reviewer: { id: row.reviewerId, name: row.reviewerName },
    action: row.action,
    score: row.score,
    criteria: criteria.map((c) => ({ criterionId: c.criterionId, verdict: c.verdict, note: c.note ?? null })),
    reason: row.reason,
    createdAt: iso(row.createdAt),
  };
}

function encodeCursor(seq: number): string {
  return Buffer.from(`review:${seq}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const m = /^review:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m?.[1])
    throw new ApiError('VALIDATION_ERROR', 'The cursor is invalid.', [
      { field: 'query.cursor', code: 'invalid', message: 'not a cursor this API returned' },
    ]);
  return Number(m[1]);
}

const notFound = (scoringJobId: string) =>
  new ApiError('SCORING_JOB_NOT_FOUND', `No scoring job "${scoringJobId.slice(0, 100)}" for this application.`);

export function createReviewService(deps: ReviewServiceDeps) {
  const { db, clock, criteria } = deps;

  /** The reviewed scoring job, or the 404/409 that refuses the review. */
  function reviewable(tenantId: string, jobExternalId: string, applicationId: string, scoringJobId: string) {
    const snapshot = criteria.scoringSnapshot(tenantId, jobExternalId);
    const row = snapshot ? findScoringJob(db, tenantId, snapshot.job.id, applicationId, scoringJobId) : undefined;
    if (!snapshot || !row) throw notFound(scoringJobId);
    if (row.status !== 'completed' || row.score === null)
      throw new ApiError(
        'SCORING_JOB_NOT_COMPLETED',
        `Scoring job "${row.id}" is ${row.status}: only a completed scoring job can be reviewed.`,
      );
    return { job: snapshot.job, row };
  }

  /** Criterion ids must be those of the criteria version the job was scored against. */
  function checkCriteria(tenantId: string, jobExternalId: string, row: ScoringJobRow, request: CreateReviewRequest) {
    if (!request.criteria?.length) return;
    const version = criteria.scoringSnapshot(tenantId, jobExternalId, row.criteriaVersionId);
    const known = new Set(version?.criteria.map((c) => c.id) ?? []);
    const details = request.criteria.flatMap((c, i) =>
      known.has(c.criterionId)
        ? []
        : [
            {
              field: `criteria[${i}].criterionId`,
              code: 'unknown_criterion',
              message: 'not a criterion of the criteria version this scoring job was scored against',
            },
          ],
    );
    if (details.length > 0)
      throw new ApiError('VALIDATION_ERROR', 'A reviewed criterion is not one of the scored criteria.', details);
  }

  return {
    record(actor: ReviewActor, jobExternalId: string, applicationId: string, request: CreateReviewRequest): Review {
      const { job, row } = reviewable(actor.tenantId, jobExternalId, applicationId, request.scoringJobId);
      checkCriteria(actor.tenantId, jobExternalId, row, request);
      const now = clock.now();
      const stored = db.transaction((tx) => {
        // A deletion may have erased the job since it was read: the review would have nothing to point at.
        const current = findScoringJobById(tx, row.id);
        if (!current) throw notFound(row.id);
        const aiScore = current.score ?? 0;
        const review = q.insertReview(tx, {
          id: newId('rev', now),
          scoringJobId: row.id,
          tenantId: actor.tenantId,
          jobId: job.id,
          applicationId,
          reviewerId: request.reviewer.id,
          reviewerName: request.reviewer.name ?? null,
          action: request.action,
          score: request.action === 'override' ? (request.score ?? null) : null,
          aiScore,
          criteria:
            request.criteria?.map((c) => ({ criterionId: c.criterionId, verdict: c.verdict, note: c.note ?? null })) ??
            null,
          reason: request.reason ?? null,
          createdAt: now,
        });
        const scope = eventScopeOf(tx, actor.tenantId);
        const event: ReviewRecordedEvent = {
          event: 'review.recorded',
          tenantId: scope.tenantExternalId,
          jobId: jobExternalId,
          applicationId,
          scoringJobId: row.id,
          reviewId: review.id,
          action: review.action,
          effectiveScore: q.effectiveScoreOf(aiScore, review),
          createdAt: iso(now),
        };
        enqueueEvent(tx, scope, event, now, { jobExternalId, applicationId });
        // The trail keeps ids, the action and the outcome: no reviewer name, note or reason (those are erased with
        // the application; the audit event outlives it).
        appendAuditEvent(tx, {
          type: 'review.recorded',
          at: now,
          actor: { type: 'partner_key', id: actor.keyPrefix },
          scope: { partnerId: scope.partnerId, environment: scope.environment, tenantId: actor.tenantId },
          subject: { jobExternalId, applicationId, scoringJobId: row.id },
          data: {
            reviewId: review.id,
            scoringJobId: row.id,
            action: review.action,
            reviewerIdDigest: sha256Hex(review.reviewerId),
            effectiveScore: event.effectiveScore,
          },
        });
        return review;
      });
      deps.onRecorded?.();
      return reviewView(stored, jobExternalId);
    },

    list(
      tenantId: string,
      jobExternalId: string,
      applicationId: string,
      limit: number,
      cursor?: string,
    ): ListReviewsResponse {
      const after = cursor === undefined ? null : decodeCursor(cursor);
      const snapshot = criteria.scoringSnapshot(tenantId, jobExternalId);
      if (!snapshot) return { reviews: [], nextCursor: null };
      const rows = q.listApplicationReviews(
        db,
        { tenantId, jobRowId: snapshot.job.id, applicationId },
        limit + 1,
        after,
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        reviews: page.map((r) => reviewView(r, jobExternalId)),
        nextCursor: rows.length > limit && last ? encodeCursor(last.seq) : null,
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
