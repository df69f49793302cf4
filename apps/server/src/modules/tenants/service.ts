import { and, eq, EpochCache, newId, prepared, schema, sql } from '@rubric/db';
import type { AppContext, AuthInfo, TenantInfo } from '../../context.js';

/** Tenants resolved from memory: the most (partner, environment, X-Tenant-Id) a server answers for before looking up again. */
export const TENANT_CACHE_SIZE = 10_000;

const tenantCaches = new WeakMap<object, EpochCache<string, string>>();

function tenantCacheOf(db: object): EpochCache<string, string> {
  let cache = tenantCaches.get(db);
  if (!cache) {
    // No time bound needed: tenants are only ever erased, and erasure (in a worker's connection or here,
    // with invalidateCaches) moves the cache epoch.
    cache = new EpochCache(db, TENANT_CACHE_SIZE);
    tenantCaches.set(db, cache);
  }
  return cache;
}

/**
 * Tenants are created on first use, inside the key's partner and environment. The cache key is the whole
 * scope (partner, environment, external id), exactly what the lookup matches, so it cannot cross partners.
 */
export function ensureTenant(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, externalId: string): TenantInfo {
  const cache = tenantCacheOf(ctx.db);
  const scope = `${auth.partnerId}\n${auth.environment}\n${externalId}`;
  const cached = cache.get(scope);
  if (cached !== undefined) return { id: cached, externalId };
  const { tenants } = schema;
  const lookup = prepared(ctx.db, 'tenants.byScope', () =>
    ctx.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(
        and(
          eq(tenants.partnerId, sql.placeholder('partnerId')),
          eq(tenants.environment, sql.placeholder('environment')),
          eq(tenants.externalId, sql.placeholder('externalId')),
        ),
      )
      .prepare(),
  );
  const args = { partnerId: auth.partnerId, environment: auth.environment, externalId };
  let row = lookup.get(args);
  if (!row) {
    const now = ctx.clock.now();
    ctx.db
      .insert(tenants)
      .values({
        id: newId('ten', now),
        partnerId: auth.partnerId,
        environment: auth.environment,
        externalId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .run();
    row = lookup.get(args);
    if (!row) throw new Error('tenant vanished right after creation');
  }
  cache.set(scope, row.id);
  return { id: row.id, externalId };
}
