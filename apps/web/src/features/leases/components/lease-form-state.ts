/**
 * What the add lease modal holds, and its translation into the shared LeaseForm that
 * buildLeasePayload turns into the POST /leases body (spec point 5).
 */
import { defaultEndDate, todayDateOnly } from '@lintel/shared';
import type {
  DepositTerm,
  LandlordEntityType,
  LateFeeAmountType,
  LeaseEndingCondition,
  LeaseForm,
  LeaseTemplate,
  LeaseTerm,
  LeaseUtility,
  RentPayType,
  StoredFile,
} from '@lintel/shared';

type Num = number | '';

export interface NewTenantRow {
  key: number;
  fullName: string;
  email: string;
  phone: string;
}

export interface OccupantRow {
  key: number;
  fullName: string;
  relationship: string;
}

export interface LeaseFormState {
  /** The property picked first; a building with units also needs `unitId` (or null to lease it whole). */
  buildingId: string | null;
  unitId: string | null;
  term: LeaseTerm;
  startDate: string;
  endDate: string;
  leaseEndingCondition: LeaseEndingCondition | '';
  rentAmount: Num;
  depositValue: Num;
  depositTerm: DepositTerm | '';
  lateFeeEnabled: boolean;
  lateFee: { amount: Num; amountType: LateFeeAmountType; dueDays: Num };
  rentPayType: RentPayType;
  firstDay: Num;
  secondDay: Num;
  alignMonthly: boolean;
  occupants: OccupantRow[];
  utilities: LeaseUtility[];
  amenityIds: number[];
  documents: StoredFile[];
  landlord: { fullName: string; email: string; phoneNumber: string; entityType: LandlordEntityType; licenseId: string };
  existingTenantIds: string[];
  newTenants: NewTenantRow[];
  templateId: string | null;
}

let rowKey = 0;
export const nextRowKey = () => ++rowKey;
/** After restoring a draft: later rows get keys above the restored ones. */
export function reserveRowKeys(state: LeaseFormState): void {
  for (const row of [...state.occupants, ...state.newTenants]) rowKey = Math.max(rowKey, row.key);
}

export function emptyLeaseForm(options: { propertyId?: string | null; landlordName?: string; landlordEmail?: string } = {}): LeaseFormState {
  const startDate = todayDateOnly();
  return {
    buildingId: options.propertyId ?? null,
    unitId: null,
    term: 'one-year',
    startDate,
    endDate: defaultEndDate('one-year', startDate) ?? '',
    leaseEndingCondition: '',
    rentAmount: '',
    depositValue: '',
    depositTerm: '',
    lateFeeEnabled: false,
    lateFee: { amount: '', amountType: 'fixed', dueDays: 5 },
    rentPayType: 'monthly',
    firstDay: 1,
    secondDay: 15,
    alignMonthly: false,
    occupants: [],
    utilities: [],
    amenityIds: [],
    documents: [],
    landlord: {
      fullName: options.landlordName ?? '',
      email: options.landlordEmail ?? '',
      phoneNumber: '',
      entityType: 'individual',
      licenseId: '',
    },
    existingTenantIds: [],
    newTenants: [{ key: nextRowKey(), fullName: '', email: '', phone: '' }],
    templateId: null,
  };
}

/** The leased property: the unit when one is picked, else the property itself. */
export const leasedPropertyId = (state: LeaseFormState) => state.unitId ?? state.buildingId;

/** The shared LeaseForm (blank values stay blank: buildLeasePayload leaves them out). */
export function toLeaseForm(state: LeaseFormState): LeaseForm {
  return {
    propertyId: leasedPropertyId(state) ?? '',
    term: state.term,
    startDate: state.startDate,
    endDate: state.term === 'month_to_month' ? null : state.endDate,
    leaseEndingCondition: state.leaseEndingCondition,
    rentAmount: state.rentAmount,
    depositValue: state.depositValue,
    depositTerm: state.depositTerm,
    lateFee: state.lateFeeEnabled ? state.lateFee : null,
    rentPayType: state.rentPayType,
    firstDay: state.firstDay,
    secondDay: state.secondDay,
    alignMonthly: state.alignMonthly,
    occupants: state.occupants,
    utilities: state.utilities,
    amenityIds: state.amenityIds,
    documentIds: state.documents.map((file) => file.id),
    landlord: { ...state.landlord },
    tenants: [
      ...state.existingTenantIds.map((id) => ({ existingId: id })),
      ...state.newTenants.map((tenant) => ({ fullName: tenant.fullName, email: tenant.email, phoneNumbers: [tenant.phone] })),
    ],
    templateId: state.templateId,
  };
}

/** A template's default terms fill the fields they name (the lease copies its fees and clauses on the server). */
export function applyTemplate(state: LeaseFormState, template: LeaseTemplate | null): LeaseFormState {
  if (!template) return { ...state, templateId: null };
  const terms = template.defaultTerms;
  const term = terms.term ?? state.term;
  return {
    ...state,
    templateId: template.id,
    term,
    endDate: term === state.term ? state.endDate : (defaultEndDate(term, state.startDate) ?? ''),
    rentAmount: terms.rentAmount ?? state.rentAmount,
    depositValue: terms.depositValue ?? state.depositValue,
    depositTerm: terms.depositTerm ?? state.depositTerm,
    leaseEndingCondition: terms.leaseEndingCondition ?? state.leaseEndingCondition,
    rentPayType: terms.rentPayType ?? state.rentPayType,
    firstDay: terms.firstDay ?? state.firstDay,
    lateFeeEnabled: terms.lateFee ? true : state.lateFeeEnabled,
    lateFee: terms.lateFee ? { ...terms.lateFee } : state.lateFee,
    utilities: terms.utilities ?? state.utilities,
  };
}

export type LeaseFormErrors = Partial<Record<string, string>>;

/** Field errors of one step (index into leaseFormSteps). */
export function validateLeaseStep(step: number, state: LeaseFormState, needsUnit: boolean): LeaseFormErrors {
  const errors: LeaseFormErrors = {};
  if (step === 0) {
    if (!state.buildingId) errors.buildingId = 'Choose a property';
    else if (needsUnit && state.unitId === null) errors.unitId = 'Choose a unit, or the whole property';
    if (!state.startDate) errors.startDate = 'Start date is required';
    if (state.term !== 'month_to_month') {
      if (!state.endDate) errors.endDate = 'End date is required for a fixed-term lease';
      else if (state.startDate && state.endDate <= state.startDate) errors.endDate = 'End date must be after the start date';
    }
  }
  if (step === 1) {
    if (state.rentAmount === '' || Number(state.rentAmount) <= 0) errors.rentAmount = 'Rent must be more than 0';
    if (state.firstDay === '') errors.firstDay = 'Choose the due day';
    if (state.rentPayType === 'twiceMonthly' && (state.secondDay === '' || state.secondDay === state.firstDay))
      errors.secondDay = 'Pick a second day different from the first';
    if (state.lateFeeEnabled && state.lateFee.amount === '') errors.lateFeeAmount = 'Enter the late fee';
    if (state.lateFeeEnabled && state.lateFee.amountType === 'percent' && Number(state.lateFee.amount) > 100)
      errors.lateFeeAmount = 'A percentage is at most 100';
  }
  if (step === 2) {
    const named = state.newTenants.filter((tenant) => tenant.fullName.trim());
    if (state.existingTenantIds.length + named.length === 0) errors.tenants = 'Add at least one tenant';
    state.newTenants.forEach((tenant, index) => {
      if (tenant.email.trim() && !/^\S+@\S+\.\S+$/.test(tenant.email.trim())) errors[`tenantEmail${index}`] = 'Enter a valid e-mail address';
    });
  }
  if (step === 4) {
    if (!state.landlord.fullName.trim()) errors.landlordName = "Landlord's name is required";
    if (state.landlord.email.trim() && !/^\S+@\S+\.\S+$/.test(state.landlord.email.trim())) errors.landlordEmail = 'Enter a valid e-mail address';
  }
  return errors;
}

export const leaseFormSteps = ['Property & term', 'Rent', 'Tenants', 'Details', 'Landlord'] as const;
