import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Base62 of `bytes` random bytes (rejection sampling keeps it uniform). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248) out += ALPHABET[b % 62];
      if (out.length === length) break;
    }
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
