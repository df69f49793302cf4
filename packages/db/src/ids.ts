import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn 4 KiB at a time: a call into the CSPRNG costs far more than the few bytes an id
// takes (two ids per submission were ~5% of its CPU).
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomByte(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  return pool[poolOffset++] as number;
}

/** `length` base62 characters (rejection sampling keeps them uniform). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out;
}

/**
 * Prefixed, time-ordered identifier: `<prefix>_<10 chars of time><14 random>`.
 * Time first keeps ids roughly sortable by creation, which makes them good cursors.
 */
export function newId(prefix: string, now: number = Date.now()): string {
  const time = now.toString(36).padStart(10, '0');
  return `${prefix}_${time}${randomBase62(14)}`;
}
