import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidByte, illFormedStrings, nestsDeeperThan } from './json-text.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

describe('decodeUtf8', () => {
  it('decodes UTF-8 as is, without a BOM, keeping a literal U+FFFD', () => {
    expect(decodeUtf8(bytes([0xef, 0xbb, 0xbf], '{"a":"é😀\ufffd"}'))).toEqual({
      text: '{"a":"é😀\ufffd"}',
      invalidAt: undefined,
    });
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['an impossible byte', [0xff]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an overlong encoding of "/"', [0xc0, 0xaf]],
    ['an overlong 3-byte form', [0xe0, 0x80, 0xaf]],
    ['a UTF-8-encoded surrogate (CESU)', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('marks %s so that the string holding it is found after parsing, and gives its offset', (_name, bad) => {
    const decoded = decodeUtf8(bytes('{"ok":"é","text":"a', bad, 'b"}'));
    expect(decoded.invalidAt).toBe(20);
    expect(illFormedStrings(JSON.parse(decoded.text))).toEqual(['text']);
  });

  it('marks the first bad run only (the body is refused by its offset), also beside a literal U+FFFD', () => {
    const decoded = decodeUtf8(bytes('\ufffd{"a":"', [0xff], '","b":"', [0xfe], '"}'));
    expect(decoded.invalidAt).toBe(9);
    expect(illFormedStrings(JSON.parse(decoded.text.slice(1)))).toEqual(['a']);
  });
});

describe('firstInvalidByte', () => {
  it('finds the first byte that does not start or continue a well-formed sequence', () => {
    expect(firstInvalidByte(bytes('plain ascii é 😀'))).toBe(-1);
    expect(firstInvalidByte(bytes('ab', [0xe2, 0x82]))).toBe(2); // truncated at the end
    expect(firstInvalidByte(bytes('ab', [0xf0, 0x9f, 0x98], 'x'))).toBe(2);
    expect(firstInvalidByte(bytes('é', [0xc1, 0x81]))).toBe(2); // overlong
    expect(firstInvalidByte(bytes([0x80], 'x'), 0)).toBe(0);
  });
});

describe('illFormedStrings', () => {
  it('names every ill-formed value and key by its JSON path, in document order; pairs are fine', () => {
    const value = {
      text: 'x\ud800',
      criteria: [{ text: 'ok 😀' }, { text: '\udc00y' }],
      ['k\udbff']: 1,
      nested: { deeper: ['\ud83d\ude00', 'z\ud83d'] },
    };
    expect(illFormedStrings(value)).toEqual(['text', 'criteria[1].text', 'k\ufffd', 'nested.deeper[1]']);
    expect(illFormedStrings({ a: 'fine', b: ['\ud83d\ude00'], c: 1, d: null })).toEqual([]);
    expect(illFormedStrings('\ud800')).toEqual(['body']);
  });

  it('stops at the limit and names a very deep path by its end', () => {
    expect(
      illFormedStrings(
        Array.from({ length: 100 }, () => '\ud800'),
        5,
      ),
    ).toHaveLength(5);
    let deep: unknown = '\ud800';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const [path] = illFormedStrings(deep);
    expect(path?.startsWith('…')).toBe(true);
    expect(path?.length).toBe(201);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects outside strings only, honouring escaped quotes', () => {
    expect(nestsDeeperThan(Buffer.from('['.repeat(64) + ']'.repeat(64)), 64)).toBe(false);
    expect(nestsDeeperThan(Buffer.from('['.repeat(65) + ']'.repeat(65)), 64)).toBe(true);
    expect(nestsDeeperThan(Buffer.from(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`), 64)).toBe(false);
    expect(nestsDeeperThan(Buffer.from(`{"a":"x\\\\",${'['.repeat(64)}`), 64)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('{"a":"unterminated [[[['), 2)).toBe(false);
  });
});
