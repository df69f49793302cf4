// The hash chain's canonical form, in one place: appending, verifying and the docs (docs/audit-trail.md) agree.
import { createHash } from 'node:crypto';

/** The prevHash of the first event ever written. */
export const GENESIS_HASH = '0'.repeat(64);

/** Tag of the canonical form; a later form would get a new tag and verification would read both. */
export const CHAIN_FORM = 'rubric-audit-v1';

/** The stored fields that a row's hash covers. */
export interface ChainedFields {
  seq: number;
  id: string;
  at: number;
  type: string;
  actorType: string;
  actorId: string;
  partnerId: string | null;
  environment: string | null;
  tenantId: string | null;
  jobExternalId: string | null;
  applicationId: string | null;
  scoringJobId: string | null;
  /** The stored data text (itself canonical JSON: see canonicalJson). */
  data: string;
  prevHash: string;
}

/**
 * hash = SHA-256 (lowercase hex) of the UTF-8 JSON array
 *   [CHAIN_FORM, seq, id, at, type, actorType, actorId, partnerId, environment, tenantId,
 *    jobExternalId, applicationId, scoringJobId, data, prevHash]
 * as JSON.stringify writes it (no spaces; absent values are null; `data` is the stored text, a JSON string
 * inside the array). The order is fixed here and never changes within a CHAIN_FORM.
 */
export function chainHash(row: ChainedFields): string {
  const canonical = JSON.stringify([
    CHAIN_FORM,
    row.seq,
    row.id,
    row.at,
    row.type,
    row.actorType,
    row.actorId,
    row.partnerId,
    row.environment,
    row.tenantId,
    row.jobExternalId,
    row.applicationId,
    row.scoringJobId,
    row.data,
    row.prevHash,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** JSON with object keys sorted at every level (arrays keep their order; undefined members are left out). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = sortKeys(v);
  }
  return out;
}

/** SHA-256 (hex) of a string's UTF-8 bytes, or of a value's canonical JSON. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
export const digestOf = (value: unknown): string => sha256Hex(canonicalJson(value));
