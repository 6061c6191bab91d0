/**
 * Calculators with AI-explained results (issue 14): compute the numbers locally (packages/shared),
 * ask `deps.ai` to explain them, keep the result in the caller's history. Another user's result
 * reads as CALCULATOR_RESULT_NOT_FOUND (404).
 */
import {
  buildPagination,
  computeCalculator,
  type CalculatorHistoryResponse,
  type CalculatorInput,
  type CalculatorKind,
  type CalculatorResult,
  type OpeningPrices,
} from '@lintel/shared';
import type { AppDeps, AuthContext } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueService } from '../configurator/index.ts';
import { explainCalculatorResult } from './calculators.ai.ts';
import * as repo from './calculators.repository.ts';
import type { CalculatorResultRow } from './calculators.repository.ts';

function toDto(row: CalculatorResultRow): CalculatorResult {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    inputData: row.inputData,
    result: row.result,
    explanation: row.explanation,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

export type CalculatorsService = ReturnType<typeof createCalculatorsService>;

export function createCalculatorsService(deps: AppDeps, catalogue: Pick<CatalogueService, 'priceTable'>) {
  /** The window and exterior-door base and per-ft² prices of Lintel's configurator catalogue. */
  async function openingPrices(): Promise<OpeningPrices> {
    const [window, door] = await Promise.all([catalogue.priceTable('window'), catalogue.priceTable('exteriorDoor')]);
    return {
      window: { basePriceCents: window.basePriceCents, perSquareFootCents: window.perSquareFootCents },
      exteriorDoor: { basePriceCents: door.basePriceCents, perSquareFootCents: door.perSquareFootCents },
    };
  }

  return {
    /** POST /calendar-history/generate-ai-result: compute, explain (AI or local), store, return. */
    async generate(auth: AuthContext, input: CalculatorInput): Promise<CalculatorResult> {
      const computed = computeCalculator(input, input.kind === 'windowReplacement' ? await openingPrices() : undefined);
      const { title, headline, ...outcome } = computed;
      const explained = await deps.ai.run(explainCalculatorResult, { input, outcome });
      const row = await repo.insertResult(deps.db, {
        userId: auth.userId,
        kind: input.kind,
        title,
        headline,
        inputData: input as unknown as Record<string, unknown>,
        result: outcome,
        explanation: explained.output,
        source: explained.source,
      });
      return toDto(row);
    },

    async list(auth: AuthContext, query: { page: number; pageSize: number; kind?: CalculatorKind | undefined }): Promise<CalculatorHistoryResponse> {
      const [rows, total] = await Promise.all([
        repo.listResults(deps.db, auth.userId, query.kind, query.page, query.pageSize),
        repo.countResults(deps.db, auth.userId, query.kind),
      ]);
      return {
        results: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: {},
      };
    },

    async get(auth: AuthContext, id: string): Promise<CalculatorResult> {
      const row = await repo.findResult(deps.db, auth.userId, id);
      if (!row) throw new AppError('CALCULATOR_RESULT_NOT_FOUND', 'Calculator result not found');
      return toDto(row);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      if (!(await repo.deleteResult(deps.db, auth.userId, id))) throw new AppError('CALCULATOR_RESULT_NOT_FOUND', 'Calculator result not found');
    },
  };
}
