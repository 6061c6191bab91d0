/** Step titles and the questions each step asks (spec point 2 step lists; decision 001 grouping). */
import { indexQuestions, questionKeys as K } from '@lintel/shared';
import type { Choices, ConfiguratorStep, Question } from '@lintel/shared';

const fixedTitles: Partial<Record<ConfiguratorStep, string>> = {
  LAYOUT: 'Layout',
  SUMMARY: 'Summary',
  COLOR: 'Colour',
  HANDLE_AND_LOCK: 'Handle & lock',
};

/** The keys of the questions shown on a step: the children for grouped steps, else the step's own. */
export function questionKeysOfStep(step: ConfiguratorStep): string[] {
  // A garage door's COLOR is one question; windows and doors group inside and outside under it.
  if (step === 'COLOR') return [K.COLOR, K.COLOR_INSIDE, K.COLOR_OUTSIDE];
  if (step === 'HANDLE_AND_LOCK') return [K.HANDLE_AND_LOCK_SET, K.HANDLE, K.LOCK];
  if (step === 'LAYOUT' || step === 'SUMMARY') return [];
  return [step];
}

export function stepTitle(step: ConfiguratorStep, questions: readonly Question[]): string {
  const fixed = fixedTitles[step];
  if (fixed) return fixed;
  return indexQuestions(questions).get(step)?.question.name ?? step;
}

/** True when a rule added or changed one of the step's answers (the step shows 'Auto Changed'). */
export function isStepAutoChanged(step: ConfiguratorStep, choices: Choices): boolean {
  return questionKeysOfStep(step).some((key) => choices[key]?.isAutoChanged === true);
}
