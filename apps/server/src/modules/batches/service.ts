import { BatchApplication, type BatchResponse, type ErrorDetail, type SubmitBatchEnvelope } from '@rubric/contracts';
import { and, asc, eq, newId, schema, type Db } from '@rubric/db';
import type { IntakeContext, IntakeSuccess } from '@rubric/resume';
import { ApiError, validationError } from '../../errors/api-error.js';
import { iso, type Clock } from '../../lib/clock.js';
import type { RetentionSettings } from '../../config.js';
import { enqueueScoringJob } from '../scoring/queue.js';
import * as q from '../scoring/queries.js';
import { intakeResume } from '../scoring/resume-intake.js';
import { auditOf, type ScoringService, type SubmitScope } from '../scoring/service.js';
import { refreshBatches } from './progress.js';

/** Resumes of one batch are fetched and parsed with at most this many at once. */
const BATCH_INTAKE_CONCURRENCY = 4;

type Item = { applicationId: string; parsed: ReturnType<typeof BatchApplication.parse> };
type Prepared =
  | { kind: 'existing'; index: number; applicationId: string; scoringJobId: string }
  | {
      kind: 'new';
      index: number;
      item: Item;
      jobDescription: string;
      roleKnowledge: string | null;
      resume: IntakeSuccess;
    }
  | {
      kind: 'rejected';
      index: number;
      applicationId: string;
      code: string;
      message: string;
      field: string;
      retryAfter?: string;
    };

async function mapBounded<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function createBatchService(deps: {
  db: Db;
  clock: Clock;
  retention: RetentionSettings;
  scoring: ScoringService;
  notify(): void;
  /** One deadline for fetching and parsing every resume of a batch (BATCH_INTAKE_DEADLINE_MS). */
  intakeDeadlineMs: number;
}) {
  const { db, clock, scoring } = deps;
  const { scoringBatches, batchItems } = schema;

  async function prepare(
    scope: SubmitScope,
    jobRowId: string,
    envelope: SubmitBatchEnvelope,
    raw: unknown,
    index: number,
    context: IntakeContext,
  ): Promise<Prepared> {
    const applicationId = envelope.applications[index]?.applicationId ?? '';
    const parsed = BatchApplication.safeParse(raw);
    if (!parsed.success) {
      const d = validationError(parsed.error, `applications[${index}]`).details?.[0];
      return {
        kind: 'rejected',
        index,
        applicationId,
        code: 'VALIDATION_ERROR',
        message: d ? `${d.field}: ${d.message}` : 'invalid',
        field: d?.field ?? `applications[${index}]`,
      };
    }
    const jobDescription = parsed.data.jobDescription ?? envelope.jobDescription;
    if (!jobDescription)
      return {
        kind: 'rejected',
        index,
        applicationId,
        code: 'VALIDATION_ERROR',
        message: 'jobDescription is required (on the item or the batch).',
        field: `applications[${index}].jobDescription`,
      };
    const existing = q.latestScoringJob(db, scope.tenantId, jobRowId, applicationId);
    if (existing) return { kind: 'existing', index, applicationId, scoringJobId: existing.id };
    try {
      const field = `applications[${index}].resume`;
      const resume = await intakeResume(deps.scoring.intakeFor(), parsed.data.resume, field, context);
      return {
        kind: 'new',
        index,
        item: { applicationId, parsed: parsed.data },
        jobDescription,
        roleKnowledge: parsed.data.roleKnowledge ?? envelope.roleKnowledge ?? null,
        resume,
      };
    } catch (err) {
      const e =
        err instanceof ApiError ? err : new ApiError('RESUME_PARSE_FAILED', 'The resume could not be processed.');
      return {
        kind: 'rejected',
        index,
        applicationId,
        code: e.code,
        message: e.message,
        field: e.details?.[0]?.field ?? `applications[${index}]`,
        ...(e.headers?.['Retry-After'] ? { retryAfter: e.headers['Retry-After'] } : {}),
      };
    }
  }

  function view(batchId: string): BatchResponse | null {
    const batch = db.select().from(scoringBatches).where(eq(scoringBatches.id, batchId)).get();
    if (!batch) return null;
    const job = db
      .select({ externalId: schema.jobs.externalId })
      .from(schema.jobs)
      .where(eq(schema.jobs.id, batch.jobId))
      .get();
    const items = db
      .select()
      .from(batchItems)
      .where(eq(batchItems.batchId, batchId))
      .orderBy(asc(batchItems.position))
      .all();
    return {
      batch: {
        id: batch.id,
        jobId: job?.externalId ?? '',
        status: batch.status,
        totalJobs: batch.totalJobs,
        completedJobs: batch.completedJobs,
        failedJobs: batch.failedJobs,
        createdAt: iso(batch.createdAt),
        completedAt: iso(batch.completedAt),
      },
      acceptedApplications: items.map((i) => ({ applicationId: i.applicationId, scoringJobId: i.scoringJobId })),
      rejectedApplications: batch.rejected as BatchResponse['rejectedApplications'],
    };
  }

  return {
    async submit(
      scope: SubmitScope,
      jobExternalId: string,
      envelope: SubmitBatchEnvelope,
      rawItems: unknown[],
    ): Promise<BatchResponse> {
      const { job, version } = scoring.target(scope.tenantId, jobExternalId);
      scoring.engineAccepting(scope.environment);
      // Items still being fetched or parsed at the deadline are rejected with that reason.
      const context: IntakeContext = {
        partner: scope.partnerId,
        tenant: scope.tenantId,
        signal: AbortSignal.timeout(deps.intakeDeadlineMs),
      };
      const prepared = await mapBounded(rawItems, BATCH_INTAKE_CONCURRENCY, (raw, i) =>
        prepare(scope, job.id, envelope, raw, i, context),
      );
      const rejected = prepared.filter((p): p is Extract<Prepared, { kind: 'rejected' }> => p.kind === 'rejected');
      if (rejected.length === prepared.length) {
        // Refused only because the intake is full: the whole batch is worth retrying later.
        if (rejected.every((r) => r.code === 'SERVICE_UNAVAILABLE'))
          throw new ApiError('SERVICE_UNAVAILABLE', rejected[0]?.message ?? 'The intake is busy.', undefined, {
            'Retry-After': rejected[0]?.retryAfter ?? '10',
          });
        const details: ErrorDetail[] = rejected.map((r) => ({
          field: r.field.startsWith(`applications[${r.index}]`) ? r.field : `applications[${r.index}]`,
          code: r.code,
          message: r.message,
        }));
        throw new ApiError(
          'VALIDATION_ERROR',
          'Every application of the batch was rejected at intake.',
          details,
          undefined,
          { status: 422 },
        );
      }
      const blind = scoring.blindFor(scope.partnerId);
      const batchId = newId('bat', clock.now());
      const files = prepared.flatMap((p) => (p.kind === 'new' ? [p] : []));
      // The transaction writes every accepted application, the batch and its items at once.
      scoring.commitMany(
        files.map((p) => p.resume),
        (paths) => {
          const now = clock.now();
          const accepted = prepared.filter((p) => p.kind !== 'rejected').length;
          db.insert(scoringBatches)
            .values({
              id: batchId,
              tenantId: scope.tenantId,
              jobId: job.id,
              status: 'pending',
              totalJobs: accepted,
              rejected: rejected.map((r) => ({
                applicationId: r.applicationId,
                error: { code: r.code, message: r.message },
              })),
              createdAt: now,
              updatedAt: now,
            })
            .run();
          let position = 0;
          prepared.forEach((p) => {
            if (p.kind === 'rejected') return;
            let scoringJobId: string;
            if (p.kind === 'existing') scoringJobId = p.scoringJobId;
            else {
              // The queue re-checks inside the transaction: an application that raced in meanwhile keeps its job.
              scoringJobId = enqueueScoringJob(
                db,
                {
                  tenantId: scope.tenantId,
                  jobRowId: job.id,
                  applicationId: p.item.applicationId,
                  criteriaVersionId: version.id,
                  batchId,
                  resume: p.resume,
                  filePath: paths[files.indexOf(p)] ?? null,
                  jobDescription: p.jobDescription,
                  roleKnowledge: p.roleKnowledge,
                  applicationData: p.item.parsed.applicationData ?? null,
                  blind,
                },
                now,
                deps.retention,
                auditOf(scope, jobExternalId),
              ).row.id;
            }
            db.insert(batchItems)
              .values({
                batchId,
                position: position++,
                applicationId: p.kind === 'existing' ? p.applicationId : p.item.applicationId,
                scoringJobId,
              })
              .run();
          });
          refreshBatches(db, now, { batchId });
        },
      );
      deps.notify();
      const out = view(batchId);
      if (!out) throw new Error('batch vanished after commit');
      return out;
    },

    get(tenantId: string, jobExternalId: string, batchId: string): BatchResponse {
      const row = db
        .select({ id: scoringBatches.id })
        .from(scoringBatches)
        .innerJoin(schema.jobs, eq(schema.jobs.id, scoringBatches.jobId))
        .where(
          and(
            eq(scoringBatches.id, batchId),
            eq(scoringBatches.tenantId, tenantId),
            eq(schema.jobs.externalId, jobExternalId),
          ),
        )
        .get();
      const out = row ? view(row.id) : null;
      if (!out)
        throw new ApiError(
          'BATCH_NOT_FOUND',
          `No scoring batch "${batchId.slice(0, 100)}" for job "${jobExternalId}".`,
        );
      return out;
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
