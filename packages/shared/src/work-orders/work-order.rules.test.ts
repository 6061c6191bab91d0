import { describe, expect, it } from 'vitest';
import { categoriesOfTradeName, contractorHeadline, rankContractors, scoreContractor, statusesForFilter, tradeCoversCategory, tradeLabels, type ContractorEvidence } from './work-order.rules.ts';
import { createWorkOrderInputSchema } from './work-order.schema.ts';

const evidence = (overrides: Partial<ContractorEvidence>): ContractorEvidence => ({
  id: 'a',
  name: 'A',
  trades: [],
  categories: [],
  rating: null,
  ratingCount: 0,
  pastJobs: 0,
  responseHours: null,
  sameCity: null,
  city: null,
  ...overrides,
});

describe('spec point 4: the work-order status filter', () => {
  it.each([
    ['active', ['open', 'quoteRequested', 'inProgress', 'done']],
    ['closed', ['closed']],
    ['all', ['open', 'quoteRequested', 'inProgress', 'done', 'closed']],
  ] as const)('%s shows %j', (filter, statuses) => expect(statusesForFilter(filter)).toEqual(statuses));
});

describe('trades cover categories', () => {
  it.each([
    ['Plumber', 'plumbing', true],
    ['Plumbing & heating', 'hvac', true],
    ['Electrician', 'electrical', true],
    ['Roofing', 'plumbing', false],
    ['Windows', 'windowsDoors', true],
  ] as const)('%s covers %s: %s', (trade, category, expected) => expect(tradeCoversCategory(trade, category)).toBe(expected));

  it('a contact sub-category names the categories it covers; chosen trades read as labels in catalogue order', () => {
    expect(categoriesOfTradeName('Plumbing & heating')).toEqual(['plumbing', 'hvac']);
    expect(categoriesOfTradeName('Locksmith')).toEqual([]);
    expect(tradeLabels(['windowsDoors', 'carpentry'])).toEqual(['Carpentry', 'Windows & doors']);
  });
});

describe('the local contractor ranking', () => {
  it('scores trade match, rating, past jobs, response time and place, with one reason each', () => {
    const ranked = scoreContractor(evidence({ trades: ['Plumber'], categories: ['plumbing'], rating: 5, ratingCount: 2, pastJobs: 4, responseHours: 3, sameCity: true, city: 'Portland' }), 'plumbing');
    expect(ranked.score).toBe(40 + 20 + 15 + 15 + 10);
    expect(ranked.reasons).toHaveLength(5);
    expect(ranked.reasons[4]).toContain('Portland');
    expect(scoreContractor(evidence({}), 'plumbing').reasons).toContain('Distance unknown (no location to compare)');
  });

  it('orders by score, then name; never adds a candidate', () => {
    const ranked = rankContractors(
      [evidence({ id: 'roof', name: 'Roofs', trades: ['Roofing'], categories: ['roofing'] }), evidence({ id: 'pipe', name: 'Pipes', trades: ['Plumbing'], categories: ['plumbing'] }), evidence({ id: 'b', name: 'B' })],
      'plumbing',
      10,
    );
    expect(ranked.map((row) => row.id)).toEqual(['pipe', 'b', 'roof']);
    expect(rankContractors([], 'plumbing', 10)).toEqual([]);
  });
});

describe('issue 21 item 9: the score reads as a reason, not as points', () => {
  it.each([
    [{ trades: ['Carpentry', 'Windows & doors'], categories: ['carpentry', 'windowsDoors'], rating: 4.8, pastJobs: 3 }, 'windowsDoors', 'Does windows & doors · 4.8★ · 3 jobs with you'],
    [{ trades: ['Windows & doors'], categories: ['windowsDoors'], rating: null, pastJobs: 1 }, 'windowsDoors', 'Does windows & doors · not rated yet · 1 job with you'],
    [{ trades: ['Plumbing', 'Roofing', 'Gutters'], categories: ['plumbing', 'roofing'], rating: 4, pastJobs: 0 }, 'windowsDoors', 'Does plumbing, roofing, not windows & doors · 4.0★'],
    [{ trades: [], categories: [], rating: null, pastJobs: 0 }, 'plumbing', 'No trade on file · not rated yet'],
  ] as const)('%j on a %s job reads "%s"', (candidate, category, expected) => {
    expect(contractorHeadline(candidate, category)).toBe(expected);
    expect(contractorHeadline(candidate, category)).not.toMatch(/pts|points/i);
  });
});

describe('the project form (spec point 3)', () => {
  const property = '01900000-0000-7000-8000-000000000000';
  it('defaults priority and timing; refuses a reversed date range and more than 2 videos', () => {
    expect(createWorkOrderInputSchema.parse({ name: 'Sink', category: 'plumbing', property })).toMatchObject({ priority: 'medium', timing: 'asSoonAsPossible' });
    expect(createWorkOrderInputSchema.safeParse({ name: 'Sink', category: 'plumbing', property, dateRange: { startDate: '2030-02-02', endDate: '2030-01-01' } }).success).toBe(false);
    expect(createWorkOrderInputSchema.safeParse({ name: 'Sink', category: 'plumbing', property, videos: [property, property, property] }).success).toBe(false);
  });
});
