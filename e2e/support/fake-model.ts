import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A fake OpenAI-compatible model endpoint on loopback: the true boundary of the `openai` engine.
 * A prompt that contains a failure marker (`e2e-fail-…`) gets garbage back — a real failure of the
 * scoring job, through the real engine and runner — until a test releases that marker with
 * `POST /control/release {"marker": "…"}`; every other prompt gets a valid score.
 */
export const FAIL_MARKER = /e2e-fail-[a-z0-9-]+/;

function completion(content: string): string {
  return JSON.stringify({
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 20 },
  });
}

const VALID = JSON.stringify({
  criteria: [{ i: 1, v: 'met', e: 'Seven years of TypeScript across frontend and backend teams.' }],
  verdict: 'Good fit for the role.',
  strengths: ['TypeScript'],
  concerns: [],
  focus: ['System design'],
});

export function startFakeModel(port: number): Promise<Server> {
  const released = new Set<string>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (req.url === '/control/release') {
        const { marker } = JSON.parse(body) as { marker: string };
        released.add(marker);
        res.writeHead(204).end();
        return;
      }
      const marker = FAIL_MARKER.exec(body)?.[0];
      const content = marker && !released.has(marker) ? 'I am not JSON at all {{{' : VALID;
      res.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
