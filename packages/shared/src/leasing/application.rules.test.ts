import { describe, expect, it } from 'vitest';
import {
  applicationStepStates,
  applicationWizardSteps,
  disabledApplicationSteps,
  nextApplicationStep,
  previousApplicationStep,
  reachApplicationStep,
  reachedAfterCoSignersChange,
} from './application.rules.ts';
import { reasonsForLeaving, reasonForLeavingLabels, idTypeLabels, applicationCountries } from './leasing.enums.ts';
import { submitApplicationInputSchema } from './application.schema.ts';

const labels = (hasCoSigners: boolean) => applicationWizardSteps(hasCoSigners).map((step) => `${step.number}. ${step.label}`);

describe('spec point 2: tenant application wizard steps', () => {
  it.each([
    [false, ['1. Basic Info', '2. Terms', '3. Address', '4. Financial', '5. Add. Info', '6. Summary']],
    [true, ['1. Basic Info', '2. Co-Signers', '3. Terms', '4. Address', '5. Financial', '6. Add. Info', '7. Summary']],
  ])('2: co-signers %s gives the steps %j', (hasCoSigners, expected) => {
    expect(labels(hasCoSigners)).toEqual(expected);
  });

  it.each([
    ['basicInfo', false, ['terms', 'address', 'financial', 'additionalInfo', 'summary']],
    ['basicInfo', true, ['coSigners', 'terms', 'address', 'financial', 'additionalInfo', 'summary']],
    ['address', false, ['financial', 'additionalInfo', 'summary']],
    ['summary', true, []],
  ] as const)('2: steps after step 1 are disabled until reached (reached %s, co-signers %s)', (reached, hasCoSigners, disabled) => {
    expect(disabledApplicationSteps(hasCoSigners, reached)).toEqual(disabled);
  });

  it('2: the first step is always enabled and the current step is marked', () => {
    const states = applicationStepStates(true, 'basicInfo', 'basicInfo');
    expect(states[0]).toMatchObject({ key: 'basicInfo', number: 1, isEnabled: true, isCurrent: true });
    expect(states.filter((step) => step.isEnabled)).toHaveLength(1);
  });

  it.each([
    [false, 'basicInfo', 'terms', null],
    [true, 'basicInfo', 'coSigners', null],
    [true, 'coSigners', 'terms', 'basicInfo'],
    [false, 'terms', 'address', 'basicInfo'],
    [true, 'summary', null, 'additionalInfo'],
  ] as const)('2: with co-signers %s, after %s comes %s and before it %s', (hasCoSigners, current, next, previous) => {
    expect(nextApplicationStep(hasCoSigners, current)).toBe(next);
    expect(previousApplicationStep(hasCoSigners, current)).toBe(previous);
  });

  it.each([
    [true, 'financial', 'coSigners', 'turning co-signers on re-disables the steps after the inserted step'],
    [true, 'basicInfo', 'basicInfo', 'turning co-signers on at step 1 changes nothing'],
    [false, 'coSigners', 'basicInfo', 'turning co-signers off while on it falls back to Basic Info'],
    [false, 'address', 'address', 'turning co-signers off keeps a later reached step'],
  ] as const)('2: co-signers %s with reached %s → %s (%s)', (hasCoSigners, reached, expected, _why) => {
    expect(reachedAfterCoSignersChange(hasCoSigners, reached)).toBe(expected);
  });

  it('2: reaching a step never moves the furthest step back', () => {
    expect(reachApplicationStep(false, 'address', 'terms')).toBe('address');
    expect(reachApplicationStep(false, 'address', 'financial')).toBe('financial');
  });
});

describe('spec point 3: application choices', () => {
  it('3: there are 19 reasons for leaving, each with a label', () => {
    expect(reasonsForLeaving).toHaveLength(19);
    expect(Object.keys(reasonForLeavingLabels)).toHaveLength(19);
    expect(new Set(Object.values(reasonForLeavingLabels)).size).toBe(19);
  });

  it('3: ID types are driver license, passport and provincial issued ID; countries USA, Canada, Australia', () => {
    expect(Object.values(idTypeLabels)).toEqual(['Driver license', 'Passport', 'Provincial issued ID']);
    expect(applicationCountries).toEqual(['USA', 'Canada', 'Australia']);
  });
});

describe('spec point 2: the submitted application', () => {
  const application = (hasCoSigners: boolean, coSigners: unknown[] = []) => ({
    basicInfo: {
      fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumber: '(503) 555-0142', dateOfBirth: '1990-04-12',
      idType: 'driverLicense', idNumber: 'D1234567', idCountry: 'USA', hasCoSigners,
    },
    coSigners,
    terms: { desiredMoveInDate: '2026-09-01', leaseTerm: 'one-year', occupantsCount: 2, hasPets: false },
    address: { address: '12 Elm St', city: 'Portland', country: 'USA', reasonForLeaving: 'jobRelocation' },
    financial: { employmentStatus: 'employed', monthlyIncome: 6500 },
    additionalInfo: { hasBeenEvicted: false, hasBankruptcy: false },
    consent: true,
  });
  const coSigner = { fullName: 'Ray Whitfield', email: 'ray@example.com', phoneNumber: '+1 503 555 0100' };

  it.each([
    ['co-signers no, none given', application(false), true],
    ['co-signers yes, one given', application(true, [coSigner]), true],
    ['co-signers yes, none given', application(true), false],
    ['co-signers no, one given', application(false, [coSigner]), false],
  ])('2: %s → valid %s', (_name, input, valid) => {
    expect(submitApplicationInputSchema.safeParse(input).success).toBe(valid);
  });

  it('5: phone numbers are cleaned and attachments are optional', () => {
    const parsed = submitApplicationInputSchema.parse(application(true, [coSigner]));
    expect(parsed.basicInfo.phoneNumber).toBe('5035550142');
    expect(parsed.coSigners[0]?.phoneNumber).toBe('+15035550100');
    expect(parsed.additionalInfo.attachmentIds).toEqual([]);
  });
});
