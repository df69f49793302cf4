import { asc, eq, newId, schema } from '@rubric/db';
import type { AppContext } from '../../context.js';

type Deps = Pick<AppContext, 'db' | 'clock'>;

const PARTNER_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/;

export class PartnerExistsError extends Error {}
export class InvalidPartnerNameError extends Error {}

export function findPartnerByName(ctx: Pick<Deps, 'db'>, name: string) {
  return ctx.db.select().from(schema.partners).where(eq(schema.partners.name, name)).get() ?? null;
}

/**
 * The look and the insert are one IMMEDIATE transaction: two processes creating the same partner at once (two
 * `rubric keys create --partner new-name`, the CLI beside the portal) queue on the write lock, and the second
 * finds the first's row instead of failing on the unique name.
 */
export function createPartner(ctx: Deps, name: string) {
  if (!PARTNER_NAME.test(name))
    throw new InvalidPartnerNameError('Partner names are 1–100 characters: letters, digits, space, . _ -');
  return ctx.db.transaction((tx) => {
    if (findPartnerByName({ db: tx }, name)) throw new PartnerExistsError(`Partner "${name}" already exists.`);
    const now = ctx.clock.now();
    const row = {
      id: newId('ptn', now),
      name,
      blindScoring: true,
      scoringPausedAt: null,
      scoringPausedBy: null,
      createdAt: now,
    };
    tx.insert(schema.partners).values(row).run();
    return row;
  });
}

export function ensurePartner(ctx: Deps, name: string) {
  return ctx.db.transaction(
    (tx) => findPartnerByName({ db: tx }, name) ?? createPartner({ db: tx, clock: ctx.clock }, name),
  );
}

export function listPartners(ctx: Deps) {
  return ctx.db.select().from(schema.partners).orderBy(asc(schema.partners.name)).all();
}
