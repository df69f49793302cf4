import { SCORING_JOB_STATUSES } from './admin-operations.js';
import { Environment, ExternalId, PageQuery } from './common.js';
import { BackupState } from './health.js';
import { RateLimitStatusResponse } from './rate-limits.js';
import { REDACTION_KINDS } from './redaction.js';
import { Review } from './reviews.js';
import { nullable, ScoreResult, ScoringError } from './scoring.js';
import { z } from './zod.js';

/** Admin API (`/admin/api`, portal sessions): partners, keys, scoring jobs, overview. */

/** Who paused a partner's scoring: a signed-in administrator, or the operator command line (`system`, id `cli`). */
export const ScoringPauseActor = z.discriminatedUnion('type', [
  z.object({ type: z.literal('admin'), id: z.string(), email: z.string().nullable() }),
  z.object({ type: z.literal('system'), id: z.literal('cli') }),
]);
export type ScoringPauseActor = z.infer<typeof ScoringPauseActor>;
/** The stop control's state: null while the partner's applications are scored. */
export const ScoringPause = z.object({ pausedAt: z.string(), pausedBy: ScoringPauseActor });
export type ScoringPause = z.infer<typeof ScoringPause>;

export const AdminPartner = z.object({
  id: z.string(),
  name: z.string(),
  blindScoring: z.boolean(),
  /** Additive: set while an administrator has paused this partner's scoring (its submissions wait in the queue). */
  scoringPause: ScoringPause.nullable(),
  createdAt: z.string(),
});
export type AdminPartner = z.infer<typeof AdminPartner>;
export const CreatePartnerRequest = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/, '1–100 characters: letters, digits, space, . _ -'),
});
export const UpdatePartnerRequest = z.object({ blindScoring: z.boolean() });

export const AdminApiKey = z.object({
  id: z.string(),
  prefix: z.string(),
  environment: Environment,
  partnerId: z.string(),
  partnerName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AdminApiKey = z.infer<typeof AdminApiKey>;
export const CreateApiKeyRequest = z.object({ environment: Environment });
/** The key itself appears once, in this response. */
export const CreateApiKeyResponse = z.object({ key: z.string(), apiKey: AdminApiKey });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponse>;

export const ScoringJobStatus = z.enum(SCORING_JOB_STATUSES);
export type ScoringJobStatus = z.infer<typeof ScoringJobStatus>;
export const AdminScoringJobsQuery = PageQuery.extend({
  partnerId: z.string().max(100).optional(),
  environment: Environment.optional(),
  tenant: ExternalId.optional(),
  jobId: ExternalId.optional(),
  applicationId: ExternalId.optional(),
  status: ScoringJobStatus.optional(),
});

export const AdminScoringJobSummary = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  environment: Environment,
  tenant: z.string(),
  jobId: z.string(),
  applicationId: z.string(),
  status: ScoringJobStatus,
  score: z.number().int().nullable(),
  attempts: z.number().int(),
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminScoringJobSummary = z.infer<typeof AdminScoringJobSummary>;

export const AdminScoringJobsResponse = z.object({
  scoringJobs: z.array(AdminScoringJobSummary),
  nextCursor: z.string().nullable(),
});
export type AdminScoringJobsResponse = z.infer<typeof AdminScoringJobsResponse>;

export const AdminOverview = z.object({
  engines: z.record(z.string(), z.unknown()),
  queue: z.object({
    pending: z.number().int(),
    inFlight: z.number().int(),
    /** Additive: the queue per partner and environment, longest wait first. */
    byPartner: z
      .array(
        z.object({
          partnerId: z.string(),
          partnerName: z.string(),
          environment: Environment,
          pending: z.number().int(),
          inFlight: z.number().int(),
          oldestPendingAt: z.string().nullable(),
          oldestWaitMs: z.number().int().nullable(),
          /** Additive: the partner's scoring is paused; its pending jobs wait until resumed. */
          scoringPaused: z.boolean().optional(),
        }),
      )
      .optional(),
    /** Additive: partners whose scoring is paused, by name (those with nothing pending too). */
    pausedPartners: z
      .array(z.object({ partnerId: z.string(), partnerName: z.string(), pausedAt: z.string() }))
      .optional(),
  }),
  jobsLastHour: z.object({ completed: z.number().int(), failed: z.number().int() }),
  recentFailures: z.array(AdminScoringJobSummary),
  /** Additive: scheduled snapshots (the overview warns when the newest is older than twice the interval). */
  backup: BackupState.optional(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

export const AdminSignInRequest = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
});
export type AdminSignInRequest = z.infer<typeof AdminSignInRequest>;
/** First-run setup: the one-time token from the server log of the latest start, and the first administrator. */
export const AdminSetupRequest = z.object({
  token: z.string().min(1).max(200),
  email: z.email().max(254),
  password: z.string().min(12, 'must be at least 12 characters').max(1024),
});
export type AdminSetupRequest = z.infer<typeof AdminSetupRequest>;
/**
 * The largest body sign-in and setup accept. Every body their schemas allow fits, even with each character
 * JSON-escaped (1024 × 6 bytes of password + 254 × 6 of e-mail); 1 MB took up to 0.5 s of main-thread
 * parsing before any check.
 */
export const ADMIN_OPEN_BODY_LIMIT = 8 * 1024;

/* Response shapes of the admin API as the portal reads them (additive: they describe what the routes already send). */
export const AdminSessionResponse = z.object({
  admin: z.object({ id: z.string(), email: z.string() }),
  csrfToken: z.string(),
});
export type AdminSessionResponse = z.infer<typeof AdminSessionResponse>;
export const AdminSetupStatusResponse = z.object({ needsSetup: z.boolean() });
export type AdminSetupStatusResponse = z.infer<typeof AdminSetupStatusResponse>;
export const AdminPartnersResponse = z.object({ partners: z.array(AdminPartner) });
export type AdminPartnersResponse = z.infer<typeof AdminPartnersResponse>;
export const AdminPartnerResponse = z.object({ partner: AdminPartner });
export type AdminPartnerResponse = z.infer<typeof AdminPartnerResponse>;
export const AdminApiKeysResponse = z.object({ apiKeys: z.array(AdminApiKey) });
export type AdminApiKeysResponse = z.infer<typeof AdminApiKeysResponse>;
export const AdminRateLimitsQuery = z.strictObject({ environment: Environment.optional() });
export const AdminRateLimitsResponse = RateLimitStatusResponse.extend({ environment: Environment });
export type AdminRateLimitsResponse = z.infer<typeof AdminRateLimitsResponse>;

export const AdminResumeSummary = z.object({
  format: z.enum(['pdf', 'docx', 'doc', 'text']),
  pages: z.number().int().nullable(),
  ocrUsed: z.boolean(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  hiddenTextChars: z.number().int(),
  hiddenTextSample: z.string().nullable(),
  fileStored: z.boolean(),
});
/** What the scoring engine was given: screener instructions removed and, for blind jobs, identifiers replaced by placeholders. */
export const AdminEngineInput = z.object({
  resumeText: z.string(),
  applicationAnswers: z.array(z.object({ question: z.string(), answer: z.string() })).nullable(),
  context: z.string().nullable(),
  /** Replacements made, per kind (none when blind scoring was off). */
  redactions: z.array(
    z.object({
      kind: z.enum(REDACTION_KINDS),
      count: z.number().int(),
    }),
  ),
});
export type AdminEngineInput = z.infer<typeof AdminEngineInput>;
export const AdminScoringJobDetail = AdminScoringJobSummary.extend({
  criteriaVersionId: z.string(),
  batchId: z.string().nullable(),
  result: nullable(ScoreResult),
  error: nullable(ScoringError),
  engine: z.string().nullable(),
  modelName: z.string().nullable(),
  modelSha256: z.string().nullable(),
  promptVersion: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  blind: z.boolean().nullable(),
  completedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  resume: AdminResumeSummary.nullable(),
  /** Null before the first attempt and after the retention sweep removed the inputs. */
  engineInput: AdminEngineInput.nullable(),
  /** Human reviews of the job, oldest first (the last one stands); additive. */
  reviews: z.array(Review).optional(),
  /** The score that stands after review (override's score, null after disregard, else the AI score); additive. */
  effectiveScore: z.number().int().nullable().optional(),
});
export type AdminScoringJobDetail = z.infer<typeof AdminScoringJobDetail>;
export const AdminScoringJobResponse = z.object({ scoringJob: AdminScoringJobDetail });
export type AdminScoringJobResponse = z.infer<typeof AdminScoringJobResponse>;
