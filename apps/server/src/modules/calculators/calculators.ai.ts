/**
 * The AI feature that explains a calculator result (issue 14): the model sees only the computed
 * figures and notes, never free text from the user, and answers `{ summary, recommendations }`
 * (validated by zod). Without AI_* the local engine writes the templated explanation.
 */
import { calculatorExplanationSchema, calculatorLabels, formatFigure, localExplanation, type CalculatorInput, type CalculatorOutcome } from '@lintel/shared';
import { defineAiFeature } from '../../platform/ai/ai-client.ts';

export interface ExplainInput {
  input: CalculatorInput;
  outcome: CalculatorOutcome;
}

export const explainCalculatorResult = defineAiFeature({
  name: 'calculator_explanation',
  schema: calculatorExplanationSchema,
  prompt: ({ input, outcome }: ExplainInput) => ({
    system: [
      'You explain the result of a real-estate calculator to a landlord or homeowner in plain language.',
      'Use ONLY the numbers given; do not invent rates, prices or facts, and do not recompute them.',
      'Answer JSON: "summary" (at most 5 sentences) and "recommendations" (1 to 5 short, practical points).',
    ].join(' '),
    user: JSON.stringify({
      calculator: calculatorLabels[input.kind],
      figures: outcome.figures.map((figure) => ({ name: figure.label, value: formatFigure(figure) })),
      assumptions: outcome.notes,
    }),
  }),
  local: ({ input, outcome }: ExplainInput) => localExplanation(input, outcome),
});
