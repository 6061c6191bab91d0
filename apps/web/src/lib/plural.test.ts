import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf (issue 11 item 17)', () => {
  it('says "1 unit" and "3 units", never "1 units" or "add-on(s)"', () => {
    expect(countOf(1, 'unit')).toBe('1 unit');
    expect(countOf(3, 'unit')).toBe('3 units');
    expect(countOf(0, 'add-on')).toBe('0 add-ons');
    expect(countOf(1, 'add-on')).toBe('1 add-on');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
