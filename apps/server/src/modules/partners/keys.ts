import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, newId, prepared, schema, sql, type Environment } from '@rubric/db';
import type { AppContext, AuthInfo } from '../../context.js';
import { ensurePartner } from './service.js';

const KEY_FORMAT = /^sk_(test|live)_[0-9A-Za-z]{43,64}$/;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LAST_USED_RESOLUTION_MS = 60_000;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
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
  const partner = ensurePartner(ctx, partnerName);
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

/** Keys are 256-bit random, so one SHA-256 is the right hash: a slow password hash would add nothing but latency. */
export function authenticateKey(ctx: Pick<AppContext, 'db' | 'clock'>, key: string): AuthInfo | null {
  if (!KEY_FORMAT.test(key)) return null;
  const { apiKeys, partners } = schema;
  const byHash = prepared(ctx.db, 'auth.keyByHash', () =>
    ctx.db
      .select({ key: apiKeys, partnerName: partners.name })
      .from(apiKeys)
      .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
      .where(and(eq(apiKeys.hash, sql.placeholder('hash')), isNull(apiKeys.revokedAt)))
      .prepare(),
  );
  const row = byHash.get({ hash: hashKey(key) });
  if (!row || !key.startsWith(`sk_${row.key.environment}_`)) return null;
  const now = ctx.clock.now();
  if (!row.key.lastUsedAt || now - row.key.lastUsedAt > LAST_USED_RESOLUTION_MS)
    ctx.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id)).run();
  return {
    partnerId: row.key.partnerId,
    partnerName: row.partnerName,
    environment: row.key.environment,
    keyId: row.key.id,
    keyPrefix: row.key.prefix,
  };
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
  return { revoked: true, prefix: match.prefix };
}

export function revokeApiKeyById(ctx: KeyDeps, id: string): boolean {
  const { apiKeys } = schema;
  return (
    ctx.db
      .update(apiKeys)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .run().changes > 0
  );
}
