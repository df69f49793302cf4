import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAddressSegment } from '../src/blind/contact-lines.js';
import { blind } from './support/blind-text.js';

describe('contact lines: a sentence is not an address', () => {
  it('keeps a one-line resume whose prose has a building word and a code-like token', () => {
    const text = 'Candidate b1: six years of TypeScript and Node.js building payment APIs in production.';
    expect(isAddressSegment(text)).toBe(false);
    expect(blind(text)).toBe(text);
  });

  it('still reads addresses with a street word, a postcode or a house number', () => {
    for (const address of [
      'Flat 302, Prestige Shantiniketan, Whitefield',
      '33a/1 gandhi nagar, near bus stand, pune 411001',
      'Lindenstraße 14, 10969 Berlin',
      'Apt 4B, 221 Garden Court',
      '12 rue de la Paix, 75002 Paris',
    ])
      expect(isAddressSegment(address), address).toBe(true);
  });
});

/** Deterministic identifiers of the shapes machines print: UUIDs, hex digests, base-36 order and ticket numbers. */
function identifiers(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const hex = createHash('sha256').update(`identifier-${i}`).digest('hex');
    out.push(
      `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`,
      hex.slice(0, 40),
      `ORD-${BigInt(`0x${hex.slice(0, 12)}`)
        .toString(36)
        .toUpperCase()}-${hex.slice(12, 16)}`,
    );
  }
  return out;
}

describe('contact lines: a machine identifier is not an address', () => {
  // A street word ("bd", "st", "ul") or a house-number shape ("5336-4385-97") inside a token of a UUID or a
  // hash once made the whole line "[ADDRESS]", for about one identifier in thirty; a UUID opening with eight
  // digits lost them as "[PHONE]".
  const ids = identifiers(600);

  it('keeps every identifier, on a one-line resume, a short header line and a line beside a phone number', () => {
    const lost: string[] = [];
    for (const id of ids) {
      for (const text of [
        `Seven years of TypeScript across frontend and backend teams. ref-${id}`,
        `Seven years of TypeScript. ${id}`,
        `Backend engineer\nBuild ${id}\n+1 415 555 0142`,
      ])
        if (!blind(text).includes(id)) lost.push(`${text} → ${blind(text)}`);
    }
    expect(lost).toEqual([]);
  });

  it('a sentence with a house number or a postcode is prose, yet the address beside an identifier is still one', () => {
    expect(isAddressSegment('Shipped 3-4-12 releases a quarter. Led the platform team of nine engineers.')).toBe(false);
    expect(isAddressSegment('Flat 302, Prestige Shantiniketan, Whitefield 560066')).toBe(true);
    const out = blind(
      `Priya Raman\nFlat 302, Prestige Shantiniketan, Whitefield 560066\npriya@example.org\nBuild ${ids[0]}`,
    );
    expect(out).toContain(ids[0]);
    expect(out).not.toContain('Shantiniketan');
  });
});
