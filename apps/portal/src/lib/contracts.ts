// The runtime values (not just types) the portal takes from @rubric/contracts, in one place: the
// same event schemas the server validates playground payloads with, so feedback matches its verdict,
// and the enums the admin route table validates filters with, so a filter offers exactly what it accepts.
import { DeletionRequestStatus, Environment, ScoringJobStatus, WebhookDeliveryStatus } from '@rubric/contracts';

export {
  BatchCompletedEvent,
  ScoreCompletedEvent,
  ScoreFailedEvent,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
} from '@rubric/contracts';

export const ENVIRONMENTS = Environment.options;
export const SCORING_JOB_STATUSES = ScoringJobStatus.options;
export const DELETION_STATUSES = DeletionRequestStatus.options;
export const DELIVERY_STATUSES = WebhookDeliveryStatus.options;

/** The member of `options` equal to `value` (a URL parameter), typed as the enum; anything else is no filter. */
export function oneOf<T extends string>(options: readonly T[], value: string | null | undefined): T | undefined {
  return options.find((o) => o === value);
}
