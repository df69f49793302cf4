import { describe, expect, it } from 'vitest';
import { redactIdentifiers } from '../src/index.js';

describe('redaction next to very long tokens', () => {
  it('blanks tokens over 64 characters for the tagger without shifting what it finds after them', () => {
    const blob = 'QUJD'.repeat(500); // a 2,000-character base64 run, as pasted binary looks
    const text = `Jane Doe\nSenior engineer.\n${blob}\nWorked closely with Maria Garcia on payments at Stripe.`;
    const r = redactIdentifiers(text);
    expect(r.text).not.toContain('Maria Garcia');
    expect(r.text).not.toContain('Jane Doe');
    expect(r.text).toContain(blob);
    expect(r.text).toContain('Stripe');
    expect(r.text.split('\n')[3]).toBe('Worked closely with [NAME] on payments at Stripe.');
  });

  it('handles a 100 KB resume that is one token', () => {
    const r = redactIdentifiers(`Jane Doe\n${'z'.repeat(100_000)}`);
    expect(r.text.startsWith('[NAME]\n')).toBe(true);
    expect(r.text.length).toBeGreaterThan(100_000);
  });
});

describe('redaction stays linear on long, odd texts (rules alone, within the default test time)', () => {
  it('a 24,000-character run of Chinese place words, 100 KB of capitals, 100 KB of repeated names', () => {
    // Each took from seconds to over half a minute when an expression read the run again from every character.
    const han = redactIdentifiers('北京市朝阳区'.repeat(4000), { tagger: false });
    expect(han.text).toBe('北京市朝阳区'.repeat(4000));
    const capitals = 'ABC DEF GHI '.repeat(8000);
    expect(redactIdentifiers(capitals, { tagger: false }).text).toBe(capitals);
    const names = redactIdentifiers(`Jane Doe\n${'Jane Doe, J. Doe, Doe J. '.repeat(4000)}`, { tagger: false });
    expect(names.text).not.toMatch(/Jane|Doe/u);
  });
});
