// The audit trail's vocabulary, zod-free (like redaction.ts): the server's event catalogue and the API's
// response schema both take their lists from here.

/** Every event type the audit trail records. The data each carries is typed by the server's catalogue. */
export const AUDIT_EVENT_TYPES = [
  'scoring.submitted',
  'scoring.completed',
  'scoring.failed',
  'scoring.retried',
  'scoring.paused',
  'scoring.resumed',
  'review.recorded',
  'criteria.version_created',
  'partner.blind_scoring_changed',
  'deletion.completed',
  'demographics.recorded',
  'audit.checkpoint',
] as const;

/** Who caused an event: an API key (its prefix), an administrator (their id), or a system job (its name). */
export const AUDIT_ACTOR_TYPES = ['partner_key', 'admin', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];
