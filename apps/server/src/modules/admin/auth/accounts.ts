import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { count, eq, newId, schema } from '@rubric/db';
import type { AppContext } from '../../../context.js';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/**
 * The argon2id boundary every password check and hash of this module goes through, read at each call:
 * a test counts the checks a sign-in makes (an unknown e-mail must cost one, like a known one) by spying
 * on it instead of timing requests.
 */
export const passwordHashing = { hash, verify };

export class AdminExistsError extends Error {}

export async function createAdmin(ctx: Deps, email: string, password: string) {
  const normalised = email.trim().toLowerCase();
  if (ctx.db.select().from(schema.admins).where(eq(schema.admins.email, normalised)).get())
    throw new AdminExistsError(`Admin ${normalised} already exists.`);
  const now = ctx.clock.now();
  const row = {
    id: newId('adm', now),
    email: normalised,
    passwordHash: await passwordHashing.hash(password),
    createdAt: now,
  };
  ctx.db.insert(schema.admins).values(row).run();
  return { id: row.id, email: row.email };
}

let dummyHash: Promise<string> | undefined;
/**
 * An argon2id hash of a random password, made once with the same parameters as real ones: an unknown
 * e-mail is checked against it, so that it costs the same time as a known e-mail with a wrong password
 * (otherwise the answer time tells which e-mail is the administrator's). Call early to make it before
 * the first sign-in.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= passwordHashing.hash(randomBytes(24).toString('base64url'));
  return dummyHash;
}

export async function verifyAdminPassword(ctx: Deps, email: string, password: string) {
  const row = ctx.db.select().from(schema.admins).where(eq(schema.admins.email, email.trim().toLowerCase())).get();
  if (!row) {
    await passwordHashing.verify(await dummyPasswordHash(), password);
    return null;
  }
  return (await passwordHashing.verify(row.passwordHash, password)) ? { id: row.id, email: row.email } : null;
}

export function adminCount(ctx: Deps): number {
  return ctx.db.select({ n: count() }).from(schema.admins).get()?.n ?? 0;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD create the first admin at start when none exists. */
export async function ensureBootstrapAdmin(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD || adminCount(ctx) > 0) return;
  const admin = await createAdmin(ctx, ADMIN_EMAIL, ADMIN_PASSWORD);
  ctx.log.info({ adminId: admin.id }, 'bootstrap admin created');
}
