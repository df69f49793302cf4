// Entry point of the inference child process (forked by supervisor.ts from dist/). Inference
// lives here, never in the API process: a native crash (node-llama-cpp's sampler errors surface
// as unhandled rejections that try/catch cannot catch) takes down only this process, and the parent restarts it.
import { sha256File } from '../model-file.js';
import { InferenceHost } from './inference.js';
import type { ChildMessage, ParentMessage } from './protocol.js';

function send(message: ChildMessage): void {
  process.send?.(message);
}

function log(level: 'debug' | 'info' | 'warn' | 'error', obj: Record<string, unknown>, msg: string): void {
  send({ type: 'log', level, obj, msg });
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

// A rejection nobody handles means native state we cannot trust: die, and let the parent restart us.
process.on('unhandledRejection', (reason) => {
  log('error', { err: messageOf(reason) }, 'unhandled rejection in the inference process');
  process.exit(70);
});
// The parent went away: nothing is left to answer to.
process.on('disconnect', () => process.exit(0));

let host: InferenceHost | null = null;
const running = new Map<number, AbortController>();

process.on('message', (raw: ParentMessage) => {
  switch (raw.type) {
    case 'init':
      // The model file is hashed here, while it loads, not in the API process.
      Promise.all([
        InferenceHost.create(raw.options, log).then(async (created) => {
          // A GPU backend that cannot run here (a driver older than the binary's CUDA) aborts the process
          // at its first evaluation: let that happen now, where the parent can fall back to the CPU.
          send({ type: 'warming', gpu: created.gpu });
          await created.warmUp();
          return created;
        }),
        sha256File(raw.options.modelPath),
      ]).then(
        ([created, modelSha256]) => {
          host = created;
          send({
            type: 'ready',
            modelName: created.modelName,
            modelSha256,
            gpu: created.gpu,
            contextSize: created.contextSize,
          });
        },
        (err: unknown) => send({ type: 'init-failed', message: messageOf(err) }),
      );
      return;
    case 'task': {
      const current = host;
      if (!current) {
        send({ type: 'failed', id: raw.id, message: 'the inference process has no model loaded' });
        return;
      }
      send({ type: 'started', id: raw.id });
      const controller = new AbortController();
      running.set(raw.id, controller);
      current
        .run(raw.task, controller.signal, () => send({ type: 'generating', id: raw.id }))
        .then(
          (output) => send({ type: 'done', id: raw.id, output }),
          (err: unknown) => send({ type: 'failed', id: raw.id, message: messageOf(err) }),
        )
        .finally(() => running.delete(raw.id));
      return;
    }
    case 'cancel':
      running.get(raw.id)?.abort();
      return;
    default: {
      const never: never = raw;
      log('warn', { message: never }, 'unknown message from the parent');
    }
  }
});
