import type { AnalyticsSummaryResponse, ReviewAction } from '@rubric/contracts';
import { and, eq, gte, lt, schema, type Db } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? null;
}

/** Counts, score distribution and submission-to-result latency of a tenant's scoring jobs created in [from, to). */
export function analyticsSummary(db: Db, tenantId: string, from?: string, to?: string): AnalyticsSummaryResponse {
  const fromMs = from ? Date.parse(from) : null;
  const toMs = to ? Date.parse(to) : null;
  if (fromMs !== null && toMs !== null && fromMs >= toMs)
    throw new ApiError('VALIDATION_ERROR', '`from` must be before `to`.', [
      { field: 'query.from', code: 'invalid_range', message: 'from must be before to' },
    ]);
  const { scoringJobs: t, reviews: r } = schema;
  const rows = db
    .select({
      status: t.status,
      score: t.score,
      createdAt: t.createdAt,
      completedAt: t.completedAt,
      startedAt: t.startedAt,
    })
    .from(t)
    .where(
      and(
        eq(t.tenantId, tenantId),
        fromMs === null ? undefined : gte(t.createdAt, fromMs),
        toMs === null ? undefined : lt(t.createdAt, toMs),
      ),
    )
    .all();
  const counts = { pending: 0, completed: 0, failed: 0, total: rows.length };
  for (const r of rows) counts[r.status]++;
  const scores = rows.filter((r) => r.status === 'completed' && r.score !== null).map((r) => r.score as number);
  const distribution = Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: 0,
  }));
  for (const s of scores) {
    const bucket = distribution[Math.min(9, Math.floor(s / 10))];
    if (bucket) bucket.count++;
  }
  const latencies = rows
    .filter((r) => r.status === 'completed' && r.completedAt !== null)
    .map((r) => (r.completedAt as number) - r.createdAt)
    .sort((a, b) => a - b);
  // Jobs scored before the start time was recorded have none: they are left out, not counted as zero.
  const waits = rows
    .filter((r) => r.status !== 'pending' && r.startedAt !== null)
    .map((r) => Math.max(0, (r.startedAt as number) - r.createdAt))
    .sort((a, b) => a - b);
  const reviewRows = db
    .select({ scoringJobId: r.scoringJobId, action: r.action, score: r.score, aiScore: r.aiScore })
    .from(r)
    .innerJoin(t, eq(t.id, r.scoringJobId))
    .where(
      and(
        eq(t.tenantId, tenantId),
        fromMs === null ? undefined : gte(t.createdAt, fromMs),
        toMs === null ? undefined : lt(t.createdAt, toMs),
      ),
    )
    .all();
  return {
    from: from ?? null,
    to: to ?? null,
    counts,
    scores: {
      mean: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
      distribution,
    },
    timeToResultMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
    waitMs: { p50: percentile(waits, 50), p95: percentile(waits, 95) },
    reviews: reviewSummary(reviewRows),
  };
}

function reviewSummary(
  rows: Array<{ scoringJobId: string; action: ReviewAction; score: number | null; aiScore: number }>,
) {
  const counts = { total: rows.length, agree: 0, override: 0, disregard: 0 };
  const differences: number[] = [];
  for (const row of rows) {
    counts[row.action]++;
    if (row.action === 'override' && row.score !== null) differences.push(Math.abs(row.score - row.aiScore));
  }
  const mean = differences.length ? differences.reduce((a, b) => a + b, 0) / differences.length : null;
  return {
    ...counts,
    reviewedJobs: new Set(rows.map((row) => row.scoringJobId)).size,
    overrideMeanAbsoluteDifference: mean === null ? null : Math.round(mean * 10) / 10,
  };
}
