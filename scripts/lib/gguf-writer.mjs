// A small GGUF v3 writer in plain JS, enough to make llama.cpp-loadable models with random
// weights for tests and benchmarks (no Python, no network). Format reference: ggml's
// docs/gguf.md — magic, version, counts, typed metadata, tensor infos (dims innermost first),
// aligned data section.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

const GGUF_TYPE = Object.freeze({
  UINT8: 0,
  INT8: 1,
  UINT16: 2,
  INT16: 3,
  UINT32: 4,
  INT32: 5,
  FLOAT32: 6,
  BOOL: 7,
  STRING: 8,
  ARRAY: 9,
  UINT64: 10,
  INT64: 11,
  FLOAT64: 12,
});

export const GGML_TYPE = Object.freeze({ F32: 0, F16: 1, Q8_0: 8 });

const ALIGNMENT = 32;
const Q8_0_BLOCK = 32; // values per block
const Q8_0_BLOCK_BYTES = 34; // f16 scale + 32 int8

/** Metadata value helpers: each returns { type, value[, itemType] }. */
export const meta = {
  u32: (value) => ({ type: GGUF_TYPE.UINT32, value }),
  i32: (value) => ({ type: GGUF_TYPE.INT32, value }),
  f32: (value) => ({ type: GGUF_TYPE.FLOAT32, value }),
  bool: (value) => ({ type: GGUF_TYPE.BOOL, value }),
  str: (value) => ({ type: GGUF_TYPE.STRING, value }),
  strings: (value) => ({ type: GGUF_TYPE.ARRAY, itemType: GGUF_TYPE.STRING, value }),
  f32s: (value) => ({ type: GGUF_TYPE.ARRAY, itemType: GGUF_TYPE.FLOAT32, value }),
  i32s: (value) => ({ type: GGUF_TYPE.ARRAY, itemType: GGUF_TYPE.INT32, value }),
};

/** Deterministic PRNG (xorshift32): the same seed writes the same file, byte for byte. */
export function createRng(seed) {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

/** Float32 → IEEE half (round to nearest), for Q8_0 block scales and F16 tensors. */
function toHalf(value) {
  const f32 = new Float32Array([value]);
  const bits = new Uint32Array(f32.buffer)[0];
  const sign = (bits >>> 16) & 0x8000;
  const exp = ((bits >>> 23) & 0xff) - 127 + 15;
  const mant = bits & 0x7fffff;
  if (exp <= 0) return sign; // flush tiny values to zero: fine for weights
  if (exp >= 31) return sign | 0x7c00;
  return sign | (exp << 10) | ((mant + 0x1000) >>> 13);
}

function tensorBytes(type, count) {
  switch (type) {
    case GGML_TYPE.F32:
      return count * 4;
    case GGML_TYPE.F16:
      return count * 2;
    case GGML_TYPE.Q8_0:
      if (count % Q8_0_BLOCK !== 0) throw new Error(`Q8_0 needs a multiple of ${Q8_0_BLOCK} values`);
      return (count / Q8_0_BLOCK) * Q8_0_BLOCK_BYTES;
    default:
      throw new Error(`unsupported ggml type ${type}`);
  }
}

const align = (n) => Math.ceil(n / ALIGNMENT) * ALIGNMENT;

/** A growable byte sink for the header (metadata and tensor infos). */
class ByteSink {
  #chunks = [];
  #size = 0;
  get size() {
    return this.#size;
  }
  push(buf) {
    this.#chunks.push(buf);
    this.#size += buf.length;
  }
  u32(v) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  i32(v) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(v);
    this.push(b);
  }
  u64(v) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  f32(v) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.push(b);
  }
  str(s) {
    const bytes = Buffer.from(s, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  scalar(type, v) {
    switch (type) {
      case GGUF_TYPE.UINT32:
        return this.u32(v);
      case GGUF_TYPE.INT32:
        return this.i32(v);
      case GGUF_TYPE.FLOAT32:
        return this.f32(v);
      case GGUF_TYPE.BOOL:
        return this.push(Buffer.from([v ? 1 : 0]));
      case GGUF_TYPE.STRING:
        return this.str(v);
      default:
        throw new Error(`unsupported metadata type ${type}`);
    }
  }
  toBuffer() {
    return Buffer.concat(this.#chunks, this.#size);
  }
}

/**
 * Writes a GGUF v3 file.
 * @param {string} file
 * @param {Record<string, {type:number, value:unknown, itemType?:number}>} metadata
 * @param {Array<{name:string, dims:number[], type:number, fill:(buf:Buffer)=>void}>} tensors
 *   dims innermost first (ne[0] = row length); `fill` writes the tensor's bytes into `buf`.
 */
export function writeGguf(file, metadata, tensors) {
  const header = new ByteSink();
  header.push(Buffer.from('GGUF', 'ascii'));
  header.u32(3);
  header.u64(tensors.length);
  header.u64(Object.keys(metadata).length);
  for (const [key, entry] of Object.entries(metadata)) {
    header.str(key);
    header.u32(entry.type);
    if (entry.type === GGUF_TYPE.ARRAY) {
      header.u32(entry.itemType);
      header.u64(entry.value.length);
      for (const item of entry.value) header.scalar(entry.itemType, item);
    } else {
      header.scalar(entry.type, entry.value);
    }
  }
  let offset = 0;
  const layout = tensors.map((t) => {
    const count = t.dims.reduce((a, b) => a * b, 1);
    const bytes = tensorBytes(t.type, count);
    const at = offset;
    offset = align(offset + bytes);
    header.str(t.name);
    header.u32(t.dims.length);
    for (const d of t.dims) header.u64(d);
    header.u32(t.type);
    header.u64(at);
    return { ...t, count, bytes, at };
  });

  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  try {
    const head = header.toBuffer();
    writeSync(fd, head);
    writeSync(fd, Buffer.alloc(align(head.length) - head.length));
    let written = 0;
    for (const t of layout) {
      const buf = Buffer.alloc(t.bytes);
      t.fill(buf, t.count);
      writeSync(fd, buf);
      written += t.bytes;
      const padded = align(written);
      if (padded > written) writeSync(fd, Buffer.alloc(padded - written));
      written = padded;
    }
  } finally {
    closeSync(fd);
  }
}

/** Fills an F32 tensor with uniform values in [-amplitude, amplitude]. */
export function fillF32Random(rng, amplitude) {
  return (buf, count) => {
    const out = new Float32Array(buf.buffer, buf.byteOffset, count);
    for (let i = 0; i < count; i++) out[i] = ((rng() / 0xffffffff) * 2 - 1) * amplitude;
  };
}

export function fillF32Constant(value) {
  return (buf, count) => new Float32Array(buf.buffer, buf.byteOffset, count).fill(value);
}

/** Fills a Q8_0 tensor: one shared scale, random int8 quants (4 per PRNG draw, so it is fast). */
export function fillQ8_0Random(rng, amplitude) {
  const scale = toHalf(amplitude / 127);
  return (buf, count) => {
    const blocks = count / Q8_0_BLOCK;
    for (let b = 0; b < blocks; b++) {
      const base = b * Q8_0_BLOCK_BYTES;
      buf.writeUInt16LE(scale, base);
      for (let i = 0; i < Q8_0_BLOCK; i += 4) {
        const r = rng();
        buf[base + 2 + i] = r & 0xff;
        buf[base + 3 + i] = (r >>> 8) & 0xff;
        buf[base + 4 + i] = (r >>> 16) & 0xff;
        buf[base + 5 + i] = (r >>> 24) & 0xff;
      }
    }
  };
}
