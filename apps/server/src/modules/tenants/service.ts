import { and, eq, newId, schema } from '@rubric/db';
import type { AppContext, AuthInfo, TenantInfo } from '../../context.js';

/** Tenants are created on first use, inside the key's partner and environment. */
export function ensureTenant(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, externalId: string): TenantInfo {
  const { tenants } = schema;
  const scope = and(eq(tenants.partnerId, auth.partnerId), eq(tenants.environment, auth.environment), eq(tenants.externalId, externalId));
  const existing = ctx.db.select({ id: tenants.id }).from(tenants).where(scope).get();
  if (existing) return { id: existing.id, externalId };
  const now = ctx.clock.now();
  ctx.db
    .insert(tenants)
    .values({ id: newId('ten', now), partnerId: auth.partnerId, environment: auth.environment, externalId, createdAt: now })
    .onConflictDoNothing()
    .run();
  const row = ctx.db.select({ id: tenants.id }).from(tenants).where(scope).get();
  if (!row) throw new Error('tenant vanished right after creation');
  return { id: row.id, externalId };
}
