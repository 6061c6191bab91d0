import { describe, expect, it } from 'vitest';
import { rangeQuery, resolveFilterRange, statisticsQuery } from './date-range.ts';


const today = '2026-03-10';

describe('date-range presets in the filter (spec point 3)', () => {
  it.each([
    ['lastMonth', '2026-02-11', '2026-03-10'],
    ['last3Months', '2025-12-11', '2026-03-10'],
    ['last6Months', '2025-09-11', '2026-03-10'],
    ['yearToDate', '2026-01-01', '2026-03-10'],
  ] as const)('%s resolves to %s..%s', (range, startDate, endDate) => {
    expect(resolveFilterRange({ range }, today)).toEqual({ startDate, endDate });
    expect(rangeQuery({ range }, today)).toEqual({ startDate, endDate });
  });

  it('custom takes both dates; until both are there (or when they are reversed) the list is not filtered', () => {
    expect(resolveFilterRange({ range: 'custom', startDate: '2026-01-05', endDate: '2026-02-05' }, today)).toEqual({ startDate: '2026-01-05', endDate: '2026-02-05' });
    expect(resolveFilterRange({ range: 'custom', startDate: '2026-01-05' }, today)).toBeNull();
    expect(resolveFilterRange({ range: 'custom', startDate: '2026-02-05', endDate: '2026-01-05' }, today)).toBeNull();
    expect(rangeQuery({ range: 'custom' }, today)).toEqual({});
  });

  it('no preset: any date', () => {
    expect(rangeQuery({}, today)).toEqual({});
  });

  it('statistics send the resolved dates as a custom range, with the property when one is picked', () => {
    expect(statisticsQuery({ range: 'lastMonth', propertyId: 'p-1' }, today)).toEqual({ range: 'custom', startDate: '2026-02-11', endDate: '2026-03-10', propertyId: 'p-1' });
  });

  it('february: a month back from 31 March starts on 1 March (no 31 February)', () => {
    expect(resolveFilterRange({ range: 'lastMonth' }, '2026-03-31')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });
});
