// The audit trail's event catalogue: each event type with the shape of its `data`. Data holds ids, versions,
// SHA-256 digests (hex), counts and flags — never resume text, names, contact details or demographic values.
// A type missing here does not compile at its call site; the list of names is `AUDIT_EVENT_TYPES` in contracts.
import type { AuditActorType, AuditEventType, Environment, RedactionKind } from '@rubric/contracts';

export type { AuditActorType, AuditEventType };

/** Who did it: an API key (its 16-character prefix), an administrator (their id), a system job (its name). */
export interface AuditActor {
  type: AuditActorType;
  id: string;
}

/** The system jobs that act on their own, as actor ids. */
export const SYSTEM_ACTORS = {
  runner: { type: 'system', id: 'scoring.runner' },
  deletion: { type: 'system', id: 'deletion.processor' },
  retention: { type: 'system', id: 'retention.sweep' },
  cli: { type: 'system', id: 'cli' },
} as const satisfies Record<string, AuditActor>;

/** A SHA-256 digest, lowercase hex. */
export type Sha256 = string;

export interface AuditEventData {
  'scoring.submitted': {
    scoringJobId: string;
    criteriaVersionId: string;
    batchId: string | null;
    /** SHA-256 of the resume as received (the file's bytes, or the text). */
    resumeSha256: Sha256;
    resumeFormat: string;
    blind: boolean;
    rescore: boolean;
  };
  'scoring.completed': {
    scoringJobId: string;
    engine: string;
    model: { name: string | null; sha256: Sha256 | null };
    promptVersion: string;
    criteriaVersionId: string;
    /** SHA-256 of the criteria snapshot the job was scored against (canonical JSON of the version's criteria). */
    criteriaSha256: Sha256 | null;
    /** SHA-256 of the resume as received (file bytes or text), and of the text read from it. */
    resumeSha256: Sha256 | null;
    resumeTextSha256: Sha256 | null;
    jobDescriptionSha256: Sha256 | null;
    /** SHA-256 of what the engine was given (after screener-instruction removal and redaction). */
    engineInputSha256: Sha256 | null;
    /** Blind scoring on or off, and how many of each kind of identifier were redacted (counts only). */
    blind: { enabled: boolean; redactions: Partial<Record<RedactionKind, number>> };
    flags: string[];
    score: number;
    /** SHA-256 of the per-criterion verdicts (canonical JSON of `[{criterionId, verdict}]`). */
    verdictsSha256: Sha256;
    attempts: number;
  };
  'scoring.failed': { scoringJobId: string; criteriaVersionId: string; errorCode: string; attempts: number };
  /** An administrator sent a failed job back to the queue (the actor says which). */
  'scoring.retried': { scoringJobId: string; previousErrorCode: string | null };
  'scoring.paused': { partnerId: string };
  'scoring.resumed': { partnerId: string };
  'review.recorded': {
    reviewId: string;
    scoringJobId: string;
    action: 'agree' | 'override' | 'disregard';
    /** SHA-256 of the reviewer's id as the partner sent it (never the id or name itself). */
    reviewerIdDigest?: Sha256;
    /** The score that stands after the review (the override's score, null after disregard, else the AI score). */
    effectiveScore?: number | null;
  };
  'criteria.version_created': {
    criteriaVersionId: string;
    criteriaRevision: string;
    source: 'generated' | 'replaced' | 'added' | 'archived';
    criteriaCount: number;
    criteriaSha256: Sha256;
    /** For generated criteria: the model and prompt that wrote them. */
    generatedBy?: { engine: string; model: { name: string | null; sha256: Sha256 | null }; promptVersion: string };
  };
  /** The partner's blind-scoring setting (both environments) changed. */
  'partner.blind_scoring_changed': { blind: boolean; previous: boolean };
  /** Personal data of an application or tenant erased (the trail itself is kept: it holds none). */
  'deletion.completed': { deletionRequestId: string; scope: 'application' | 'tenant'; rows: number; files: number };
  'demographics.recorded': Record<string, never>;
  /** A retention cut: every row up to `lastRemovedSeq` is gone; the next row's prevHash is `lastRemovedHash`. */
  'audit.checkpoint': { lastRemovedSeq: number; lastRemovedHash: Sha256; removedCount: number; cutoffAt: string };
}

type AssertCatalogueComplete = [AuditEventType] extends [keyof AuditEventData]
  ? [keyof AuditEventData] extends [AuditEventType]
    ? true
    : never
  : never;
// Compiles only when the catalogue and AUDIT_EVENT_TYPES name the same events.
export const CATALOGUE_COMPLETE: AssertCatalogueComplete = true;

/** Where an event belongs: the (partner, environment) and tenant it is visible to. Null for installation events. */
export interface AuditScope {
  partnerId: string;
  /** Null for a setting of the whole partner (both environments). */
  environment: Environment | null;
  /** Internal tenant id; null for events of a whole partner (pause, blind scoring setting). */
  tenantId: string | null;
}

/** The ids an event is about, for the API's filters. */
export interface AuditSubject {
  jobExternalId?: string | null;
  applicationId?: string | null;
  scoringJobId?: string | null;
}

/** One event to append: a discriminated union over `type`, so `data` is checked against the catalogue. */
export type AuditEventInput = {
  [T in AuditEventType]: {
    type: T;
    data: AuditEventData[T];
    actor: AuditActor;
    at: number;
    scope: AuditScope | null;
    subject?: AuditSubject;
  };
}[AuditEventType];
