import { asc, eq, newId, schema } from '@rubric/db';
import type { AppContext } from '../../context.js';

type Deps = Pick<AppContext, 'db' | 'clock'>;

const PARTNER_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/;

export class PartnerExistsError extends Error {}
export class InvalidPartnerNameError extends Error {}

export function findPartnerByName(ctx: Deps, name: string) {
  return ctx.db.select().from(schema.partners).where(eq(schema.partners.name, name)).get() ?? null;
}

export function createPartner(ctx: Deps, name: string) {
  if (!PARTNER_NAME.test(name))
    throw new InvalidPartnerNameError('Partner names are 1–100 characters: letters, digits, space, . _ -');
  if (findPartnerByName(ctx, name)) throw new PartnerExistsError(`Partner "${name}" already exists.`);
  const now = ctx.clock.now();
  const row = { id: newId('ptn', now), name, blindScoring: true, createdAt: now };
  ctx.db.insert(schema.partners).values(row).run();
  return row;
}

export function ensurePartner(ctx: Deps, name: string) {
  return findPartnerByName(ctx, name) ?? createPartner(ctx, name);
}

export function listPartners(ctx: Deps) {
  return ctx.db.select().from(schema.partners).orderBy(asc(schema.partners.name)).all();
}
