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
