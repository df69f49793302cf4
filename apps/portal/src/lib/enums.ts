// The admin contract's enums, from its zod-free entry point: the lists, filters and scope picker are on
// the first page load, which stays without zod (the schemas are in src/lib/contracts.ts, loaded lazily).
export {
  AUDIT_EVENT_TYPES,
  DELETION_REQUEST_STATUSES,
  ENVIRONMENTS,
  SCORING_JOB_STATUSES,
  WEBHOOK_DELIVERY_STATUSES,
} from '@rubric/contracts/admin-operations';

/** The member of `options` equal to `value` (a URL parameter), typed as the enum; anything else is no filter. */
export function oneOf<T extends string>(options: readonly T[], value: string | null | undefined): T | undefined {
  return options.find((o) => o === value);
}
