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
