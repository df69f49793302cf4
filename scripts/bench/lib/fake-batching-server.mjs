// A fake OpenAI-compatible endpoint that behaves like a batching inference server (llama.cpp server with
// `--parallel N`, vLLM): up to `slots` requests are served at once and each takes `serviceMs` whether 1 or
// `slots` are in flight; more wait in arrival order. Answers are schema-valid for the engine's tasks.
// Used by the scheduler tests (apps/server/test) and `npm run bench:scheduler`.
import { createServer } from 'node:http';

const OUTPUTS = {
  score: { criteria: [{ v: 'met', l: 1 }], verdict: 'Good fit.', strengths: ['TypeScript'], concerns: [], focus: [] },
  criteria: { criteria: [{ text: 'TypeScript in production', importance: 'MUST_HAVE' }] },
  question_set: {
    guidance: 'Answer as a hiring manager.',
    questions: [{ type: 'single', q: 'Seniority?', options: ['Mid', 'Senior'], hint: '' }],
  },
};

export class FakeBatchingServer {
  /** @param {{ slots: number, serviceMs: number }} options */
  constructor({ slots, serviceMs }) {
    this.slots = slots;
    this.serviceMs = serviceMs;
    this.active = 0;
    this.maxActive = 0;
    this.served = 0;
    /** @type {Array<{ tag: string | null, arrived: number, started: number, ended: number }>} */
    this.log = [];
    /** @type {Array<() => void>} */
    this.waiting = [];
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d.toString()));
      req.on('end', () => this.#handle(body, res));
    });
  }

  #handle(body, res) {
    const parsed = JSON.parse(body || '{}');
    const task = parsed.response_format?.json_schema?.name ?? 'score';
    const text = (parsed.messages ?? []).map((m) => String(m.content)).join('\n');
    // The tests mark each resume with [[tag]] to see whose application was served when.
    const tag = /\[\[([\w.-]+)\]\]/u.exec(text)?.[1] ?? null;
    const entry = { tag, arrived: performance.now(), started: 0, ended: 0 };
    let closed = false;
    res.on('close', () => (closed = true));
    const run = () => {
      this.active++;
      this.maxActive = Math.max(this.maxActive, this.active);
      entry.started = performance.now();
      setTimeout(() => {
        this.active--;
        entry.ended = performance.now();
        this.served++;
        this.log.push(entry);
        this.waiting.shift()?.();
        if (closed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: JSON.stringify(OUTPUTS[task] ?? OUTPUTS.score) },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1000, completion_tokens: 40, prompt_tokens_details: { cached_tokens: 600 } },
          }),
        );
      }, this.serviceMs);
    };
    if (this.active < this.slots) run();
    else this.waiting.push(run);
  }

  /** @returns {Promise<string>} the base URL */
  async listen() {
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${this.server.address().port}`;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
