// The stop control: an administrator pauses scoring for one partner. Its submissions are still accepted and
// wait unclaimed while other partners' jobs are scored; a job already in the engine finishes; resuming
// releases the waiting jobs. /metrics, /readyz and the portal's overview show the pause.
import type {
  AdminOverview,
  AdminPartnerResponse,
  AdminPartnersResponse,
  ReadyzResponse,
  ScoringJobResponse,
} from '@rubric/contracts';
import { schema } from '@rubric/db';
import { describe, expect, it, vi } from 'vitest';
import { ControlledEngine } from './fake-engines.js';
import { adminSession, AdminClient, expectProblem, testServer, type ApiClient, type TestServer } from './harness.js';
import { verifyAuditChain } from '../src/modules/audit/index.js';
import { eventually } from './waits.js';

// Each test starts a server and waits for its preparer's tagger (seconds on a busy host): a hang guard, not a wait.
vi.setConfig({ testTimeout: 90_000 });

async function warmServer(engine: ControlledEngine): Promise<TestServer> {
  const s = await testServer({ engines: { test: engine } });
  await s.rubric.runner.warm();
  return s;
}

const JOB = '/v1/jobs/job-p';
const path = (app: string, id: string) => `${JOB}/applications/${app}/scoring-jobs/${id}`;
const textOf = (app: string) =>
  `Candidate ${app}: six years of TypeScript and Node.js building payment APIs in production.`;

async function withCriteria(api: ApiClient): Promise<void> {
  const r = await api.put(`${JOB}/criteria`, { criteria: [{ text: 'TypeScript', importance: 'MUST_HAVE' }] });
  expect(r.status).toBe(200);
}
async function submit(api: ApiClient, app: string): Promise<string> {
  const r = await api.post<ScoringJobResponse>(`${JOB}/applications/${app}/scoring-jobs`, {
    resume: { type: 'text', content: textOf(app) },
    jobDescription: 'Backend engineer writing TypeScript',
  });
  expect(r.status).toBe(202);
  return r.body.scoringJob.id;
}
const jobOf = async (api: ApiClient, app: string, id: string) =>
  (await api.get<ScoringJobResponse>(path(app, id))).body.scoringJob;
const completed = (api: ApiClient, jobs: Array<[string, string]>) =>
  eventually(
    async () => {
      const all = await Promise.all(jobs.map(([app, id]) => jobOf(api, app, id)));
      return all.every((j) => j.status === 'completed') ? all : null;
    },
    { what: `${jobs.length} scoring jobs to complete` },
  );

async function partnerId(admin: AdminClient, name: string): Promise<string> {
  const r = await admin.get<AdminPartnersResponse>('/partners');
  const p = r.body.partners.find((x) => x.name === name);
  if (!p) throw new Error(`no partner ${name}`);
  return p.id;
}
const pause = (admin: AdminClient, id: string) => admin.post<AdminPartnerResponse>(`/partners/${id}/scoring/pause`);
const resume = (admin: AdminClient, id: string) => admin.post<AdminPartnerResponse>(`/partners/${id}/scoring/resume`);

const metric = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};
/** The pause's audit events: one for the whole partner (no environment, no tenant), written with the change. */
const pauseEvents = (s: TestServer) =>
  s.rubric.ctx.db
    .select()
    .from(schema.auditEvents)
    .all()
    .filter((e) => e.type === 'scoring.paused' || e.type === 'scoring.resumed')
    .map((e) => ({
      type: e.type,
      actor: `${e.actorType}:${e.actorId}`,
      partnerId: e.partnerId,
      environment: e.environment,
      tenantId: e.tenantId,
      data: JSON.parse(e.data) as unknown,
    }));
const metrics = async (s: TestServer) => (await fetch(`${s.url}/metrics`)).text();
const readyz = async (s: TestServer) => {
  const r = await fetch(`${s.url}/readyz`);
  return { status: r.status, body: (await r.json()) as ReadyzResponse };
};

describe('pausing a partner', () => {
  it('holds its jobs while another partner’s are scored; resuming releases them; metrics, readyz and the overview show it', async () => {
    const engine = new ControlledEngine();
    const server = await warmServer(engine);
    const admin = await adminSession(server);
    const held = server.client('held-co', 'tenant-h');
    const other = server.client('other-co', 'tenant-o');
    await withCriteria(held);
    await withCriteria(other);
    const heldId = await partnerId(admin, 'held-co');

    const paused = await pause(admin, heldId);
    expect(paused.status).toBe(200);
    const session = await admin.get<{ admin: { id: string; email: string } }>('/session');
    expect(paused.body.partner.scoringPause).toEqual({
      pausedAt: expect.stringMatching(/Z$/) as unknown as string,
      pausedBy: { type: 'admin', id: session.body.admin.id, email: 'admin@example.com' },
    });

    // The held partner's applications are submitted first: unpaused, the fair order would score them first.
    const heldJobs: Array<[string, string]> = [];
    for (const app of ['h1', 'h2', 'h3']) heldJobs.push([app, await submit(held, app)]);
    const otherJobs: Array<[string, string]> = [];
    for (const app of ['o1', 'o2', 'o3']) otherJobs.push([app, await submit(other, app)]);
    await completed(other, otherJobs);

    for (const [app, id] of heldJobs)
      expect(await jobOf(held, app, id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(engine.order).toEqual(['o1', 'o2', 'o3'].map(textOf));
    expect(server.rubric.runner.inFlight()).toEqual([]);

    // Visible: metrics, readiness (still ready: a pause is a decision, not a fault), the overview, the partner.
    const during = await metrics(server);
    expect(metric(during, 'rubric_scoring_paused', 'partner="held-co"')).toBe(1);
    expect(metric(during, 'rubric_scoring_paused', 'partner="other-co"')).toBe(0);
    expect(metric(during, 'rubric_scoring_pending', 'environment="test",partner="held-co"')).toBe(3);
    const ready = await readyz(server);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.scoring.pausedPartners).toEqual([
      { partnerId: heldId, partnerName: 'held-co', pausedAt: paused.body.partner.scoringPause?.pausedAt },
    ]);
    const overview = await admin.get<AdminOverview>('/overview');
    expect(overview.body.queue.pausedPartners).toEqual(ready.body.scoring.pausedPartners);
    expect(overview.body.queue.byPartner).toContainEqual(
      expect.objectContaining({ partnerName: 'held-co', pending: 3, scoringPaused: true }),
    );
    const listed = await admin.get<AdminPartnersResponse>('/partners');
    expect(listed.body.partners.find((p) => p.name === 'other-co')?.scoringPause).toBeNull();

    // Pausing again changes nothing: the first pause's time and author stay, and no second event is written.
    const again = await pause(admin, heldId);
    expect(again.status).toBe(200);
    expect(again.body.partner.scoringPause).toEqual(paused.body.partner.scoringPause);
    const by = `admin:${session.body.admin.id}`;
    const scope = { partnerId: heldId, tenantId: null, data: { partnerId: heldId } };
    expect(pauseEvents(server)).toEqual([{ type: 'scoring.paused', actor: by, environment: null, ...scope }]);

    const resumed = await resume(admin, heldId);
    expect(resumed.status).toBe(200);
    expect(resumed.body.partner.scoringPause).toBeNull();
    const done = await completed(held, heldJobs);
    expect(done.map((j) => j.attempts)).toEqual([1, 1, 1]);
    const events = server.rubric.ctx.db
      .select()
      .from(schema.webhookEvents)
      .all()
      .filter((e) => e.type === 'score.completed');
    expect(events).toHaveLength(6);

    expect(pauseEvents(server).map((e) => `${e.type} ${e.environment} ${e.actor}`)).toEqual([
      `scoring.paused null ${by}`,
      `scoring.resumed null ${by}`,
    ]);
    expect(verifyAuditChain(server.rubric.ctx.sqlite)).toMatchObject({ ok: true });

    const after = await metrics(server);
    expect(metric(after, 'rubric_scoring_paused', 'partner="held-co"')).toBe(0);
    expect((await readyz(server)).body.scoring.pausedPartners).toEqual([]);
    // Resuming a partner that is not paused changes nothing.
    expect((await resume(admin, heldId)).body.partner.scoringPause).toBeNull();
  });

  it('lets the job already in the engine finish; the partner’s next job waits', async () => {
    const engine = new ControlledEngine();
    engine.hold();
    const server = await warmServer(engine);
    const admin = await adminSession(server);
    const held = server.client('busy-co', 'tenant-b');
    const other = server.client('later-co', 'tenant-l');
    await withCriteria(held);
    await withCriteria(other);
    const first = await submit(held, 'b1');
    const second = await submit(held, 'b2');
    await engine.startedAtLeast(1);
    expect((await pause(admin, await partnerId(admin, 'busy-co'))).status).toBe(200);
    engine.release();
    // Unpaused, b2 would be claimed the moment b1's engine call ended, before b1's result was even stored.
    await completed(held, [['b1', first]]);
    const later = await submit(other, 'l1');
    await completed(other, [['l1', later]]);
    expect(await jobOf(held, 'b2', second)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(engine.order).toEqual([textOf('b1'), textOf('l1')]);
  });
});

describe('preparation ahead of the claim', () => {
  it('drops a paused partner’s prepared job so that another partner’s is prepared in its place', async () => {
    const engine = new ControlledEngine();
    engine.hold();
    const server = await warmServer(engine);
    const admin = await adminSession(server);
    const held = server.client('prepared-co', 'tenant-p');
    const other = server.client('next-co', 'tenant-n');
    await withCriteria(held);
    await withCriteria(other);
    const first = await submit(held, 'p1');
    await engine.startedAtLeast(1);
    const second = await submit(held, 'p2');
    // One slot, busy with p1: p2 is prepared ahead, the engine's one slot's worth.
    await eventually(() => server.rubric.runner.preparedAhead().includes(second), { what: 'p2 prepared ahead' });
    expect((await pause(admin, await partnerId(admin, 'prepared-co'))).status).toBe(200);
    const next = await submit(other, 'n1');
    await eventually(
      () => {
        const ahead = server.rubric.runner.preparedAhead();
        return ahead.includes(next) && !ahead.includes(second);
      },
      { what: 'n1 prepared in place of the paused p2' },
    );
    engine.release();
    await completed(held, [['p1', first]]);
    await completed(other, [['n1', next]]);
    expect(await jobOf(held, 'p2', second)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('the pause routes', () => {
  it('need a session (401) and, being mutations, the CSRF token (403); an unknown partner is 404', async () => {
    const engine = new ControlledEngine();
    const server = await testServer({ engines: { test: engine } });
    const admin = await adminSession(server);
    server.client('guarded-co', 'tenant-g');
    const id = await partnerId(admin, 'guarded-co');
    const anonymous = new AdminClient(server.url, null, null);
    for (const action of ['pause', 'resume']) {
      expectProblem(await anonymous.post(`/partners/${id}/scoring/${action}`), 401, 'UNAUTHORIZED');
      expectProblem(
        await admin.post(`/partners/${id}/scoring/${action}`, undefined, { csrf: false }),
        403,
        'FORBIDDEN',
      );
      const forged = new AdminClient(server.url, admin.cookie, 'forged-token-forged-token');
      expectProblem(await forged.post(`/partners/${id}/scoring/${action}`), 403, 'FORBIDDEN');
      expectProblem(await admin.post(`/partners/ptn_unknown/scoring/${action}`), 404, 'RESOURCE_NOT_FOUND');
    }
    // None of the refused calls paused anything, or left an event.
    const p = await admin.get<AdminPartnerResponse>(`/partners/${id}`);
    expect(p.body.partner.scoringPause).toBeNull();
    expect(pauseEvents(server)).toEqual([]);
    expect((await readyz(server)).body.scoring.pausedPartners).toEqual([]);
  });
});
