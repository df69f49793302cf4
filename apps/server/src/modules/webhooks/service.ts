import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointRequest,
  type RevealWebhookSecretResponse,
  type RotateWebhookSecretResponse,
  type UpdateWebhookEndpointRequest,
  type WebhookEndpoint,
} from '@rubric/contracts';
import { and, asc, count, eq, newId, schema, type Db, type Environment } from '@rubric/db';
import { generateWebhookSecret } from '@rubric/webhooks';
import { ApiError } from '../../errors/api-error.js';
import { iso, type Clock } from '../../lib/clock.js';
import type { SecretBox } from './secret-box.js';
import { assertWebhookUrl, type UrlPolicy } from './url-policy.js';
import { endpointView, type EndpointRow } from './views.js';

/** After a rotation the previous secret keeps signing for a day, so receivers can roll over without losing deliveries. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

const { webhookEndpoints, partners } = schema;

export interface WebhookEndpointDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  urlPolicy: UrlPolicy;
}

export const endpointNotFound = (id: string) =>
  new ApiError('RESOURCE_NOT_FOUND', `No webhook endpoint ${id.slice(0, 100)}.`);

/** The secrets a delivery is signed with now: the current one first, then the previous one while it is still valid. */
export function activeSecrets(secrets: SecretBox, row: EndpointRow, now: number): string[] {
  const current = secrets.decrypt(row.secretCiphertext, row.id);
  if (!row.previousSecretCiphertext || row.previousSecretExpiresAt === null || row.previousSecretExpiresAt <= now)
    return [current];
  try {
    return [current, secrets.decrypt(row.previousSecretCiphertext, row.id)];
  } catch {
    // Rotated after the key file was lost: the old secret is gone for good; sign with the new one alone.
    return [current];
  }
}

export function createWebhookEndpointService(deps: WebhookEndpointDeps) {
  const { db, clock, secrets } = deps;

  function row(id: string): EndpointRow {
    const found = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).get();
    if (!found) throw endpointNotFound(id);
    return found;
  }

  function assertPartner(partnerId: string): void {
    if (!db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).get())
      throw new ApiError('RESOURCE_NOT_FOUND', `No partner ${partnerId.slice(0, 100)}.`);
  }

  async function create(
    partnerId: string,
    environment: Environment,
    input: CreateWebhookEndpointRequest,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    assertPartner(partnerId);
    const url = await assertWebhookUrl(input.url, deps.urlPolicy);
    const now = clock.now();
    const id = newId('whe', now);
    const secret = generateWebhookSecret();
    // The count and the insert hold the write lock together (transactions are IMMEDIATE, see openDatabase):
    // the CLI and the server cannot both pass the limit.
    const created = db.transaction((tx) => {
      const scope = and(eq(webhookEndpoints.partnerId, partnerId), eq(webhookEndpoints.environment, environment));
      const existing = tx.select({ n: count() }).from(webhookEndpoints).where(scope).get()?.n ?? 0;
      if (existing >= WEBHOOK_ENDPOINTS_MAX)
        throw new ApiError(
          'LIMIT_EXCEEDED',
          `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints per partner and environment.`,
          [{ field: 'url', code: 'limit_exceeded', message: `${environment} already has ${existing} endpoints` }],
        );
      const values: EndpointRow = {
        id,
        partnerId,
        environment,
        url: url.href,
        description: input.description ?? null,
        events: input.events ?? [...WEBHOOK_EVENT_TYPES],
        enabled: input.enabled ?? true,
        secretCiphertext: secrets.encrypt(secret, id),
        previousSecretCiphertext: null,
        previousSecretExpiresAt: null,
        createdAt: now,
        updatedAt: now,
      };
      tx.insert(webhookEndpoints).values(values).run();
      return values;
    });
    return { endpoint: endpointView(created, now), secret };
  }

  async function update(id: string, patch: UpdateWebhookEndpointRequest): Promise<WebhookEndpoint> {
    row(id);
    const url = patch.url === undefined ? undefined : (await assertWebhookUrl(patch.url, deps.urlPolicy)).href;
    const now = clock.now();
    const set = {
      ...(url !== undefined ? { url } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      updatedAt: now,
    };
    db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).run();
    return endpointView(row(id), now);
  }

  function rotateSecret(id: string): RotateWebhookSecretResponse {
    const current = row(id);
    const now = clock.now();
    const secret = generateWebhookSecret();
    const expiresAt = now + ROTATION_OVERLAP_MS;
    db.update(webhookEndpoints)
      .set({
        secretCiphertext: secrets.encrypt(secret, id),
        previousSecretCiphertext: current.secretCiphertext,
        previousSecretExpiresAt: expiresAt,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id))
      .run();
    return { endpoint: endpointView(row(id), now), secret, previousSecretExpiresAt: iso(expiresAt) };
  }

  function revealSecret(id: string): RevealWebhookSecretResponse {
    const r = row(id);
    const [secret, previous] = activeSecrets(secrets, r, clock.now());
    if (secret === undefined) throw new Error('an endpoint always has a current secret');
    return {
      secret,
      previousSecret:
        previous !== undefined && r.previousSecretExpiresAt !== null
          ? { secret: previous, expiresAt: iso(r.previousSecretExpiresAt) }
          : null,
    };
  }

  return {
    create,
    update,
    rotateSecret,
    revealSecret,
    row,
    get: (id: string) => endpointView(row(id), clock.now()),
    list(filter: { partnerId?: string; environment?: Environment }): WebhookEndpoint[] {
      if (filter.partnerId) assertPartner(filter.partnerId);
      const where = and(
        filter.partnerId ? eq(webhookEndpoints.partnerId, filter.partnerId) : undefined,
        filter.environment ? eq(webhookEndpoints.environment, filter.environment) : undefined,
      );
      const now = clock.now();
      return db
        .select()
        .from(webhookEndpoints)
        .where(where)
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
        .all()
        .map((r) => endpointView(r, now));
    },
    /** Deliveries and attempts of the endpoint go with it (foreign keys cascade). */
    remove(id: string): void {
      if (db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).run().changes === 0)
        throw endpointNotFound(id);
    },
  };
}

export type WebhookEndpointService = ReturnType<typeof createWebhookEndpointService>;
