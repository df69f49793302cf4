// The runtime values (not just types) the portal takes from @rubric/contracts, in one place: the
// same event schemas the server validates playground payloads with, so feedback matches its verdict.
export {
  BIAS_AUDIT_DIMENSIONS,
  biasAuditCsv,
  BatchCompletedEvent,
  ReviewRecordedEvent,
  ScoreCompletedEvent,
  ScoreFailedEvent,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
} from '@rubric/contracts';
