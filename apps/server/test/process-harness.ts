import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

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
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20_000);
    const check = () => {
      const m = /"url":"(http:\/\/[^"]+)".*"msg":"rubric listening"/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => reject(new Error(`server exited (${String(code)}) before listening:\n${out}`)));
  });
  return { child, url, output: () => out, exited };
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

  constructor() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        this.requests++;
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
