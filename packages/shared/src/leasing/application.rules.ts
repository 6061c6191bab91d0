/**
 * Spec point 2, the tenant application wizard: six steps (Basic Info, Terms, Address, Financial,
 * Add. Info, Summary); when co-signers is yes a Co-Signers step is inserted as step 2 and the rest
 * renumber; steps after step 1 are disabled until reached.
 */
export const applicationStepKeys = ['basicInfo', 'coSigners', 'terms', 'address', 'financial', 'additionalInfo', 'summary'] as const;
export type ApplicationStepKey = (typeof applicationStepKeys)[number];
export const applicationStepLabels: Record<ApplicationStepKey, string> = {
  basicInfo: 'Basic Info',
  coSigners: 'Co-Signers',
  terms: 'Terms',
  address: 'Address',
  financial: 'Financial',
  additionalInfo: 'Add. Info',
  summary: 'Summary',
};

export interface ApplicationWizardStep {
  key: ApplicationStepKey;
  label: string;
  /** 1-based position shown to the applicant. */
  number: number;
}

export interface ApplicationWizardStepState extends ApplicationWizardStep {
  isEnabled: boolean;
  isCurrent: boolean;
}

/** The steps in order, numbered from 1; Co-Signers is step 2 only when `hasCoSigners`. */
export function applicationWizardSteps(hasCoSigners: boolean): ApplicationWizardStep[] {
  return applicationStepKeys
    .filter((key) => hasCoSigners || key !== 'coSigners')
    .map((key, index) => ({ key, label: applicationStepLabels[key], number: index + 1 }));
}

/** Index of a step in the current list; a step that is not shown counts as step 1 (index 0). */
function indexOf(hasCoSigners: boolean, key: ApplicationStepKey): number {
  return Math.max(0, applicationWizardSteps(hasCoSigners).findIndex((step) => step.key === key));
}

/** Each step with whether it can be opened (reached already) and whether it is the current one. */
export function applicationStepStates(
  hasCoSigners: boolean,
  reached: ApplicationStepKey,
  current: ApplicationStepKey,
): ApplicationWizardStepState[] {
  const furthest = indexOf(hasCoSigners, reached);
  return applicationWizardSteps(hasCoSigners).map((step, index) => ({
    ...step,
    isEnabled: index <= furthest,
    isCurrent: step.key === current,
  }));
}

/** The keys of the steps that are disabled (not reached yet): the modal's list of disabled steps. */
export function disabledApplicationSteps(hasCoSigners: boolean, reached: ApplicationStepKey): ApplicationStepKey[] {
  return applicationStepStates(hasCoSigners, reached, reached)
    .filter((step) => !step.isEnabled)
    .map((step) => step.key);
}

export function nextApplicationStep(hasCoSigners: boolean, current: ApplicationStepKey): ApplicationStepKey | null {
  return applicationWizardSteps(hasCoSigners)[indexOf(hasCoSigners, current) + 1]?.key ?? null;
}

export function previousApplicationStep(hasCoSigners: boolean, current: ApplicationStepKey): ApplicationStepKey | null {
  const index = indexOf(hasCoSigners, current);
  return index === 0 ? null : (applicationWizardSteps(hasCoSigners)[index - 1]?.key ?? null);
}

/** The furthest step after moving to `target`: reaching never goes backwards. */
export function reachApplicationStep(hasCoSigners: boolean, reached: ApplicationStepKey, target: ApplicationStepKey): ApplicationStepKey {
  return indexOf(hasCoSigners, target) > indexOf(hasCoSigners, reached) ? target : reached;
}

/**
 * The furthest reached step after co-signers changes. Turning it on inserts a step the applicant has
 * not filled, so steps after Co-Signers become disabled again until reached; turning it off while
 * Co-Signers was the furthest step falls back to Basic Info.
 */
export function reachedAfterCoSignersChange(hasCoSigners: boolean, reached: ApplicationStepKey): ApplicationStepKey {
  if (hasCoSigners) return indexOf(true, reached) > indexOf(true, 'coSigners') ? 'coSigners' : reached;
  return reached === 'coSigners' ? 'basicInfo' : reached;
}
