import { and, eq, newId, prepared, schema, sql } from '@rubric/db';
import type { AppContext, AuthInfo, TenantInfo } from '../../context.js';

/** Tenants are created on first use, inside the key's partner and environment. */
export function ensureTenant(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, externalId: string): TenantInfo {
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
  const existing = lookup.get(args);
  if (existing) return { id: existing.id, externalId };
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
  const row = lookup.get(args);
  if (!row) throw new Error('tenant vanished right after creation');
  return { id: row.id, externalId };
}
