import { createHmac } from 'node:crypto';
import type { CreateWebhookEndpointResponse, ScoringJobResponse } from '@rubric/contracts';
import { verifyWebhook, type VerifiedWebhook } from '@rubric/client';
import { and, eq, inArray, isNull, schema } from '@rubric/db';
import { expect } from 'vitest';
import { findPartnerByName } from '../src/modules/partners/service.js';
import type { AdminClient, ApiClient, TestServer } from './harness.js';
import type { ReceivedRequest } from './webhook-receiver.js';
import { eventually } from './waits.js';

export const RESUME = `Jane Roe — Senior Backend Engineer.
Six years of TypeScript and Node.js experience building payment APIs.
Operated PostgreSQL clusters in production and led a team of four.`;
export const CRITERIA = [
  { text: 'TypeScript and Node.js experience', importance: 'MUST_HAVE' },
  { text: 'Kubernetes', importance: 'NICE_TO_HAVE' },
];
export const submission = {
  resume: { type: 'text', content: RESUME },
  jobDescription: 'Backend engineer for our payments platform.',
};

/** A partner with a /v1 client (key created in the database) and its id for the admin API. */
export function partner(server: TestServer, name: string, tenant = 'tenant-w') {
  const api = server.client(name, tenant);
  const found = findPartnerByName(server.rubric.ctx, name);
  if (!found) throw new Error(`partner ${name} was not created`);
  return { api, id: found.id };
}

export async function createEndpoint(
  admin: AdminClient,
  partnerId: string,
  body: Record<string, unknown>,
  environment = 'test',
) {
  const r = await admin.post<CreateWebhookEndpointResponse>(
    `/partners/${partnerId}/webhook-endpoints?environment=${environment}`,
    body,
  );
  if (r.status !== 201) throw new Error(`endpoint not created: ${r.status} ${r.text}`);
  return r.body;
}

/** Submits one application and waits until its scoring job has ended. */
export async function scoreOne(
  api: ApiClient,
  jobId: string,
  applicationId: string,
): Promise<ScoringJobResponse['scoringJob']> {
  const created = await api.post<ScoringJobResponse>(
    `/v1/jobs/${jobId}/applications/${applicationId}/scoring-jobs`,
    submission,
  );
  if (created.status !== 202) throw new Error(`submission failed: ${created.status} ${created.text}`);
  return eventually(async () => {
    const r = await api.get<ScoringJobResponse>(
      `/v1/jobs/${jobId}/applications/${applicationId}/scoring-jobs/${created.body.scoringJob.id}`,
    );
    return r.body.scoringJob.status !== 'pending' ? r.body.scoringJob : null;
  });
}

/**
 * Waits until the outbox has nothing left to do for a partner: each of its events fanned out, none of its
 * deliveries pending. What a receiver has got then is all it will get (instead of waiting "a while" to see
 * that nothing else arrives).
 */
export async function outboxSettled(server: TestServer, partnerId: string): Promise<void> {
  const { db } = server.rubric.ctx;
  await eventually(
    () => {
      const unfanned = db
        .select({ id: schema.webhookEvents.id })
        .from(schema.webhookEvents)
        .where(and(eq(schema.webhookEvents.partnerId, partnerId), isNull(schema.webhookEvents.fannedOutAt)))
        .all();
      const endpoints = db
        .select({ id: schema.webhookEndpoints.id })
        .from(schema.webhookEndpoints)
        .where(eq(schema.webhookEndpoints.partnerId, partnerId))
        .all()
        .map((e) => e.id);
      const pending = db
        .select({ id: schema.webhookDeliveries.id })
        .from(schema.webhookDeliveries)
        .where(
          and(inArray(schema.webhookDeliveries.endpointId, endpoints), eq(schema.webhookDeliveries.status, 'pending')),
        )
        .all();
      return unfanned.length === 0 && pending.length === 0;
    },
    { what: `partner ${partnerId}'s webhook outbox to settle` },
  );
}

/** HMAC-SHA256 of "t.body" computed here, independently of the library under test. */
export function independentSignature(secret: string, t: string, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

/** Checks the signature twice — with the client library and by hand — and returns the verified delivery. */
export function expectSigned(req: ReceivedRequest, secrets: string[], now = Date.now()): VerifiedWebhook {
  const header = String(req.headers['x-webhook-signature']);
  const t = String(req.headers['x-webhook-timestamp']);
  const v1 = header
    .split(',')
    .filter((p) => p.startsWith('v1='))
    .map((p) => p.slice(3));
  expect(header).toMatch(new RegExp(`^t=${t},v1=[0-9a-f]{64}(,v1=[0-9a-f]{64})*$`));
  expect(v1).toEqual(secrets.map((s) => independentSignature(s, t, req.body)));
  const verified = verifyWebhook(req.body, req.headers, secrets, { now });
  if (!verified.ok) throw verified.error;
  return verified;
}
