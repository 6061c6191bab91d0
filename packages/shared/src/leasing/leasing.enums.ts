/** Leasing enumerations and their display labels (spec points 2, 3, 9): leases, tenants, applications, templates. */

/** Spec point 3 lease terms, exactly as the API sends them. */
export const leaseTerms = ['one-year', 'month_to_month', 'half-year'] as const;
export type LeaseTerm = (typeof leaseTerms)[number];
export const leaseTermLabels: Record<LeaseTerm, string> = {
  'one-year': 'One year',
  month_to_month: 'Month to month',
  'half-year': 'Six months',
};

/**
 * Lease statuses (spec point 4 leaves them to us):
 * draft → pendingSignature (sent for e-signature) → active (everybody signed, or recorded as signed
 * on paper) → ended (end date passed; computed, never stored) | terminated (ended early by the landlord).
 */
export const leaseStatuses = ['draft', 'pendingSignature', 'active', 'ended', 'terminated'] as const;
export type LeaseStatus = (typeof leaseStatuses)[number];
export const leaseStatusLabels: Record<LeaseStatus, string> = {
  draft: 'Draft',
  pendingSignature: 'Pending signature',
  active: 'Active',
  ended: 'Ended',
  terminated: 'Terminated',
};
/** Statuses that hold the unit: another lease may not overlap their dates. */
export const occupyingLeaseStatuses = ['pendingSignature', 'active'] as const satisfies readonly LeaseStatus[];

/** What happens when the end date comes. */
export const leaseEndingConditions = ['continueMonthToMonth', 'moveOut', 'renewSameTerm'] as const;
export type LeaseEndingCondition = (typeof leaseEndingConditions)[number];
export const leaseEndingConditionLabels: Record<LeaseEndingCondition, string> = {
  continueMonthToMonth: 'Continue month to month',
  moveOut: 'Tenant must move out',
  renewSameTerm: 'Renew for the same term',
};

/**
 * How often rent is due. monthly and twiceMonthly: firstDay (and secondDay) are days of the month
 * 1–31 (a short month uses its last day); weekly and biWeekly: firstDay is the weekday 1 (Monday) – 7.
 */
export const rentPayTypes = ['monthly', 'twiceMonthly', 'weekly', 'biWeekly'] as const;
export type RentPayType = (typeof rentPayTypes)[number];
export const rentPayTypeLabels: Record<RentPayType, string> = {
  monthly: 'Monthly',
  twiceMonthly: 'Twice a month',
  weekly: 'Weekly',
  biWeekly: 'Every two weeks',
};

export const lateFeeAmountTypes = ['fixed', 'percent'] as const;
export type LateFeeAmountType = (typeof lateFeeAmountTypes)[number];
export const lateFeeAmountTypeLabels: Record<LateFeeAmountType, string> = {
  fixed: 'Fixed amount',
  percent: 'Percent of rent',
};

export const depositTerms = ['refundable', 'partiallyRefundable', 'nonRefundable', 'lastMonthRent'] as const;
export type DepositTerm = (typeof depositTerms)[number];
export const depositTermLabels: Record<DepositTerm, string> = {
  refundable: 'Refundable at move-out',
  partiallyRefundable: 'Partially refundable',
  nonRefundable: 'Non-refundable',
  lastMonthRent: "Applied to the last month's rent",
};

/** Utilities the rent includes. */
export const leaseUtilities = ['electricity', 'water', 'gas', 'heat', 'sewer', 'trash', 'internet', 'cable', 'snowRemoval', 'lawnCare'] as const;
export type LeaseUtility = (typeof leaseUtilities)[number];
export const leaseUtilityLabels: Record<LeaseUtility, string> = {
  electricity: 'Electricity',
  water: 'Water',
  gas: 'Gas',
  heat: 'Heat',
  sewer: 'Sewer',
  trash: 'Trash removal',
  internet: 'Internet',
  cable: 'Cable TV',
  snowRemoval: 'Snow removal',
  lawnCare: 'Lawn care',
};

export const landlordEntityTypes = ['individual', 'company'] as const;
export type LandlordEntityType = (typeof landlordEntityTypes)[number];
export const landlordEntityTypeLabels: Record<LandlordEntityType, string> = { individual: 'Individual', company: 'Company' };

/** Spec point 3 ID types. */
export const idTypes = ['driverLicense', 'passport', 'provincialId'] as const;
export type IdType = (typeof idTypes)[number];
export const idTypeLabels: Record<IdType, string> = {
  driverLicense: 'Driver license',
  passport: 'Passport',
  provincialId: 'Provincial issued ID',
};

/** Spec point 3 countries (the same list as property locations). */
export const applicationCountries = ['USA', 'Canada', 'Australia'] as const;
export type ApplicationCountry = (typeof applicationCountries)[number];

/** Spec point 3: the 19 reasons for leaving a previous home, as a landlord expects to read them. */
export const reasonsForLeaving = [
  'jobRelocation',
  'shorterCommute',
  'buyingHome',
  'needMoreSpace',
  'downsizing',
  'rentIncrease',
  'leaseEnded',
  'propertySold',
  'ownerMovingIn',
  'maintenanceIssues',
  'saferNeighbourhood',
  'householdChange',
  'closerToFamily',
  'school',
  'petFriendly',
  'accessibility',
  'roommateLeaving',
  'askedToLeave',
  'other',
] as const;
export type ReasonForLeaving = (typeof reasonsForLeaving)[number];
export const reasonForLeavingLabels: Record<ReasonForLeaving, string> = {
  jobRelocation: 'Relocating for a new job or a transfer',
  shorterCommute: 'Shorter commute to work or school',
  buyingHome: 'Buying a home',
  needMoreSpace: 'Need more space',
  downsizing: 'Downsizing to a smaller home',
  rentIncrease: 'Rent increase',
  leaseEnded: 'Lease term ended',
  propertySold: 'The landlord is selling the property',
  ownerMovingIn: "The owner or owner's family is moving in",
  maintenanceIssues: 'Repairs or maintenance were not done',
  saferNeighbourhood: 'Looking for a safer or quieter neighbourhood',
  householdChange: 'Change in household (marriage, separation, new baby)',
  closerToFamily: 'Moving closer to family',
  school: 'Starting school, college or university',
  petFriendly: 'Need a pet-friendly home',
  accessibility: 'Need an accessible home (health or mobility)',
  roommateLeaving: 'A roommate is moving out',
  askedToLeave: 'Asked to leave or evicted by the landlord',
  other: 'Other',
};

export const employmentStatuses = ['employed', 'selfEmployed', 'student', 'retired', 'unemployed', 'other'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];
export const employmentStatusLabels: Record<EmploymentStatus, string> = {
  employed: 'Employed',
  selfEmployed: 'Self-employed',
  student: 'Student',
  retired: 'Retired',
  unemployed: 'Not employed',
  other: 'Other',
};

/** Spec point 3 lease-form template fee types. */
export const leaseFeeTypes = ['moveInFee', 'moveOutFee', 'oneTimePetFee'] as const;
export type LeaseFeeType = (typeof leaseFeeTypes)[number];
export const leaseFeeTypeLabels: Record<LeaseFeeType, string> = {
  moveInFee: 'Move-in fee',
  moveOutFee: 'Move-out fee',
  oneTimePetFee: 'One-time pet fee',
};

/** Spec point 9 lease sorts: A-Z, Z-A (property name), lease end date up/down, rent amount up/down; newest first by default. */
export const leaseSortOptions = ['newest', 'oldest', 'nameAsc', 'nameDesc', 'endDateAsc', 'endDateDesc', 'rentAsc', 'rentDesc'] as const;
export type LeaseSort = (typeof leaseSortOptions)[number];
export const leaseSortLabels: Record<LeaseSort, string> = {
  newest: 'Newest to old',
  oldest: 'Oldest to new',
  nameAsc: 'A-Z',
  nameDesc: 'Z-A',
  endDateAsc: 'Lease end date ↑',
  endDateDesc: 'Lease end date ↓',
  rentAsc: 'Rent amount ↑',
  rentDesc: 'Rent amount ↓',
};

/** Spec point 9 sorts for tenants and applications. */
export const tenantSortOptions = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;
export type TenantSort = (typeof tenantSortOptions)[number];
export const tenantSortLabels: Record<TenantSort, string> = {
  newest: 'Newest to old',
  oldest: 'Oldest to new',
  nameAsc: 'A-Z',
  nameDesc: 'Z-A',
};

export const applicationStatuses = ['submitted', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: 'New',
  approved: 'Approved',
  declined: 'Declined',
};

export const signatureTypes = ['drawn', 'typed'] as const;
export type SignatureType = (typeof signatureTypes)[number];

export const signerRoles = ['landlord', 'tenant'] as const;
export type SignerRole = (typeof signerRoles)[number];

/** Audit trail events of a lease document. */
export const leaseAuditEvents = ['created', 'sentForSignature', 'emailed', 'viewed', 'signed', 'completed', 'terminated'] as const;
export type LeaseAuditEvent = (typeof leaseAuditEvents)[number];
export const leaseAuditEventLabels: Record<LeaseAuditEvent, string> = {
  created: 'Lease created',
  sentForSignature: 'Sent for signature',
  emailed: 'Signing e-mail sent',
  viewed: 'Document viewed',
  signed: 'Signed',
  completed: 'All parties signed',
  terminated: 'Lease terminated',
};
