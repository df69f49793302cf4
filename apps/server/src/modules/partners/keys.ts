import { hash, randomBytes } from 'node:crypto';
import {
  and,
  desc,
  eq,
  EpochCache,
  invalidateCaches,
  isNull,
  newId,
  prepared,
  schema,
  sql,
  type Environment,
} from '@rubric/db';
import type { AppContext, AuthInfo } from '../../context.js';
import { ensurePartner } from './service.js';

const KEY_FORMAT = /^sk_(test|live)_[0-9A-Za-z]{43,64}$/;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LAST_USED_RESOLUTION_MS = 60_000;

/** SHA-256, hex: one-shot `crypto.hash` (Node ≥ 20.12), half the cost of a Hash object on every request. */
function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** 32 random bytes as base62 (43 characters): `sk_test_…` / `sk_live_…`. */
function generateKey(environment: Environment): string {
  let n = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let body = '';
  while (body.length < 43) {
    body = BASE62[Number(n % 62n)] + body;
    n /= 62n;
  }
  return `sk_${environment}_${body}`;
}

function keyPrefix(key: string): string {
  return key.slice(0, 16);
}

type KeyDeps = Pick<AppContext, 'db' | 'clock'>;

export function createApiKey(ctx: KeyDeps, partnerName: string, environment: Environment) {
  return ctx.db.transaction((tx) => {
    const inTx = { db: tx, clock: ctx.clock };
    return createKeyOf(inTx, ensurePartner(inTx, partnerName), environment);
  });
}

function createKeyOf(ctx: KeyDeps, partner: { id: string; name: string }, environment: Environment) {
  const key = generateKey(environment);
  const now = ctx.clock.now();
  const row = {
    id: newId('key', now),
    partnerId: partner.id,
    environment,
    prefix: keyPrefix(key),
    hash: hashKey(key),
    createdAt: now,
  };
  ctx.db.insert(schema.apiKeys).values(row).run();
  return {
    key,
    id: row.id,
    prefix: row.prefix,
    partnerId: partner.id,
    partnerName: partner.name,
    environment,
    createdAt: now,
  };
}

/** Verified keys kept in memory: the most keys a server answers for before the oldest are looked up again. */
export const KEY_CACHE_SIZE = 10_000;
/**
 * How long a verified key is trusted without asking the database, at most. Revocation through this server
 * (admin API) or through any other connection (the CLI, another process) empties the cache at once (see
 * `EpochCache`); this bound only covers a change the epoch cannot see.
 */
export const KEY_CACHE_TTL_MS = 5_000;

interface CachedKey {
  auth: AuthInfo;
  lastUsedAt: number | null;
}

const keyCaches = new WeakMap<object, EpochCache<string, CachedKey>>();

function keyCacheOf(ctx: Pick<AppContext, 'db' | 'clock'>): EpochCache<string, CachedKey> {
  let cache = keyCaches.get(ctx.db);
  if (!cache) {
    cache = new EpochCache(ctx.db, KEY_CACHE_SIZE, { ttlMs: KEY_CACHE_TTL_MS, now: () => ctx.clock.now() });
    keyCaches.set(ctx.db, cache);
  }
  return cache;
}

function lookupKey(ctx: Pick<AppContext, 'db'>, hash: string): CachedKey | null {
  const { apiKeys, partners } = schema;
  const byHash = prepared(ctx.db, 'auth.keyByHash', () =>
    ctx.db
      .select({ key: apiKeys, partnerName: partners.name })
      .from(apiKeys)
      .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
      .where(and(eq(apiKeys.hash, sql.placeholder('hash')), isNull(apiKeys.revokedAt)))
      .prepare(),
  );
  const row = byHash.get({ hash });
  if (!row) return null;
  const auth: AuthInfo = Object.freeze({
    partnerId: row.key.partnerId,
    partnerName: row.partnerName,
    environment: row.key.environment,
    keyId: row.key.id,
    keyPrefix: row.key.prefix,
  });
  return { auth, lastUsedAt: row.key.lastUsedAt };
}

/**
 * Keys are 256-bit random, so one SHA-256 is the right hash: a slow password hash would add nothing but latency.
 * A verified key is answered from memory afterwards (unknown keys always ask the database); see KEY_CACHE_TTL_MS.
 */
export function authenticateKey(ctx: Pick<AppContext, 'db' | 'clock'>, key: string): AuthInfo | null {
  if (!KEY_FORMAT.test(key)) return null;
  const hash = hashKey(key);
  const cache = keyCacheOf(ctx);
  let entry = cache.get(hash);
  if (!entry) {
    const found = lookupKey(ctx, hash);
    if (!found) return null;
    entry = found;
    cache.set(hash, entry);
  }
  if (!key.startsWith(`sk_${entry.auth.environment}_`)) return null;
  const now = ctx.clock.now();
  if (!entry.lastUsedAt || now - entry.lastUsedAt > LAST_USED_RESOLUTION_MS) {
    ctx.db.update(schema.apiKeys).set({ lastUsedAt: now }).where(eq(schema.apiKeys.id, entry.auth.keyId)).run();
    entry.lastUsedAt = now;
  }
  return entry.auth;
}

export function listApiKeys(ctx: KeyDeps, partnerName?: string) {
  const { apiKeys, partners } = schema;
  return ctx.db
    .select({
      id: apiKeys.id,
      prefix: apiKeys.prefix,
      environment: apiKeys.environment,
      partnerId: partners.id,
      partnerName: partners.name,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
    .where(partnerName ? eq(partners.name, partnerName) : undefined)
    .orderBy(desc(apiKeys.createdAt))
    .all();
}

type RevokeOutcome =
  { revoked: true; prefix: string } | { revoked: false; reason: 'not_found' | 'ambiguous' | 'already_revoked' };

/** Revokes by the 16-character prefix shown in lists, or by the full key. */
export function revokeApiKey(ctx: KeyDeps, prefixOrKey: string): RevokeOutcome {
  const { apiKeys } = schema;
  const matches =
    prefixOrKey.length > 16
      ? ctx.db
          .select()
          .from(apiKeys)
          .where(eq(apiKeys.hash, hashKey(prefixOrKey)))
          .all()
      : ctx.db.select().from(apiKeys).where(eq(apiKeys.prefix, prefixOrKey)).all();
  if (matches.length === 0) return { revoked: false, reason: 'not_found' };
  if (matches.length > 1) return { revoked: false, reason: 'ambiguous' };
  const match = matches[0]!; // length checked just above
  if (match.revokedAt) return { revoked: false, reason: 'already_revoked' };
  ctx.db.update(apiKeys).set({ revokedAt: ctx.clock.now() }).where(eq(apiKeys.id, match.id)).run();
  invalidateCaches(ctx.db); // the key stops working at the next request
  return { revoked: true, prefix: match.prefix };
}

export function revokeApiKeyById(ctx: KeyDeps, id: string): boolean {
  const { apiKeys } = schema;
  const revoked =
    ctx.db
      .update(apiKeys)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .run().changes > 0;
  if (revoked) invalidateCaches(ctx.db); // the key stops working at the next request
  return revoked;
}
