import { constants, createInflate, createInflateRaw, inflateRawSync, inflateSync } from 'node:zlib';

const CHUNK = 256 * 1024;
/** Outputs up to this size are inflated in one synchronous call (most streams of a real document). */
const SYNC_MAX = 4 * 1024 * 1024;

type Size = number | 'over' | 'invalid';

/** One synchronous try, bounded at SYNC_MAX; null when the output is larger (the streaming path decides). */
function inflatedSizeSync(data: Uint8Array, limit: number, raw: boolean): Size | null {
  const bound = Math.min(limit, SYNC_MAX);
  try {
    const opts = { maxOutputLength: bound + 1, finishFlush: constants.Z_SYNC_FLUSH };
    const out = raw ? inflateRawSync(data, opts) : inflateSync(data, opts);
    return out.length > limit ? 'over' : out.length;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code !== 'ERR_BUFFER_TOO_LARGE') return 'invalid';
    return bound === limit ? 'over' : null;
  }
}

/**
 * Inflates `data` only to count its output, discarding every chunk and stopping as soon as the count
 * passes `limit`: memory stays at one chunk however large the declared or real output. Returns the
 * size, `'over'`, or `'invalid'` when the data is not a deflate stream (the parser judges those).
 */
export function inflatedSize(data: Uint8Array, limit: number, options: { raw: boolean }): Promise<Size> {
  const quick = inflatedSizeSync(data, limit, options.raw);
  if (quick !== null) return Promise.resolve(quick);
  return new Promise((resolve) => {
    const settings = { chunkSize: CHUNK, finishFlush: constants.Z_SYNC_FLUSH };
    const stream = options.raw ? createInflateRaw(settings) : createInflate(settings);
    let total = 0;
    let done = false;
    const finish = (value: Size) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        finish('over');
        stream.destroy();
      }
    });
    stream.on('error', () => finish(total > limit ? 'over' : 'invalid'));
    stream.on('end', () => finish(total));
    stream.on('close', () => finish(total > limit ? 'over' : total));
    stream.end(data);
  });
}
