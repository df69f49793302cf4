import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigSchema } from '../src/config.js';
import { startTestServer, type TestServer } from './harness.js';

// No container engine runs here: these tests keep the Dockerfile and compose.yaml in step with the
// `npm start` path the rest of the suite exercises.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (p: string) => readFileSync(`${root}${p}`, 'utf8');
const dockerfile = read('Dockerfile');
const compose = parse(read('compose.yaml')) as {
  services: Record<
    string,
    {
      command?: string[];
      environment?: Record<string, string>;
      volumes?: string[];
      ports?: string[];
      healthcheck?: { test: string[] };
    }
  >;
};
const configNames = new Set(Object.keys(ConfigSchema.shape));

describe('Dockerfile and compose.yaml', () => {
  it('run the same start command as npm start', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
    const stages = dockerfile.split(/^FROM /m);
    const runtime = stages[stages.length - 1] ?? '';
    expect(runtime).toMatch(/^CMD \["npm", "start"\]$/m);
    expect(runtime).toMatch(/^USER node$/m);
    // The data directory holds resume text: readable by its owner only (rubric doctor warns otherwise).
    expect(runtime).toMatch(/chmod 700 \/data\b/);
    expect(runtime).toMatch(/^EXPOSE 8080$/m);
    expect(runtime).toMatch(/^VOLUME \["\/data", "\/models", "\/backups"\]$/m);
    expect(compose.services.rubric?.command).toEqual(['npm', 'start']);
    // Scheduled snapshots are on in the container: BACKUP_DIR is a volume of its own.
    expect(compose.services.rubric?.environment).toMatchObject({ BACKUP_DIR: '/backups' });
    expect(compose.services.rubric?.volumes).toContain('rubric-backups:/backups');
    expect(compose.services.rubric?.ports).toContain('0.0.0.0:8080:8080');
  });

  it('build and run on Node 24 LTS, a release line package.json engines admit', () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(pkg.engines.node.split('||').map((r) => r.trim())).toContain('^24.0.0');
  });

  it('use only configuration names the server knows', () => {
    const envLine = /^ENV ([\s\S]*?)(?=^\S)/m.exec(dockerfile.split(/^FROM /m).pop() ?? '')?.[1] ?? '';
    const dockerNames = [...envLine.matchAll(/([A-Z_]+)=/g)].map((m) => m[1]).filter((n) => n !== 'NODE_ENV');
    expect(dockerNames.length).toBeGreaterThan(3);
    for (const name of dockerNames) expect(configNames, name).toContain(name);
    for (const name of Object.keys(compose.services.rubric?.environment ?? {}))
      expect(configNames, name).toContain(name);
    for (const line of read('.env.example').split('\n')) {
      const m = /^#?\s*([A-Z_]+)=/.exec(line);
      if (m?.[1]) expect(configNames, m[1]).toContain(m[1]);
    }
  });

  it('are all documented: every setting appears in the README configuration table', () => {
    const section = /## Configuration\n([\s\S]*?)\n## /.exec(read('README.md'))?.[1] ?? '';
    const documented = new Set(
      [...section.matchAll(/^\|.*$/gm)].flatMap((row) => [...row[0].matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])),
    );
    for (const name of configNames) expect(documented, name).toContain(name);
  });

  it('check health through /readyz, in the image and in compose', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "docker\/healthcheck.mjs"\]$/m);
    expect(compose.services.rubric?.healthcheck?.test).toEqual(['CMD', 'node', 'docker/healthcheck.mjs']);
    expect(read('docker/healthcheck.mjs')).toContain('/readyz');
  });
});

describe('offline linters', () => {
  const bin = (name: string) => `${root}node_modules/.bin/${name}`;
  const lint = (cmd: string, args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      execFile(cmd, args, { timeout: 60_000 }, (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
      );
    });

  it('find no problem in the Dockerfile (dockerfile-utils) and no error in compose.yaml (dclint, the compose-spec schema)', async () => {
    const dockerfileLint = await lint(bin('dockerfile-utils'), ['lint', `${root}Dockerfile`]);
    expect(dockerfileLint.out.trim()).toBe('');
    expect(dockerfileLint.code).toBe(0);
    const composeLint = await lint(bin('dclint'), [`${root}compose.yaml`]);
    expect(composeLint.out).not.toMatch(/\berror\b/);
    expect(composeLint.code).toBe(0);
  });
});

describe('docker/healthcheck.mjs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // Asynchronous on purpose: the server under test runs in this process and must keep answering.
  const healthcheck = (port: string) =>
    new Promise<number | null>((resolve) => {
      const child = execFile(process.execPath, [`${root}docker/healthcheck.mjs`], {
        env: { PORT: port },
        timeout: 10_000,
      });
      child.on('exit', (code) => resolve(code));
    });

  it('exits 0 against a ready server and 1 when nothing answers', async () => {
    expect(await healthcheck(new URL(server.url).port)).toBe(0);
    expect(await healthcheck('9')).toBe(1);
  });
});
