import { isUtf8 } from 'node:buffer';
import { fieldPath } from '../errors/api-error.js';

/**
 * Stands in for bytes that are not UTF-8. A lone low surrogate can never come out of a valid UTF-8
 * decode, so after `JSON.parse` the strings holding it are exactly the ones that held bad bytes, and the
 * same walk that finds `"\ud800"` escapes names their fields.
 */
const INVALID_BYTES = '\udfff';

/** What every byte of a malformed sequence becomes before decoding: ASCII, so that the text stays one byte a character. */
const QUESTION_MARK = 0x3f;

/**
 * Overwrites (in place, from `from`) every byte that does not start or continue a well-formed UTF-8 sequence
 * (RFC 3629's table) with `?`, and returns the offset of the first such byte, or -1. One pass, no allocation.
 */
export function replaceInvalidBytes(buf: Uint8Array, from = 0): number {
  let first = -1;
  let i = from;
  const n = buf.length;
  while (i < n) {
    const b0 = buf[i] as number;
    if (b0 < 0x80) {
      i++;
      continue;
    }
    let need = 0;
    let lo = 0x80;
    let hi = 0xbf;
    if (b0 >= 0xc2 && b0 <= 0xdf) need = 1;
    else if (b0 >= 0xe0 && b0 <= 0xef) {
      need = 2;
      if (b0 === 0xe0) lo = 0xa0;
      else if (b0 === 0xed) hi = 0x9f;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      need = 3;
      if (b0 === 0xf0) lo = 0x90;
      else if (b0 === 0xf4) hi = 0x8f;
    }
    let ok = need > 0 && i + need < n;
    if (ok) {
      const b1 = buf[i + 1] as number;
      ok = b1 >= lo && b1 <= hi;
      for (let k = 2; ok && k <= need; k++) {
        const b = buf[i + k] as number;
        ok = b >= 0x80 && b <= 0xbf;
      }
    }
    if (ok) {
      i += need + 1;
      continue;
    }
    if (first === -1) first = i;
    buf[i] = QUESTION_MARK;
    i++;
  }
  return first;
}

export interface DecodedText {
  /** The text; the first byte that is not UTF-8 is the `INVALID_BYTES` mark, later ones `?`. */
  text: string;
  /** Byte offset (in the body as sent) of the first byte that is not UTF-8, or undefined for valid UTF-8. */
  invalidAt: number | undefined;
}

/**
 * Decodes UTF-8 in time linear in the body: `isUtf8` (valid bodies, the common case, native); else one pass
 * over a copy that turns every bad byte into `?` (so the text stays as narrow as a valid body's), one native
 * decode, and the first bad byte as the mark. The body is refused either way (the caller reads `invalidAt`);
 * the mark only lets it name the field.
 */
export function decodeUtf8(buf: Buffer): DecodedText {
  const start = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0; // a BOM is not content
  if (isUtf8(buf)) return { text: buf.toString('utf8', start), invalidAt: undefined };
  const copy = Buffer.from(buf.subarray(start));
  const first = replaceInvalidBytes(copy);
  // `first` is the offset of an ASCII `?` now: the text before it is exactly its bytes before it.
  const text = copy.toString('utf8', 0, first) + INVALID_BYTES + copy.toString('utf8', first + 1);
  return { text, invalidAt: start + first };
}

// Node ≥ 20 has String.prototype.isWellFormed (ES2024, ~1 ms per MB); the project's lib is ES2023.
const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();
const printable = (s: string) => (s as unknown as { toWellFormed(): string }).toWellFormed();

/** A path deeper than this is named by its end (a hostile body may nest thousands of levels). */
const MAX_PATH = 200;

const ILL_FORMED_KEY = Symbol('ill-formed key');

interface Node {
  value: unknown;
  key: PropertyKey | null;
  parent: Node | null;
}

/** Paths are built only for what is reported: copying them down every level would be quadratic in the depth. */
function pathOf(node: Node): string {
  const reversed: PropertyKey[] = [];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) reversed.push(n.key);
  const path = fieldPath(reversed.reverse());
  return path.length > MAX_PATH ? `…${path.slice(-MAX_PATH)}` : path;
}

/**
 * JSON paths (`text`, `criteria[0].text`) of every string — value or key — that is not well-formed
 * UTF-16, at most `limit` of them, in document order. Iterative, so a deeply nested body cannot overflow
 * the stack.
 */
export function illFormedStrings(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: Node[] = [{ value, key: null, parent: null }];
  for (let node = stack.pop(); node && found.length < limit; node = stack.pop()) {
    const v = node.value;
    if (v === ILL_FORMED_KEY) found.push(pathOf(node));
    else if (typeof v === 'string') {
      if (!wellFormed(v)) found.push(pathOf(node));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push({ value: (v as Record<string, unknown>)[key], key, parent: node });
        // The key itself is checked as its own item, before its value, to keep document order.
        if (!wellFormed(key)) stack.push({ value: ILL_FORMED_KEY, key: printable(key), parent: node });
      }
    }
  }
  return found.slice(0, limit);
}

/** Index of the quote that closes the string opened at `open`, or -1 (JSON.parse then reports it). */
function closingQuote(buf: Buffer, open: number): number {
  for (let j = buf.indexOf(0x22, open + 1); j >= 0; j = buf.indexOf(0x22, j + 1)) {
    let backslashes = 0;
    while (buf[j - 1 - backslashes] === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return j;
  }
  return -1;
}

/**
 * Whether the JSON in `buf` nests arrays and objects deeper than `max`. V8's JSON.parse takes ~50 ms per
 * 10,000 levels on the main thread (a 1 MB body of `[` ~3 s), so depth is checked on the bytes first.
 * Strings are skipped with native `indexOf` (UTF-8 continuation bytes are never ASCII, so a quote byte is
 * a quote), which keeps the scan of a 1 MB text body well under a millisecond.
 */
export function nestsDeeperThan(buf: Buffer, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i];
    if (b === 0x22) {
      i = closingQuote(buf, i);
      if (i < 0) return false;
    } else if (b === 0x5b || b === 0x7b) {
      if (++depth > max) return true;
    } else if (b === 0x5d || b === 0x7d) depth--;
  }
  return false;
}
