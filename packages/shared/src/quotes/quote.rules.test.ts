import { describe, expect, it } from 'vitest';
import { quoteRowActionLabels, quoteStatusLabels, type QuoteStatus, type QuoteTransition } from './quote.enums.ts';
import {
  addressArea,
  applyQuoteTransition,
  buildMoneyStatistic,
  buildStatistic,
  canEditQuote,
  firstPageFromZero,
  projectTypesForTrades,
  quoteStatusFromValue,
  quoteTotals,
  rowActionsFor,
  stageForGroup,
  statisticsPeriods,
} from './quote.rules.ts';
import { createQuoteInputSchema, createQuoteRequestInputSchema, listQuotesQuerySchema } from './quote.schema.ts';

describe('spec point 4: quote statuses (display / url value)', () => {
  it.each([
    ['approved', 'Approved'],
    ['archived', 'Archived'],
    ['converted', 'Converted'],
    ['draft', 'Draft'],
    ['waiting-response', 'Waiting Response'],
    ['sent', 'Draft'],
    ['', 'Draft'],
    [undefined, 'Draft'],
    ['Waiting Response', 'Draft'],
  ] as const)('4: %s reads as %s (unknown falls back to Draft)', (value, label) => {
    expect(quoteStatusLabels[quoteStatusFromValue(value)]).toBe(label);
  });
});

describe('spec point 4: row actions per status', () => {
  it.each([
    ['approved', ['Export']],
    ['archived', ['Restore', 'Export']],
    ['converted', ['Archive', 'Export']],
    ['draft', ['Edit', 'Archive', 'Export']],
    ['waiting-response', ['Edit', 'Follow Up', 'Archive', 'Export']],
    ['something-else', ['Edit', 'Archive', 'Export']],
  ])('4: %s offers %j', (status, labels) => {
    expect(rowActionsFor(status).map((action) => quoteRowActionLabels[action])).toEqual(labels);
  });
});

describe('docs/decisions/004-quotes.md: the status each action leads to', () => {
  const from = (status: QuoteStatus, statusBeforeArchive: QuoteStatus | null = null) => ({ status, statusBeforeArchive });
  it.each<[string, ReturnType<typeof from>, QuoteTransition, ReturnType<typeof from> | null]>([
    ['draft: Edit keeps Draft', from('draft'), 'edit', from('draft')],
    ['draft: Archive → Archived, remembering Draft', from('draft'), 'archive', from('archived', 'draft')],
    ['draft: Export keeps Draft', from('draft'), 'export', from('draft')],
    ['draft: Send → Waiting Response', from('draft'), 'send', from('waiting-response')],
    ['draft: no Follow Up', from('draft'), 'followUp', null],
    ['draft: cannot be accepted', from('draft'), 'accept', null],
    ['waiting: Edit keeps Waiting Response', from('waiting-response'), 'edit', from('waiting-response')],
    ['waiting: Follow Up keeps Waiting Response', from('waiting-response'), 'followUp', from('waiting-response')],
    ['waiting: Archive → Archived', from('waiting-response'), 'archive', from('archived', 'waiting-response')],
    ['waiting: accept → Approved', from('waiting-response'), 'accept', from('approved')],
    ['waiting: cannot be sent twice', from('waiting-response'), 'send', null],
    ['approved: Export only', from('approved'), 'export', from('approved')],
    ['approved: no Archive', from('approved'), 'archive', null],
    ['approved: no Edit', from('approved'), 'edit', null],
    ['approved: convert → Converted (a work order)', from('approved'), 'convert', from('converted')],
    ['waiting: cannot be converted before it is accepted', from('waiting-response'), 'convert', null],
    ['draft: cannot be converted', from('draft'), 'convert', null],
    ['converted: Archive → Archived', from('converted'), 'archive', from('archived', 'converted')],
    ['converted: no Edit', from('converted'), 'edit', null],
    ['archived: Restore → the status it was archived from', from('archived', 'waiting-response'), 'restore', from('waiting-response')],
    ['archived: Restore without a remembered status → Draft', from('archived'), 'restore', from('draft')],
    ['archived: Export keeps Archived', from('archived', 'draft'), 'export', from('archived', 'draft')],
    ['archived: no Archive again', from('archived', 'draft'), 'archive', null],
    ['archived: no Follow Up', from('archived', 'waiting-response'), 'followUp', null],
  ])('%s', (_name, state, transition, expected) => {
    expect(applyQuoteTransition(state, transition)).toEqual(expected);
  });

  it.each([
    ['draft', true],
    ['waiting-response', true],
    ['approved', false],
    ['converted', false],
    ['archived', false],
  ] as const)('%s can be edited: %s', (status, expected) => expect(canEditQuote(status)).toBe(expected));
});

describe('quote totals in exact cents', () => {
  it.each([
    ['amount only, no tax', { amount: 1250.5, rate: 0 }, { amount: 125050, taxAmount: 0, total: 125050 }],
    ['13 % HST on top', { amount: 1000, rate: 13 }, { amount: 100000, taxAmount: 13000, total: 113000 }],
    ['9.975 % rounds half up to the cent', { amount: 0.1, rate: 9.975 }, { amount: 10, taxAmount: 1, total: 11 }],
    [
      'line items replace the amount',
      { amount: 5, rate: 5, lineItems: [{ quantity: 3, unitPrice: 0.1 }, { quantity: 1, unitPrice: 420.2 }] },
      { amount: 42050, taxAmount: 2103, total: 44153 },
    ],
    ['numeric column strings', { amount: '99.99', rate: '7.000' }, { amount: 9999, taxAmount: 700, total: 10699 }],
  ])('%s', (_name, input, expected) => {
    expect(quoteTotals(input)).toEqual(expected);
  });
});

describe('spec point 3: statistics (old, percent, trend neutral | up | down, value)', () => {
  it.each([
    ['more than before is up', 6, 4, { value: 6, old: 4, percent: 50, trend: 'up' }],
    ['fewer than before is down', 3, 4, { value: 3, old: 4, percent: -25, trend: 'down' }],
    ['the same is neutral', 4, 4, { value: 4, old: 4, percent: 0, trend: 'neutral' }],
    ['nothing before and something now is +100 %', 2, 0, { value: 2, old: 0, percent: 100, trend: 'up' }],
    ['nothing either time is neutral 0 %', 0, 0, { value: 0, old: 0, percent: 0, trend: 'neutral' }],
    ['one decimal', 1, 3, { value: 1, old: 3, percent: -66.7, trend: 'down' }],
  ] as const)('%s', (_name, current, previous, expected) => {
    expect(buildStatistic(current, previous)).toEqual(expected);
  });

  it('money statistics take cents and answer dollars', () => {
    expect(buildMoneyStatistic(113000, 100000)).toEqual({ value: 1130, old: 1000, percent: 13, trend: 'up' });
  });

  it.each([
    ['lastMonth', '2026-03-10', ['2026-02-11', '2026-03-10'], ['2026-01-14', '2026-02-10']],
    ['last3Months', '2026-03-31', ['2026-01-01', '2026-03-31'], ['2025-10-03', '2025-12-31']],
    ['yearToDate', '2026-01-05', ['2026-01-01', '2026-01-05'], ['2025-12-27', '2025-12-31']],
  ] as const)('%s on %s compares with the same number of days before', (range, today, current, previous) => {
    const periods = statisticsPeriods(range, today);
    expect([periods.current.startDate, periods.current.endDate]).toEqual(current);
    expect([periods.previous.startDate, periods.previous.endDate]).toEqual(previous);
  });
});

describe('trades to project types (issue 21 item 9: trades are work categories)', () => {
  const types = [{ key: 'window' }, { key: 'exteriorDoor' }, { key: 'garageDoor' }];
  it.each([
    [['windowsDoors'], ['window', 'exteriorDoor', 'garageDoor']],
    [['carpentry', 'windowsDoors'], ['window', 'exteriorDoor', 'garageDoor']],
    [['plumbing', 'roofing'], []],
    [[], null],
  ] as const)('%j covers %j', (trades, keys) => expect(projectTypesForTrades(trades, types)).toEqual(keys));
});

describe('contracts', () => {
  it('spec point 7: the quote list starts at page 0 with size 10', () => {
    expect(listQuotesQuerySchema.parse({})).toEqual({ page: 0 });
    expect(listQuotesQuerySchema.parse({ page: '0', size: '10' })).toEqual({ page: 0, size: 10 });
    expect(firstPageFromZero(0)).toBe(1);
    expect(firstPageFromZero(1)).toBe(1);
    expect(firstPageFromZero(3)).toBe(3);
  });

  it('a quote needs an amount or line items', () => {
    const requestId = '01900000-0000-7000-8000-000000000000';
    expect(createQuoteInputSchema.safeParse({ requestId }).success).toBe(false);
    expect(createQuoteInputSchema.safeParse({ requestId, amount: 10 }).success).toBe(true);
    expect(createQuoteInputSchema.safeParse({ requestId, lineItems: [{ description: 'Casement', quantity: 1, unitPrice: 10 }] }).success).toBe(true);
    expect(createQuoteInputSchema.safeParse({ requestId, amount: 10.001 }).success).toBe(false);
  });

  it('spec point 4 checkout: dates in order, a house or an address, parking', () => {
    const base = {
      projectModelIds: ['01900000-0000-7000-8000-000000000000'],
      dateRanges: [{ start: '2026-05-01', end: '2026-05-20' }],
      location: { houseId: null, address: '12 Elm St' },
      parkingInfo: 'Driveway',
      replaceExisting: { window: true },
    };
    expect(createQuoteRequestInputSchema.safeParse(base).success).toBe(true);
    expect(createQuoteRequestInputSchema.safeParse({ ...base, dateRanges: [{ start: '2026-05-20', end: '2026-05-01' }] }).success).toBe(false);
    expect(createQuoteRequestInputSchema.safeParse({ ...base, location: { houseId: null, address: '' } }).success).toBe(false);
    expect(createQuoteRequestInputSchema.safeParse({ ...base, parkingInfo: ' ' }).success).toBe(false);
  });
});

describe('spec point 3: group filters of the quote flow', () => {
  it.each([
    ['quoteRequested', 'quoteRequested'],
    ['quoteAccepted', 'quoteAccepted'],
    ['kickOff', 'kickOff'],
    ['startDateConfirmed', 'startDateConfirmed'],
    ['active', null],
    ['completed', null],
  ])('%s lists the models at stage %s', (status, stage) => {
    expect(stageForGroup(status)).toBe(stage);
  });
});

describe('addressArea (issue 30 item 10)', () => {
  it('keeps city, state and ZIP; drops the street and the unit', () => {
    expect(addressArea('12 Elm St, Apt 4, Portland, OR 97201')).toBe('Portland, OR 97201');
    expect(addressArea('1420 Maple Avenue, Boise, ID 83702')).toBe('Boise, ID 83702');
    expect(addressArea('12 Elm Street, Portland')).toBe('Portland');
    expect(addressArea('12 Elm Street 97201')).toBe('97201');
    expect(addressArea('12 Elm Street')).toBe('');
    expect(addressArea('')).toBe('');
  });
});
