/**
 * Work-order enumerations (spec points 3, 4, 8): statuses and the list's status filter (default
 * active), priority, timing options, categories (the trades a contractor is matched on), sources,
 * and the spec point 8 messages.
 */

/**
 * A work order's life: open (created) → quoteRequested (providers asked) → inProgress (a quote
 * accepted or someone assigned) → done (the provider marked it done with an invoice) → closed (the
 * landlord confirmed, rated, and the Bill was posted).
 */
export const workOrderStatuses = ['open', 'quoteRequested', 'inProgress', 'done', 'closed'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];
export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  open: 'Open',
  quoteRequested: 'Quotes requested',
  inProgress: 'In progress',
  done: 'Done, to confirm',
  closed: 'Closed',
};

/** Spec point 4: the list's status filter; `active` (default) is every status but closed. */
export const workOrderStatusFilters = ['active', 'all', ...workOrderStatuses] as const;
export type WorkOrderStatusFilter = (typeof workOrderStatusFilters)[number];
export const DEFAULT_WORK_ORDER_STATUS_FILTER: WorkOrderStatusFilter = 'active';
export const ACTIVE_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['open', 'quoteRequested', 'inProgress', 'done'];

/** Spec point 3 "Other enumerations": priority. */
export const workOrderPriorities = ['low', 'medium', 'high'] as const;
export type WorkOrderPriority = (typeof workOrderPriorities)[number];
export const workOrderPriorityLabels: Record<WorkOrderPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Spec point 3 "Other enumerations": timing options. */
export const workOrderTimings = ['asSoonAsPossible', 'oneTwoWeeks', 'threeFourWeeks', 'oneMonthPlus'] as const;
export type WorkOrderTiming = (typeof workOrderTimings)[number];
export const workOrderTimingLabels: Record<WorkOrderTiming, string> = {
  asSoonAsPossible: 'As soon as possible',
  oneTwoWeeks: '1-2 weeks',
  threeFourWeeks: '3-4 weeks',
  oneMonthPlus: '1 month +',
};

/**
 * Work categories: the category a work order is filed under, and the trades a service provider
 * chooses from (issue 21 item 9: a provider's trades are these values, matched exactly). A contact's
 * Contractor sub-category (a name, possibly the landlord's own) is matched by each one's keywords.
 */
export const workOrderCategories = [
  'plumbing',
  'electrical',
  'hvac',
  'roofing',
  'appliances',
  'carpentry',
  'painting',
  'windowsDoors',
  'landscaping',
  'cleaning',
  'pestControl',
  'general',
] as const;
export type WorkOrderCategory = (typeof workOrderCategories)[number];
export const workOrderCategoryLabels: Record<WorkOrderCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'Heating & cooling',
  roofing: 'Roofing',
  appliances: 'Appliances',
  carpentry: 'Carpentry',
  painting: 'Painting',
  windowsDoors: 'Windows & doors',
  landscaping: 'Landscaping',
  cleaning: 'Cleaning',
  pestControl: 'Pest control',
  general: 'General repairs',
};
/** Words a contact's sub-category name (or a trade written before trades were choices) contains when it covers the category (lower case). */
export const workOrderCategoryKeywords: Record<WorkOrderCategory, readonly string[]> = {
  plumbing: ['plumb', 'pipe', 'drain', 'water heater'],
  electrical: ['electric', 'wiring', 'lighting'],
  hvac: ['hvac', 'heating', 'cooling', 'furnace', 'air condition'],
  roofing: ['roof', 'gutter'],
  appliances: ['appliance'],
  carpentry: ['carpent', 'wood', 'cabinet'],
  painting: ['paint', 'drywall'],
  windowsDoors: ['window', 'door', 'glaz'],
  landscaping: ['landscap', 'garden', 'lawn', 'snow'],
  cleaning: ['clean', 'janitor'],
  pestControl: ['pest', 'extermin'],
  general: ['handyman', 'general', 'maintenance', 'repair'],
};

/** Where a work order came from (POST /work-orders `source`). */
export const workOrderSourceKinds = ['tenantRequest', 'service'] as const;
export type WorkOrderSourceKind = (typeof workOrderSourceKinds)[number];
export const workOrderSourceLabels: Record<WorkOrderSourceKind, string> = { tenantRequest: 'Tenant request', service: 'Property service' };

/** Who an assignee is: a contact of the landlord, or a Lintel user (service provider / in-house). */
export const workOrderAssigneeKinds = ['contact', 'user'] as const;
export type WorkOrderAssigneeKind = (typeof workOrderAssigneeKinds)[number];

/** Days a work order's share link works. */
export const WORK_ORDER_SHARE_TTL_DAYS = 14;
/** How many contractors GET /work-orders/generate-contractors/{id} returns at most. */
export const MAX_SUGGESTED_CONTRACTORS = 10;

/** Spec point 8 messages (failures shown by the web app, successes as toasts). */
export const workOrderMessages = {
  addFailed: 'Failed to add project',
  getFailed: 'Failed to get project',
  shareFailed: 'Failed to share project',
  requestQuoteFailed: 'Failed to request quote',
  editFailed: 'Failed to edit project',
  updated: 'Project updated successfully',
  assigned: 'Successfully Assigned',
  shared: 'Project shared successfully',
  quoteRequested: 'Quote requested successfully',
  quoteSent: 'Quote sent',
  quoteAccepted: 'Quote accepted',
  completed: 'Marked as done',
  closed: 'Work order closed and the expense recorded',
} as const;
