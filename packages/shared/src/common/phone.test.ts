import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneNumberInputSchema, toE164PhoneNumber } from './phone.ts';

describe('phone numbers (issue 11 item 12)', () => {
  it.each([
    ['(503) 555-0142', '+15035550142'],
    ['503 555 0142', '+15035550142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12345', null],
    ['call me', null],
    ['', null],
  ])('%s → %s', (raw, e164) => {
    expect(toE164PhoneNumber(raw)).toBe(e164);
  });

  it('the input schema refuses an invalid number with a message instead of dropping it', () => {
    const result = phoneNumberInputSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/valid phone number/);
    expect(phoneNumberInputSchema.parse(' (503) 555-0142 ')).toBe('(503) 555-0142');
  });

  it.each([
    ['+15035550142', '(503) 555-0142'],
    ['5035550142', '(503) 555-0142'],
    ['+14165550199', '(416) 555-0199'],
    ['+442079460958', '+44 20 7946 0958'],
    ['ext. 12 at the office', 'ext. 12 at the office'],
  ])('shows %s as %s (issue 11 item 17)', (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });
});
