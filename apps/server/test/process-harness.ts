import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScoringJobResponse } from '@rubric/contracts';
import { openDatabase, schema, type Environment } from '@rubric/db';
import { onTestFinished } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { createApiKey } from '../src/modules/partners/keys.js';
import type { ApiClient } from './harness.js';
import { Changes, eventually, HANG_MS } from './waits.js';

// The server and the operator CLI as `npm start` and `npx rubric` run them: compiled dist/ (the global setup builds it).
export const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const CLI = fileURLToPath(new URL('../bin/rubric.js', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npx rubric <args>` on DATA_DIR `dataDir` as a child process; resolves when it exits (killed if it hangs). */
export function cliProcess(dataDir: string, ...args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_OPTIONS: '' }, timeout: HANG_MS },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | string | null>;
}

/**
 * Starts the built server (`apps/server/dist/main.js`) as its own process, exactly as `npm start` runs it.
 * Rate limits are raised 100× (as in the in-process harness) unless `env` sets RATE_LIMIT_MULTIPLIER: a test
 * that polls a job while the restarted server warms up must not be answered 429 by the 20/s read bucket.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test that fails half-way must not leave a server running (and holding the port and DATA_DIR).
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    // A hang guard: the log line below is the event waited for. Generous: a start takes ~2 s of CPU, and
    // 20 s was seen on a machine ten times oversubscribed.
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${out}`)), 60_000);
    const check = () => {
      const m = /"url":"(http:\/\/[^"]+)".*"msg":"rubric listening"/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}) before listening:\n${out}`));
    });
  });
  return { child, url, output: () => out, exited };
}

/** A fresh DATA_DIR for server processes: the database created, with an API key of partner `acme` in it. */
export function processDataDir(environment: Environment = 'test'): { dataDir: string; key: string; remove(): void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'rubric-process-'));
  const db = openDatabase(dataDir);
  const key = createApiKey({ db: db.db, clock: systemClock }, 'acme', environment).key;
  db.close();
  return { dataDir, key, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The scoring job ids of every `score.completed` event in the DATA_DIR's outbox (one per job scored). */
export function completedJobIds(dataDir: string): string[] {
  const db = openDatabase(dataDir);
  try {
    return db.db
      .select()
      .from(schema.webhookEvents)
      .all()
      .filter((e) => e.type === 'score.completed')
      .map((e) => (JSON.parse(e.payload) as { scoringJobId: string }).scoringJobId)
      .sort();
  } finally {
    db.close();
  }
}

/** Reads the scoring jobs at `paths` (`/v1/jobs/…/scoring-jobs/{id}`) until every one has completed; returns them. */
export function allCompleted(api: ApiClient, paths: string[]): Promise<Array<ScoringJobResponse['scoringJob']>> {
  return eventually(
    async () => {
      const all = await Promise.all(paths.map((path) => api.get<ScoringJobResponse>(path)));
      return all.every((r) => r.status === 200 && r.body.scoringJob.status === 'completed')
        ? all.map((r) => r.body.scoringJob)
        : null;
    },
    { what: `${paths.length} scoring jobs to complete` },
  );
}

/**
 * A fake OpenAI-compatible endpoint on loopback (the model boundary): answers every chat completion
 * with a schema-valid score, or holds requests while `hold` is set.
 */
export class FakeModelEndpoint {
  server: Server;
  requests = 0;
  hold = false;
  private held: Array<{ res: ServerResponse; task: string }> = [];
  private readonly changes = new Changes();

  /** Resolves once `n` requests have arrived in all (an event, not a poll). */
  async received(n: number): Promise<void> {
    await this.changes.until(() => this.requests >= n, `${n} requests at the model endpoint`);
  }

  constructor() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        this.requests++;
        this.changes.changed();
        const task =
          (JSON.parse(body || '{}') as { response_format?: { json_schema?: { name?: string } } }).response_format
            ?.json_schema?.name ?? 'score';
        if (this.hold) {
          this.held.push({ res, task });
          return;
        }
        FakeModelEndpoint.answer(res, task);
      });
    });
  }

  /** A schema-valid answer for the engine's task (`score`, `criteria`, `question_set`). */
  static answer(res: ServerResponse, task: string): void {
    const outputs: Record<string, unknown> = {
      score: {
        criteria: [{ i: 1, v: 'met', e: 'Six years of TypeScript.' }],
        verdict: 'Good fit.',
        strengths: ['TypeScript'],
        concerns: [],
        focus: [],
      },
      criteria: { criteria: [{ text: 'TypeScript in production', importance: 'MUST_HAVE' }] },
      question_set: {
        guidance: 'Answer as a hiring manager.',
        questions: [{ type: 'single', q: 'Seniority?', options: ['Mid', 'Senior'], hint: '' }],
      },
    };
    const content = JSON.stringify(outputs[task] ?? outputs.score);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 20 },
      }),
    );
  }

  /** Answers every held request and stops holding. */
  releaseHeld(): void {
    this.hold = false;
    for (const { res, task } of this.held.splice(0)) FakeModelEndpoint.answer(res, task);
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const { res } of this.held) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
