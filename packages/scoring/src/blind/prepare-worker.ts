// Entry of the worker thread that prepares applications (integrity, blind redaction) and checks
// results, so that the NLP tagger's CPU time (up to seconds on a long or odd resume) never blocks
// the API process's event loop. Loaded from dist/ by application-preparer.ts.
import { parentPort } from 'node:worker_threads';
import { prepareApplication, scrubResult } from './prepare-application.js';
import type { PreparerReply, PreparerRequest } from './application-preparer.js';

const port = parentPort;
if (!port) throw new Error('prepare-worker must run in a worker thread');

port.on('message', (request: PreparerRequest) => {
  let reply: PreparerReply;
  try {
    reply =
      request.kind === 'prepare'
        ? { id: request.id, ok: true, prepared: prepareApplication(request.app, request.options) }
        : { id: request.id, ok: true, scrubbed: scrubResult(request.result, request.prepared) };
  } catch (err) {
    reply = { id: request.id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
