/**
 * Pure work-order rules (spec points 3, 4): which statuses a list filter covers, whether a trade
 * covers a category, and the deterministic contractor ranking used by GET
 * /work-orders/generate-contractors/{id} when no AI answers (and as the evidence the AI re-ranks).
 */
import {
  ACTIVE_WORK_ORDER_STATUSES,
  workOrderCategoryKeywords,
  workOrderCategories,
  workOrderCategoryLabels,
  workOrderStatuses,
  type WorkOrderCategory,
  type WorkOrderStatus,
  type WorkOrderStatusFilter,
} from './work-order.enums.ts';

/** The statuses a list filter shows: `active` every status but closed, `all` every status. */
export function statusesForFilter(filter: WorkOrderStatusFilter): readonly WorkOrderStatus[] {
  if (filter === 'active') return ACTIVE_WORK_ORDER_STATUSES;
  if (filter === 'all') return workOrderStatuses;
  return [filter];
}

/** True when a contact's sub-category name (free text, any case) covers the category. */
export function tradeCoversCategory(trade: string, category: WorkOrderCategory): boolean {
  const text = trade.toLowerCase();
  if (text.includes(workOrderCategoryLabels[category].toLowerCase())) return true;
  return workOrderCategoryKeywords[category].some((keyword) => text.includes(keyword));
}

/** The categories a sub-category name covers, in catalogue order ("Plumbing & heating" → plumbing, hvac). */
export function categoriesOfTradeName(name: string): WorkOrderCategory[] {
  return workOrderCategories.filter((category) => tradeCoversCategory(name, category));
}

/** The trades' labels, in catalogue order: ['windowsDoors', 'carpentry'] → ['Carpentry', 'Windows & doors']. */
export function tradeLabels(trades: readonly WorkOrderCategory[]): string[] {
  return workOrderCategories.filter((category) => trades.includes(category)).map((category) => workOrderCategoryLabels[category]);
}

/** What the ranking knows about one candidate contractor (from the database, never invented). */
export interface ContractorEvidence {
  id: string;
  name: string;
  /** What they do, as shown: a provider's trade labels, a contact's sub-category name. */
  trades: readonly string[];
  /** The categories they cover: a provider's chosen trades, the categories a contact's sub-category names. */
  categories: readonly WorkOrderCategory[];
  /** Average rating 1–5 from this platform's closed work orders, or null when never rated. */
  rating: number | null;
  ratingCount: number;
  /** Closed work orders with this landlord. */
  pastJobs: number;
  /** Average hours from a request for quote to the answer, or null without answers. */
  responseHours: number | null;
  /** True / false when both places are known; null when the distance cannot be told. */
  sameCity: boolean | null;
  city: string | null;
}

export interface RankedContractor {
  id: string;
  score: number;
  reasons: string[];
}

/**
 * Scores a candidate 0–100: trade match 40, rating 20 (unrated 10), past jobs 15 (5 each, ≤ 3),
 * response time 15 (≤ 24 h full, ≤ 72 h 10, slower 5, unknown 7), same city 10 (unknown 5).
 * Each part gives one reason in plain words.
 */
export function scoreContractor(candidate: ContractorEvidence, category: WorkOrderCategory): RankedContractor {
  const reasons: string[] = [];
  let score = 0;
  if (candidate.categories.includes(category)) {
    score += 40;
    reasons.push(`Does ${workOrderCategoryLabels[category].toLowerCase()}`);
  } else {
    reasons.push(candidate.trades.length > 0 ? `Does ${candidate.trades.join(', ').toLowerCase()}, not ${workOrderCategoryLabels[category].toLowerCase()}` : 'No trade on file');
  }
  if (candidate.rating !== null) {
    score += Math.round((candidate.rating / 5) * 20);
    reasons.push(`Rated ${candidate.rating.toFixed(1)}/5 over ${candidate.ratingCount} job${candidate.ratingCount === 1 ? '' : 's'}`);
  } else {
    score += 10;
    reasons.push('Not rated yet');
  }
  score += Math.min(candidate.pastJobs, 3) * 5;
  reasons.push(candidate.pastJobs > 0 ? `${candidate.pastJobs} past job${candidate.pastJobs === 1 ? '' : 's'} with you` : 'No past jobs with you');
  if (candidate.responseHours === null) {
    score += 7;
    reasons.push('Response time unknown');
  } else {
    score += candidate.responseHours <= 24 ? 15 : candidate.responseHours <= 72 ? 10 : 5;
    reasons.push(`Answers quote requests in about ${formatHours(candidate.responseHours)}`);
  }
  if (candidate.sameCity === null) {
    score += 5;
    reasons.push('Distance unknown (no location to compare)');
  } else if (candidate.sameCity) {
    score += 10;
    reasons.push(`Works in ${candidate.city ?? 'the same city'}, like the property`);
  } else {
    reasons.push(`Based in ${candidate.city ?? 'another city'}, not the property's city`);
  }
  return { id: candidate.id, score, reasons };
}

/**
 * The score read as a reason (issue 21 item 9): what they do for this category, their rating and the
 * jobs done for this landlord — "Does windows & doors · 4.8★ · 3 jobs with you". Words only, no
 * points: a trade that does not cover the category says which trades they have instead.
 */
export function contractorHeadline(candidate: Pick<ContractorEvidence, 'trades' | 'categories' | 'rating' | 'pastJobs'>, category: WorkOrderCategory): string {
  const covers = candidate.categories.includes(category);
  const parts = [
    covers
      ? `Does ${workOrderCategoryLabels[category].toLowerCase()}`
      : candidate.trades.length > 0
        ? `Does ${candidate.trades.slice(0, 2).join(', ').toLowerCase()}, not ${workOrderCategoryLabels[category].toLowerCase()}`
        : 'No trade on file',
    candidate.rating !== null ? `${candidate.rating.toFixed(1)}★` : 'not rated yet',
  ];
  if (candidate.pastJobs > 0) parts.push(`${candidate.pastJobs} job${candidate.pastJobs === 1 ? '' : 's'} with you`);
  return parts.join(' · ');
}

function formatHours(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}

/** Ranks candidates by score, then name, then id (deterministic); at most `limit`. */
export function rankContractors(candidates: readonly ContractorEvidence[], category: WorkOrderCategory, limit: number): RankedContractor[] {
  return candidates
    .map((candidate) => ({ candidate, ranked: scoreContractor(candidate, category) }))
    .sort((a, b) => b.ranked.score - a.ranked.score || a.candidate.name.localeCompare(b.candidate.name) || a.candidate.id.localeCompare(b.candidate.id))
    .slice(0, limit)
    .map(({ ranked }) => ranked);
}

/** The web path of a work order, and of its shared (no account) view. */
/**
 * Issue 21 item 10: after a work order is closed, its owner and the chosen provider may still write in
 * its conversation for this many days (warranty questions, a follow-up visit); then it is read-only.
 */
export const WORK_ORDER_FOLLOW_UP_DAYS = 90;

/** The end of a closed work order's follow-up period: `closedAt` plus WORK_ORDER_FOLLOW_UP_DAYS (an instant). */
export function followUpEndsAt(closedAt: Date): Date {
  return new Date(closedAt.getTime() + WORK_ORDER_FOLLOW_UP_DAYS * 24 * 60 * 60 * 1000);
}

export const workOrderPath = (id: string) => `/work-orders/${id}`;
export const sharedWorkOrderPath = (token: string) => `/work-orders/shared/${token}`;
