import { createHash } from 'node:crypto';
import { and, eq, lt, newId, schema, type Db, type Environment } from '@rubric/db';
import { ApiError } from '../../errors/api-error.js';
import type { Clock } from '../../lib/clock.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface IdempotencyScope {
  partnerId: string;
  environment: Environment;
  tenantId: string | null;
}

type BeginOutcome = { kind: 'new'; recordId: string } | { kind: 'replay'; status: number; body: string | null };

/** Sorted-key JSON, so that `{a,b}` and `{b,a}` are the same parameters. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function fingerprint(parts: unknown[]): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

export function createIdempotencyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const { idempotencyRecords: t } = schema;

  function find(scope: IdempotencyScope, key: string) {
    return db
      .select()
      .from(t)
      .where(and(eq(t.partnerId, scope.partnerId), eq(t.environment, scope.environment), eq(t.key, key)))
      .get();
  }

  return {
    /** Claims the key for a first request, or tells how to answer a repeated one. Synchronous: no other request interleaves. */
    begin(scope: IdempotencyScope, key: string, print: string): BeginOutcome {
      const now = clock.now();
      return db.transaction((tx) => {
        const existing = find(scope, key);
        if (existing && existing.expiresAt <= now) tx.delete(t).where(eq(t.id, existing.id)).run();
        else if (existing) {
          if (existing.fingerprint !== print)
            throw new ApiError(
              'IDEMPOTENCY_KEY_ALREADY_USED',
              'This Idempotency-Key was used with different request parameters; use a new key.',
            );
          if (existing.state === 'in_progress')
            throw new ApiError(
              'IDEMPOTENCY_REQUEST_IN_PROGRESS',
              'A request with this Idempotency-Key is still in progress; retry shortly with the same key.',
              undefined,
              { 'Retry-After': '1' },
            );
          return { kind: 'replay', status: existing.responseStatus ?? 200, body: existing.responseBody };
        }
        const recordId = newId('idem', now);
        tx.insert(t)
          .values({
            id: recordId,
            ...scope,
            key,
            fingerprint: print,
            state: 'in_progress',
            createdAt: now,
            expiresAt: now + IDEMPOTENCY_TTL_MS,
          })
          .run();
        return { kind: 'new', recordId };
      });
    },
    complete(recordId: string, status: number, body: string | null): void {
      db.update(schema.idempotencyRecords)
        .set({ state: 'completed', responseStatus: status, responseBody: body })
        .where(eq(t.id, recordId))
        .run();
    },
    /** The first request failed in a way that is not an outcome (5xx, crash): free the key for a retry. */
    abandon(recordId: string): void {
      db.delete(t).where(eq(t.id, recordId)).run();
    },
    /** After a restart nothing is in progress any more. */
    releaseStale(): number {
      return db.delete(t).where(eq(t.state, 'in_progress')).run().changes;
    },
    purgeExpired(): number {
      return db.delete(t).where(lt(t.expiresAt, clock.now())).run().changes;
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
