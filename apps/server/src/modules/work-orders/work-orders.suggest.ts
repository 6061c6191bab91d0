/**
 * AI-suggested contractors (GET /work-orders/generate-contractors/{id}). Candidates are the landlord's
 * contacts in Contractor/Vendor and Lintel's verified service providers (a contact whose e-mail is a
 * provider's is one candidate). The evidence per candidate comes from the database only: trades (a
 * provider's chosen work categories, matched exactly; a contact's sub-category by its words), the
 * ratings and past jobs of closed work orders, the hours from a request for quote to the answer, and
 * whether the contact's address names the property's city (there are no coordinates to measure a
 * distance, so otherwise it is "unknown"). The local engine ranks by `rankContractors`; with AI_* the
 * model may only re-rank and explain the same candidates: an id that is not a candidate, a missing or
 * a repeated one makes the answer unusable and the local ranking answers instead.
 */
import { z } from 'zod';
import {
  MAX_SUGGESTED_CONTRACTORS,
  categoriesOfTradeName,
  contractorHeadline,
  rankContractors,
  tradeLabels,
  workOrderCategoryLabels,
  type ContractorEvidence,
  type RankedContractor,
  type SuggestedContractor,
  type SuggestedContractorsResponse,
  type WorkOrderCategory,
} from '@lintel/shared';
import type { AiClient } from '../../platform/ai/ai-client.ts';
import { defineAiFeature } from '../../platform/ai/ai-client.ts';
import { boundText, dataBlock, UNTRUSTED_DATA_RULE } from '../../platform/ai/untrusted-data.ts';
import type { Executor } from '../../platform/db.ts';
import * as authApi from '../auth/index.ts';
import * as contactsApi from '../contacts/index.ts';
import * as repo from './work-orders.repository.ts';

/** Candidates looked at, at most (newest providers and contacts). */
const MAX_PROVIDERS = 200;
const MAX_CONTACTS = 200;
/** Characters of each text the prompt carries: names, trades, cities, and the job itself. */
const PROMPT_TEXT = { name: 80, trade: 60, trades: 8, city: 60, jobName: 120, description: 1000 } as const;

/**
 * The candidates as the model reads them: the texts other accounts wrote (a provider's company name and
 * trades, a contact's name) cut to one bounded line each; the numbers as they are.
 */
export function promptCandidates(candidates: readonly ContractorEvidence[]): ContractorEvidence[] {
  return candidates.map((candidate) => ({
    ...candidate,
    name: boundText(candidate.name, PROMPT_TEXT.name),
    trades: candidate.trades.slice(0, PROMPT_TEXT.trades).map((trade) => boundText(trade, PROMPT_TEXT.trade)),
    city: candidate.city === null ? null : boundText(candidate.city, PROMPT_TEXT.city),
  }));
}

export interface SuggestionInput {
  category: WorkOrderCategory;
  workOrderName: string;
  description: string;
  candidates: ContractorEvidence[];
}

const aiAnswerSchema = z.object({
  contractors: z
    .array(z.object({ id: z.string().max(100), reasons: z.array(z.string().trim().min(1).max(300)).min(1).max(6) }))
    .max(MAX_SUGGESTED_CONTRACTORS),
});
type AiAnswer = z.infer<typeof aiAnswerSchema>;

/** The AI feature: re-rank and explain within the evidence; the local engine is the rule ranking. */
export const suggestContractorsFeature = defineAiFeature<SuggestionInput, AiAnswer>({
  name: 'suggest_contractors',
  schema: aiAnswerSchema,
  prompt: (input) => ({
    system:
      'You rank contractors for a maintenance job. Use ONLY the candidates given, by their exact id; never add one. ' +
      'Order them best first by trade match, rating, past jobs, response time and location, and give each 1-4 short reasons grounded in the evidence. ' +
      'Answer JSON {"contractors":[{"id":"…","reasons":["…"]}]} with at most ' +
      `${MAX_SUGGESTED_CONTRACTORS} candidates. ${UNTRUSTED_DATA_RULE}`,
    user: dataBlock('Rank the candidates for this job. The job and the candidates:', {
      job: {
        name: boundText(input.workOrderName, PROMPT_TEXT.jobName),
        category: workOrderCategoryLabels[input.category],
        description: input.description.slice(0, PROMPT_TEXT.description),
      },
      candidates: promptCandidates(input.candidates),
    }),
  }),
  local: (input) => ({ contractors: rankContractors(input.candidates, input.category, MAX_SUGGESTED_CONTRACTORS).map(({ id, reasons }) => ({ id, reasons })) }),
});

/** True when every id is a distinct candidate (the AI may not invent or repeat one). */
export function onlyCandidates(answer: AiAnswer, candidateIds: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  for (const item of answer.contractors) {
    if (!candidateIds.has(item.id) || seen.has(item.id)) return false;
    seen.add(item.id);
  }
  return true;
}

interface Candidate {
  evidence: ContractorEvidence;
  kind: 'provider' | 'contact';
  providerId: string | null;
  contactId: string | null;
  /** A contact-only candidate's e-mail (the landlord's own contact), to ask them outside Lintel. */
  email: string | null;
}

/** Gathers the candidates and their evidence (a fixed number of queries). */
export async function loadCandidates(db: Executor, accountId: string, propertyCity: string | null): Promise<Candidate[]> {
  const [providers, contacts] = await Promise.all([authApi.listServiceProviders(db, MAX_PROVIDERS), contactsApi.listContractorContacts(db, accountId, MAX_CONTACTS)]);
  const providerIds = providers.map((provider) => provider.id);
  const [ratings, responses] = await Promise.all([repo.ratingsOf(db, accountId, providerIds), repo.responseHoursOf(db, providerIds)]);
  const ratingBy = new Map(ratings.map((row) => [row.providerId, row]));
  const hoursBy = new Map(responses.map((row) => [row.providerId, Number(row.hours)]));
  const contactByEmail = new Map(contacts.filter((contact) => contact.email).map((contact) => [contact.email!.toLowerCase(), contact]));
  const cityIn = (address: string | null | undefined): boolean | null =>
    !propertyCity || !address ? null : address.toLowerCase().includes(propertyCity.toLowerCase());

  const candidates: Candidate[] = providers.map((provider) => {
    const contact = contactByEmail.get(provider.email.toLowerCase());
    if (contact) contactByEmail.delete(provider.email.toLowerCase());
    const rating = ratingBy.get(provider.id);
    const sameCity = cityIn(contact?.address);
    return {
      kind: 'provider',
      providerId: provider.id,
      contactId: contact?.id ?? null,
      email: null,
      evidence: {
        id: provider.id,
        name: provider.companyName || provider.fullName,
        trades: tradeLabels(provider.trades),
        // The provider's chosen trades; the landlord's own contact card for them may name one more.
        categories: [...new Set([...provider.trades, ...(contact?.subCategoryName ? categoriesOfTradeName(contact.subCategoryName) : [])])],
        rating: rating?.rating ? Math.round(Number(rating.rating) * 10) / 10 : null,
        ratingCount: rating?.ratingCount ?? 0,
        pastJobs: rating?.pastJobs ?? 0,
        responseHours: hoursBy.has(provider.id) && Number.isFinite(hoursBy.get(provider.id)) ? hoursBy.get(provider.id)! : null,
        sameCity,
        city: sameCity ? propertyCity : null,
      },
    };
  });
  for (const contact of contacts) {
    if (contact.email && !contactByEmail.has(contact.email.toLowerCase())) continue; // merged with its provider
    const sameCity = cityIn(contact.address);
    candidates.push({
      kind: 'contact',
      providerId: null,
      contactId: contact.id,
      email: contact.email ?? null,
      evidence: {
        id: contact.id,
        name: contact.displayName,
        trades: [contact.subCategoryName ?? contact.categoryName].filter((trade): trade is string => !!trade),
        categories: contact.subCategoryName ? categoriesOfTradeName(contact.subCategoryName) : [],
        rating: null,
        ratingCount: 0,
        pastJobs: 0,
        responseHours: null,
        sameCity,
        city: sameCity ? propertyCity : null,
      },
    });
  }
  return candidates;
}

/** Runs the feature (AI or local) and answers the ranked contractors with their reasons. */
export async function suggestContractors(
  ai: AiClient,
  input: Omit<SuggestionInput, 'candidates'>,
  candidates: Candidate[],
): Promise<SuggestedContractorsResponse> {
  const evidence = candidates.map((candidate) => candidate.evidence);
  const byId = new Map(candidates.map((candidate) => [candidate.evidence.id, candidate]));
  const local = rankContractors(evidence, input.category, MAX_SUGGESTED_CONTRACTORS);
  const scoreOf = new Map(local.map((ranked) => [ranked.id, ranked.score]));
  let source: 'local' | 'ai' = 'local';
  let ranked: Array<Pick<RankedContractor, 'id' | 'reasons'>> = local;
  if (candidates.length > 0) {
    const result = await ai.run(suggestContractorsFeature, { ...input, candidates: evidence });
    if (result.source === 'ai' && onlyCandidates(result.output, new Set(byId.keys()))) {
      source = 'ai';
      ranked = result.output.contractors;
    }
  }
  const contractors: SuggestedContractor[] = ranked.map(({ id, reasons }) => {
    const candidate = byId.get(id)!;
    return {
      id,
      kind: candidate.kind,
      providerId: candidate.providerId,
      contactId: candidate.contactId,
      name: candidate.evidence.name,
      trades: [...candidate.evidence.trades],
      rating: candidate.evidence.rating,
      pastJobs: candidate.evidence.pastJobs,
      score: scoreOf.get(id) ?? rankContractors([candidate.evidence], input.category, 1)[0]!.score,
      headline: contractorHeadline(candidate.evidence, input.category),
      email: candidate.email,
      reasons,
    };
  });
  return { source, contractors };
}
