import { describe, expect, it } from 'vitest';
import { requestStatusLabel } from './quote-format.ts';

describe('requestStatusLabel (issue 11 item 13)', () => {
  it('says how many quotes arrived instead of "Waiting for quotes"', () => {
    expect(requestStatusLabel({ status: 'open', quotes: [] })).toBe('Waiting for quotes');
    expect(requestStatusLabel({ status: 'open', quotes: [{}] as never })).toBe('1 quote to review');
    expect(requestStatusLabel({ status: 'open', quotes: [{}, {}] as never })).toBe('2 quotes to review');
    expect(requestStatusLabel({ status: 'accepted', quotes: [{}] as never })).toBe('Quote accepted');
  });
});
