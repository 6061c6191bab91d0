import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../leasing/lease.rules.ts';
import { daysBetween, generateRentSchedule, isoWeekday, rentPeriodName, type RentTerms } from './rent-schedule.rules.ts';

const terms = (overrides: Partial<RentTerms> = {}): RentTerms => ({
  rentCents: 310000,
  rentPayType: 'monthly',
  firstDay: 1,
  secondDay: null,
  alignMonthly: false,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  ...overrides,
});

const short = (schedule: ReturnType<typeof generateRentSchedule>) =>
  schedule.map((period) => `${period.periodStart}..${period.periodEnd} ${period.amountCents}${period.prorated ? '*' : ''}`);

describe('issue 4 rent schedule: monthly', () => {
  it('a one-year lease from the 1st: twelve full months due on the 1st', () => {
    const schedule = generateRentSchedule(terms(), '2030-01-01');
    expect(schedule).toHaveLength(12);
    expect(schedule[0]).toEqual({ periodStart: '2026-01-01', periodEnd: '2026-01-31', dueDate: '2026-01-01', amountCents: 310000, prorated: false });
    expect(schedule[1]).toMatchObject({ periodStart: '2026-02-01', periodEnd: '2026-02-28' });
    expect(schedule[11]).toMatchObject({ periodStart: '2026-12-01', periodEnd: '2026-12-31', amountCents: 310000 });
  });

  it('alignMonthly: a start on the 15th opens a prorated first period, then rent falls on firstDay', () => {
    const schedule = generateRentSchedule(terms({ startDate: '2026-01-15', endDate: '2026-04-14', alignMonthly: true }), '2030-01-01');
    expect(short(schedule)).toEqual([
      '2026-01-15..2026-01-31 170000*', // 17 of 31 days of 3,100.00
      '2026-02-01..2026-02-28 310000',
      '2026-03-01..2026-03-31 310000',
      '2026-04-01..2026-04-14 144667*', // the lease ends inside April: 14 of 30 days
    ]);
  });

  it('issue 21 item 6: monthly rent falls on the stated due day, not the start date; the first period is prorated by days', () => {
    const schedule = generateRentSchedule(terms({ startDate: '2026-01-15', endDate: '2026-04-14', firstDay: 1, alignMonthly: false }), '2030-01-01');
    // 15..31 January is 17 of 31 days; 1..14 April is 14 of 30 days (half up to the cent).
    expect(short(schedule)).toEqual(['2026-01-15..2026-01-31 170000*', '2026-02-01..2026-02-28 310000', '2026-03-01..2026-03-31 310000', '2026-04-01..2026-04-14 144667*']);
    expect(schedule.map((period) => period.dueDate)).toEqual(['2026-01-15', '2026-02-01', '2026-03-01', '2026-04-01']);
  });

  it('month ends: due day 31 falls on 28 February, then 31 March again (no drift)', () => {
    const schedule = generateRentSchedule(terms({ startDate: '2026-01-31', endDate: '2026-05-30', firstDay: 31 }), '2030-01-01');
    expect(schedule.map((period) => period.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(schedule.at(-1)).toMatchObject({ periodEnd: '2026-05-30', prorated: false });
  });

  it('leap years: firstDay 31 aligned falls on 29 February 2028 and 28 February 2027', () => {
    const leap = generateRentSchedule(terms({ startDate: '2028-01-31', endDate: '2028-04-29', firstDay: 31, alignMonthly: true }), '2030-01-01');
    expect(leap.map((period) => period.dueDate)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(leap[1]).toMatchObject({ periodEnd: '2028-03-30', amountCents: 310000 });
    const common = generateRentSchedule(terms({ startDate: '2027-02-01', endDate: '2027-03-31', firstDay: 31, alignMonthly: true }), '2030-01-01');
    // 1..27 Feb is the tail of the period 31 Jan..27 Feb (28 days): 27 of 28 days.
    expect(short(common)).toEqual(['2027-02-01..2027-02-27 298929*', '2027-02-28..2027-03-30 310000', '2027-03-31..2027-03-31 10333*'] /* 1 of the 30 days to 30 April */);
  });

  it('prorating in February by its own length: 14 of 28 days in 2026, 15 of 29 days in 2028', () => {
    expect(generateRentSchedule(terms({ startDate: '2026-02-15', endDate: '2026-03-31', alignMonthly: true }), '2030-01-01')[0]).toMatchObject({ amountCents: 155000, prorated: true });
    expect(generateRentSchedule(terms({ startDate: '2028-02-15', endDate: '2028-03-31', alignMonthly: true }), '2030-01-01')[0]).toMatchObject({ amountCents: 160345, prorated: true });
  });

  it('month to month: rent up to `until` only (the daily job extends it)', () => {
    const schedule = generateRentSchedule(terms({ endDate: null }), '2026-04-01');
    expect(schedule.map((period) => period.dueDate)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
  });

  it('a lease that starts after `until` or has no rent has no schedule yet', () => {
    expect(generateRentSchedule(terms(), '2025-12-31')).toEqual([]);
    expect(generateRentSchedule(terms({ rentCents: 0 }), '2030-01-01')).toEqual([]);
  });

  it('a one-day lease is one prorated day', () => {
    expect(short(generateRentSchedule(terms({ startDate: '2026-03-10', endDate: '2026-03-10', alignMonthly: true }), '2030-01-01'))).toEqual(['2026-03-10..2026-03-10 10000*']);
  });
});

describe('issue 4 rent schedule: twice monthly', () => {
  it('rent on firstDay and secondDay; a start between them is prorated', () => {
    const schedule = generateRentSchedule(
      terms({ rentPayType: 'twiceMonthly', firstDay: 1, secondDay: 15, rentCents: 100000, startDate: '2026-01-10', endDate: '2026-02-28' }),
      '2030-01-01',
    );
    expect(short(schedule)).toEqual([
      '2026-01-10..2026-01-14 35714*', // 5 of 14 days
      '2026-01-15..2026-01-31 100000',
      '2026-02-01..2026-02-14 100000',
      '2026-02-15..2026-02-28 100000',
    ]);
  });

  it('days 15 and 31: the 31st is the last day of shorter months', () => {
    const schedule = generateRentSchedule(terms({ rentPayType: 'twiceMonthly', firstDay: 15, secondDay: 31, startDate: '2026-02-15', endDate: '2026-04-14' }), '2030-01-01');
    expect(schedule.map((period) => period.dueDate)).toEqual(['2026-02-15', '2026-02-28', '2026-03-15', '2026-03-31']);
    expect(schedule.every((period) => !period.prorated)).toBe(true);
  });
});

describe('issue 4 rent schedule: weekly and every two weeks', () => {
  it('weekly without alignment: every 7 days from the start', () => {
    const schedule = generateRentSchedule(terms({ rentPayType: 'weekly', firstDay: 1, rentCents: 40000, startDate: '2026-03-04', endDate: '2026-03-24' }), '2030-01-01');
    expect(short(schedule)).toEqual(['2026-03-04..2026-03-10 40000', '2026-03-11..2026-03-17 40000', '2026-03-18..2026-03-24 40000']);
  });

  it('weekly aligned to Monday: a Wednesday start pays 5 of 7 days first', () => {
    expect(isoWeekday('2026-03-04')).toBe(3);
    const schedule = generateRentSchedule(terms({ rentPayType: 'weekly', firstDay: 1, alignMonthly: true, rentCents: 70000, startDate: '2026-03-04', endDate: '2026-03-22' }), '2030-01-01');
    expect(short(schedule)).toEqual(['2026-03-04..2026-03-08 50000*', '2026-03-09..2026-03-15 70000', '2026-03-16..2026-03-22 70000']);
  });

  it('every two weeks aligned to Friday', () => {
    const schedule = generateRentSchedule(terms({ rentPayType: 'biWeekly', firstDay: 5, alignMonthly: true, rentCents: 140000, startDate: '2026-03-02', endDate: '2026-04-02' }), '2030-01-01');
    expect(short(schedule)).toEqual(['2026-03-02..2026-03-05 40000*', '2026-03-06..2026-03-19 140000', '2026-03-20..2026-04-02 140000']);
  });
});

describe('property-based: any lease gives contiguous, non-overlapping periods covering it', () => {
  const date = fc.integer({ min: 0, max: 3000 }).map((days) => addDays('2024-01-01', days));
  const leaseTerms = fc
    .record({
      rentCents: fc.integer({ min: 10_000, max: 10_000_000 }),
      rentPayType: fc.constantFrom('monthly' as const, 'twiceMonthly' as const, 'weekly' as const, 'biWeekly' as const),
      firstDay: fc.integer({ min: 1, max: 31 }),
      secondDay: fc.integer({ min: 1, max: 31 }),
      alignMonthly: fc.boolean(),
      startDate: date,
      length: fc.integer({ min: 0, max: 800 }),
    })
    .filter((value) => value.rentPayType !== 'twiceMonthly' || value.firstDay !== value.secondDay)
    .map(({ length, ...value }): RentTerms => ({
      ...value,
      firstDay: value.rentPayType === 'weekly' || value.rentPayType === 'biWeekly' ? ((value.firstDay - 1) % 7) + 1 : value.firstDay,
      secondDay: value.rentPayType === 'twiceMonthly' ? value.secondDay : null,
      endDate: addDays(value.startDate, length),
    }));

  it('periods tile the lease; full periods charge the rent; prorated ones less', () => {
    fc.assert(
      fc.property(leaseTerms, (lease) => {
        const schedule = generateRentSchedule(lease, '2100-01-01');
        expect(schedule[0]!.periodStart).toBe(lease.startDate);
        expect(schedule.at(-1)!.periodEnd).toBe(lease.endDate);
        for (let i = 1; i < schedule.length; i += 1) expect(schedule[i]!.periodStart).toBe(addDays(schedule[i - 1]!.periodEnd, 1));
        for (const period of schedule) {
          expect(period.dueDate).toBe(period.periodStart);
          expect(daysBetween(period.periodStart, period.periodEnd)).toBeGreaterThanOrEqual(0);
          // A prorated period charges at most the rent; a full one exactly the rent.
          expect(period.prorated ? period.amountCents <= lease.rentCents : period.amountCents === lease.rentCents).toBe(true);
        }
        // Only the first and the last period can be prorated.
        expect(schedule.slice(1, -1).every((period) => !period.prorated)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('monthly leases from the 1st to a month end are never prorated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2024, max: 2040 }), fc.integer({ min: 1, max: 36 }), fc.boolean(), (year, months, alignMonthly) => {
        const end = addDays(`${year + Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`, -1);
        const schedule = generateRentSchedule(terms({ startDate: `${year}-01-01`, endDate: end, alignMonthly }), '2100-01-01');
        expect(schedule).toHaveLength(months);
        expect(schedule.every((period) => !period.prorated)).toBe(true);
      }),
    );
  });
});

describe('rent transaction names', () => {
  it.each([
    [{ periodStart: '2026-03-01', periodEnd: '2026-03-31' }, 'Rent March 2026'],
    [{ periodStart: '2028-02-01', periodEnd: '2028-02-29' }, 'Rent February 2028'],
    [{ periodStart: '2026-01-15', periodEnd: '2026-02-14' }, 'Rent 2026-01-15 – 2026-02-14'],
  ])('%j → %s', (period, name) => {
    expect(rentPeriodName(period)).toBe(name);
  });
});
