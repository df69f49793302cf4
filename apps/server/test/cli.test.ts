import { eq, schema } from '@rubric/db';
import { describe, it, vi } from 'vitest';
import { useTestServer } from './harness.js';
import { cliProcess } from './process-harness.js';

// A hang guard sized to the work, not a wait: each test starts Node processes (the server or the CLI, ~2 s of
// CPU each), which takes several times longer while other work keeps both cores busy.
vi.setConfig({ testTimeout: 90_000 });

// The server runs on its DATA_DIR the whole time: the CLI writes next to it (SQLite WAL).
const server = await useTestServer();
const rubric = (...args: string[]) => cliProcess(server.dataDir, ...args);

const KEY = /^sk_test_[0-9A-Za-z]{43}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function listLines(stdout: string) {
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [prefix, environment, partner, created, lastUsed, revoked, ...rest] = line.split('\t');
      return { prefix, environment, partner, created, lastUsed, revoked, rest };
    });
}

const libraryAs = (key: string) =>
  fetch(`${server.url}/v1/criteria-library`, {
    headers: { Authorization: `Bearer ${key}`, 'X-Tenant-Id': 'tenant-a' },
  });

// Every `rubric` call is a Node process (~0.5 s of CPU): the scenarios run concurrently and keep their calls few.
describe.concurrent('rubric CLI', () => {
  it('keys create prints the key alone; it works against the running server; list shows it; revoke cuts it off', async ({
    expect,
  }) => {
    const [test, live] = await Promise.all([
      rubric('keys', 'create', '--partner', 'cli-partner', '--env', 'test'),
      rubric('keys', 'create', '--partner', 'cli-partner', '--env', 'live'),
    ]);
    // Both processes create the partner at once: one creates it, the other waits for its write and reuses it.
    expect([test.code, live.code]).toEqual([0, 0]);
    expect([test.stderr, live.stderr]).toEqual(['', '']);
    expect(test.stdout).toMatch(/^sk_test_[0-9A-Za-z]{43}\n$/);
    expect(live.stdout).toMatch(/^sk_live_[0-9A-Za-z]{43}\n$/);
    const key = test.stdout.trim();
    expect(key).toMatch(KEY);
    // The partner was created by the first call and reused by the other.
    expect(
      server.rubric.ctx.db.select().from(schema.partners).where(eq(schema.partners.name, 'cli-partner')).all(),
    ).toHaveLength(1);

    expect((await libraryAs(key)).status).toBe(200);

    const prefix = key.slice(0, 16);
    const revoked = await rubric('keys', 'revoke', prefix);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout.trim()).toBe(`revoked ${prefix}`);
    const refused = await libraryAs(key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('UNAUTHORIZED');

    const list = await rubric('keys', 'list');
    expect(list.code).toBe(0);
    const mine = listLines(list.stdout).filter((l) => l.partner === 'cli-partner');
    const used = mine.find((l) => l.prefix === prefix);
    const unused = mine.find((l) => l.environment === 'live');
    expect(used).toEqual({
      prefix,
      environment: 'test',
      partner: 'cli-partner',
      created: expect.stringMatching(ISO),
      lastUsed: expect.stringMatching(ISO),
      revoked: expect.stringMatching(ISO),
      rest: [],
    });
    expect(unused).toEqual({
      prefix: live.stdout.slice(0, 16),
      environment: 'live',
      partner: 'cli-partner',
      created: expect.stringMatching(ISO),
      lastUsed: '-',
      revoked: '-',
      rest: [],
    });
    expect(Date.parse(used!.lastUsed!)).toBeGreaterThanOrEqual(Date.parse(used!.created!)); // found just above
    expect(Date.parse(used!.revoked!)).toBeGreaterThanOrEqual(Date.parse(used!.lastUsed!));
    // Only prefixes are ever listed, never a whole key.
    expect(list.stdout).not.toMatch(/sk_(test|live)_[0-9A-Za-z]{9,}/);
    for (const l of listLines(list.stdout)) expect(l.prefix).toMatch(/^sk_(test|live)_[0-9A-Za-z]{8}$/);
  });

  it('keys revoke of an unknown prefix and keys create --env prod fail with a message on stderr and nothing on stdout', async ({
    expect,
  }) => {
    const [unknown, prod] = await Promise.all([
      rubric('keys', 'revoke', 'sk_test_zzzzzzzz'),
      rubric('keys', 'create', '--partner', 'p-prod', '--env', 'prod'),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/no key/i);
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
    expect(prod.code).not.toBe(0);
    expect(prod.stdout).toBe('');
    expect(prod.stderr).toMatch(/prod/);
    expect(server.rubric.ctx.db.select().from(schema.partners).where(eq(schema.partners.name, 'p-prod')).all()).toEqual(
      [],
    );
  });

  it('partners create prints the id; a duplicate → exit 1', async ({ expect }) => {
    const created = await rubric('partners', 'create', 'Globex Corp');
    expect(created.code).toBe(0);
    expect(created.stderr).toBe('');
    const id = created.stdout.trim();
    expect(created.stdout).toBe(`${id}\n`);
    expect(id).toMatch(/^ptn_[0-9A-Za-z]+$/);
    expect(server.rubric.ctx.db.select().from(schema.partners).where(eq(schema.partners.id, id)).get()?.name).toBe(
      'Globex Corp',
    );
    const duplicate = await rubric('partners', 'create', 'Globex Corp');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stdout).toBe('');
    expect(duplicate.stderr).toMatch(/already exists/);
  });

  it('admins create works and stores a hash; a short password → exit 1', async ({ expect }) => {
    const [created, short] = await Promise.all([
      rubric('admins', 'create', '--email', 'Ops@Example.com', '--password', 'correct horse battery'),
      rubric('admins', 'create', '--email', 'short@example.com', '--password', 'short'),
    ]);
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toMatch(/^adm_[0-9A-Za-z]+$/);
    const row = server.rubric.ctx.db
      .select()
      .from(schema.admins)
      .where(eq(schema.admins.email, 'ops@example.com'))
      .get();
    expect(row?.passwordHash).toMatch(/^\$argon2/);
    expect(row?.passwordHash).not.toContain('correct horse');
    expect(short.code).toBe(1);
    expect(short.stdout).toBe('');
    expect(short.stderr).toMatch(/password/);
    expect(
      server.rubric.ctx.db.select().from(schema.admins).where(eq(schema.admins.email, 'short@example.com')).get(),
    ).toBeUndefined();
  });
});
