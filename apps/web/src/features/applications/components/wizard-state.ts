/**
 * What the application wizard holds per step, the checks before moving on (the same rules as the
 * step schemas in packages/shared, written out so the public page does not ship zod), and the
 * POST /tenant-applications/public/{token} body (blank optional fields left out, phones cleaned).
 */
import { cleanPhoneNumber } from '@lintel/shared';
import type {
  ApplicationCountry,
  ApplicationStepKey,
  EmploymentStatus,
  IdType,
  LeaseTerm,
  ReasonForLeaving,
  StoredFile,
  SubmitApplicationInput,
} from '@lintel/shared';

type Num = number | '';

export interface CoSignerRow {
  key: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  relationship: string;
}

export interface WizardData {
  basicInfo: {
    fullName: string;
    email: string;
    phoneNumber: string;
    dateOfBirth: string;
    idType: IdType | '';
    idNumber: string;
    idCountry: ApplicationCountry | '';
    hasCoSigners: boolean | null;
  };
  coSigners: CoSignerRow[];
  terms: { desiredMoveInDate: string; leaseTerm: LeaseTerm; occupantsCount: Num; hasPets: boolean; petsDescription: string; smokes: boolean };
  address: {
    address: string;
    city: string;
    state: string;
    postalCode: string;
    country: ApplicationCountry | '';
    livedSince: string;
    currentRent: Num;
    landlordName: string;
    landlordPhone: string;
    reasonForLeaving: ReasonForLeaving | '';
    reasonDetails: string;
  };
  financial: {
    employmentStatus: EmploymentStatus | '';
    employer: string;
    jobTitle: string;
    employedSince: string;
    monthlyIncome: Num;
    otherIncome: Num;
    otherIncomeSource: string;
  };
  additionalInfo: {
    hasBeenEvicted: boolean | null;
    hasBankruptcy: boolean | null;
    vehicles: string;
    emergencyName: string;
    emergencyPhone: string;
    emergencyRelationship: string;
    notes: string;
    attachments: StoredFile[];
  };
  consent: boolean;
}

let key = 0;
export const nextKey = () => ++key;
export const emptyCoSigner = (): CoSignerRow => ({ key: nextKey(), fullName: '', email: '', phoneNumber: '', relationship: '' });

export function emptyWizardData(email = ''): WizardData {
  return {
    basicInfo: { fullName: '', email, phoneNumber: '', dateOfBirth: '', idType: '', idNumber: '', idCountry: '', hasCoSigners: null },
    coSigners: [emptyCoSigner()],
    terms: { desiredMoveInDate: '', leaseTerm: 'one-year', occupantsCount: 1, hasPets: false, petsDescription: '', smokes: false },
    address: {
      address: '',
      city: '',
      state: '',
      postalCode: '',
      country: '',
      livedSince: '',
      currentRent: '',
      landlordName: '',
      landlordPhone: '',
      reasonForLeaving: '',
      reasonDetails: '',
    },
    financial: { employmentStatus: '', employer: '', jobTitle: '', employedSince: '', monthlyIncome: '', otherIncome: '', otherIncomeSource: '' },
    additionalInfo: {
      hasBeenEvicted: null,
      hasBankruptcy: null,
      vehicles: '',
      emergencyName: '',
      emergencyPhone: '',
      emergencyRelationship: '',
      notes: '',
      attachments: [],
    },
    consent: false,
  };
}

export type WizardErrors = Record<string, string>;
const EMAIL = /^\S+@\S+\.\S+$/;
const validPhone = (value: string) => /^\+?\d{7,15}$/.test(cleanPhoneNumber(value));

/** Errors of one step, keyed by field ('basicInfo.fullName', 'coSigners.0.email', 'consent'). */
export function validateApplicationStep(step: ApplicationStepKey, data: WizardData): WizardErrors {
  const errors: WizardErrors = {};
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok && !errors[field]) errors[field] = message;
  };
  if (step === 'basicInfo') {
    const b = data.basicInfo;
    need(b.fullName.trim() !== '', 'basicInfo.fullName', 'Name is required');
    need(EMAIL.test(b.email.trim()), 'basicInfo.email', 'Enter a valid e-mail address');
    need(validPhone(b.phoneNumber), 'basicInfo.phoneNumber', 'Enter a phone number with 7 to 15 digits');
    need(b.dateOfBirth !== '', 'basicInfo.dateOfBirth', 'Date of birth is required');
    need(b.idType !== '', 'basicInfo.idType', 'Choose an ID type');
    need(b.idNumber.trim() !== '', 'basicInfo.idNumber', 'ID number is required');
    need(b.idCountry !== '', 'basicInfo.idCountry', 'Choose the country that issued the ID');
    need(b.hasCoSigners !== null, 'basicInfo.hasCoSigners', 'Tell us whether you have co-signers');
  }
  if (step === 'coSigners') {
    need(data.coSigners.length > 0, 'coSigners', 'Add at least one co-signer');
    data.coSigners.forEach((row, index) => {
      need(row.fullName.trim() !== '', `coSigners.${index}.fullName`, 'Name is required');
      need(EMAIL.test(row.email.trim()), `coSigners.${index}.email`, 'Enter a valid e-mail address');
      need(validPhone(row.phoneNumber), `coSigners.${index}.phoneNumber`, 'Enter a phone number with 7 to 15 digits');
    });
  }
  if (step === 'terms') {
    need(data.terms.desiredMoveInDate !== '', 'terms.desiredMoveInDate', 'Choose a move-in date');
    const count = Number(data.terms.occupantsCount);
    need(data.terms.occupantsCount !== '' && count >= 1 && count <= 20, 'terms.occupantsCount', 'Between 1 and 20 people');
  }
  if (step === 'address') {
    need(data.address.address.trim() !== '', 'address.address', 'Address is required');
    need(data.address.city.trim() !== '', 'address.city', 'City is required');
    need(data.address.country !== '', 'address.country', 'Choose a country');
    need(data.address.reasonForLeaving !== '', 'address.reasonForLeaving', 'Choose a reason for leaving');
    need(!data.address.landlordPhone.trim() || validPhone(data.address.landlordPhone), 'address.landlordPhone', 'Enter a phone number with 7 to 15 digits');
  }
  if (step === 'financial') {
    need(data.financial.employmentStatus !== '', 'financial.employmentStatus', 'Choose your employment status');
    need(data.financial.monthlyIncome !== '' && Number(data.financial.monthlyIncome) >= 0, 'financial.monthlyIncome', 'Monthly income is required');
  }
  if (step === 'additionalInfo') {
    const a = data.additionalInfo;
    need(a.hasBeenEvicted !== null, 'additionalInfo.hasBeenEvicted', 'Answer this question');
    need(a.hasBankruptcy !== null, 'additionalInfo.hasBankruptcy', 'Answer this question');
    const anyEmergency = a.emergencyName.trim() || a.emergencyPhone.trim();
    if (anyEmergency) {
      need(a.emergencyName.trim() !== '', 'additionalInfo.emergencyName', 'Name is required');
      need(validPhone(a.emergencyPhone), 'additionalInfo.emergencyPhone', 'Enter a phone number with 7 to 15 digits');
    }
  }
  if (step === 'summary') need(data.consent, 'consent', 'Confirm the information is true and allow the landlord to check it');
  return errors;
}

const opt = (value: string) => (value.trim() ? value.trim() : undefined);
const optNum = (value: Num) => (value === '' ? undefined : Number(value));
function compact<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

export function toApplicationPayload(data: WizardData): SubmitApplicationInput {
  const b = data.basicInfo;
  const a = data.additionalInfo;
  return {
    basicInfo: {
      fullName: b.fullName.trim(),
      email: b.email.trim(),
      phoneNumber: cleanPhoneNumber(b.phoneNumber),
      dateOfBirth: b.dateOfBirth,
      idType: b.idType as IdType,
      idNumber: b.idNumber.trim(),
      idCountry: b.idCountry as ApplicationCountry,
      hasCoSigners: Boolean(b.hasCoSigners),
    },
    coSigners: b.hasCoSigners
      ? data.coSigners.map((row) =>
          compact({
            fullName: row.fullName.trim(),
            email: row.email.trim(),
            phoneNumber: cleanPhoneNumber(row.phoneNumber),
            relationship: opt(row.relationship),
          }),
        )
      : [],
    terms: compact({
      desiredMoveInDate: data.terms.desiredMoveInDate,
      leaseTerm: data.terms.leaseTerm,
      occupantsCount: Number(data.terms.occupantsCount),
      hasPets: data.terms.hasPets,
      petsDescription: data.terms.hasPets ? opt(data.terms.petsDescription) : undefined,
      smokes: data.terms.smokes,
    }),
    address: compact({
      address: data.address.address.trim(),
      city: data.address.city.trim(),
      state: data.address.state.trim(),
      postalCode: data.address.postalCode.trim(),
      country: data.address.country as ApplicationCountry,
      livedSince: opt(data.address.livedSince),
      currentRent: optNum(data.address.currentRent),
      landlordName: opt(data.address.landlordName),
      landlordPhone: opt(data.address.landlordPhone) ? cleanPhoneNumber(data.address.landlordPhone) : undefined,
      reasonForLeaving: data.address.reasonForLeaving as ReasonForLeaving,
      reasonDetails: opt(data.address.reasonDetails),
    }),
    financial: compact({
      employmentStatus: data.financial.employmentStatus as EmploymentStatus,
      employer: opt(data.financial.employer),
      jobTitle: opt(data.financial.jobTitle),
      employedSince: opt(data.financial.employedSince),
      monthlyIncome: Number(data.financial.monthlyIncome),
      otherIncome: optNum(data.financial.otherIncome),
      otherIncomeSource: opt(data.financial.otherIncomeSource),
    }),
    additionalInfo: compact({
      hasBeenEvicted: Boolean(a.hasBeenEvicted),
      hasBankruptcy: Boolean(a.hasBankruptcy),
      vehicles: opt(a.vehicles),
      emergencyContact: a.emergencyName.trim()
        ? compact({ fullName: a.emergencyName.trim(), phoneNumber: cleanPhoneNumber(a.emergencyPhone), relationship: opt(a.emergencyRelationship) })
        : undefined,
      notes: opt(a.notes),
      attachmentIds: a.attachments.map((file) => file.id),
    }),
    consent: true,
  };
}
