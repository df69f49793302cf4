// Imports nothing, so that code outside the API (the blind-scoring worker) can load it without the rest of
// the contracts: `@rubric/contracts/redaction`.

/** What blind scoring replaces, in the order counts are reported (`redactions` of the admin engine input). */
export const REDACTION_KINDS = [
  'name',
  'email',
  'phone',
  'address',
  'profile_link',
  'date_of_birth',
  'age',
  'photo',
  'personal_detail',
  'title',
  'pronoun',
] as const;
export type RedactionKind = (typeof REDACTION_KINDS)[number];
