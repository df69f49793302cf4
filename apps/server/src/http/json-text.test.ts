import { describe, expect, it } from 'vitest';
import { decodeUtf8, illFormedStrings, nestsDeeperThan, replaceInvalidBytes } from './json-text.js';

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

describe('replaceInvalidBytes', () => {
  const replaced = (...parts: Array<string | number[]>) => {
    const buf = bytes(...parts);
    const first = replaceInvalidBytes(buf);
    return { first, text: buf.toString('utf8') };
  };

  it('turns every byte outside a well-formed sequence into ? and returns the first one’s offset', () => {
    expect(replaced('plain ascii é 😀')).toEqual({ first: -1, text: 'plain ascii é 😀' });
    expect(replaced('ab', [0xe2, 0x82])).toEqual({ first: 2, text: 'ab??' }); // truncated at the end
    expect(replaced('ab', [0xf0, 0x9f, 0x98], 'x')).toEqual({ first: 2, text: 'ab???x' });
    expect(replaced('é', [0xc1, 0x81], 'é')).toEqual({ first: 2, text: 'é??é' }); // overlong
    expect(replaced([0x80], 'x', [0xff, 0xfe])).toEqual({ first: 0, text: '?x??' });
    expect(replaced([0xed, 0xa0, 0x80], '😀')).toEqual({ first: 0, text: '???😀' }); // an encoded surrogate
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
