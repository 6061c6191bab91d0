/**
 * Tenant requests and property services (spec points 3, 4, 9): statuses, urgency, actions, the
 * assignment choices and due-date presets of services, and the category catalogue (integer ids,
 * catalogue data per docs/design.md#ids; categories are nested with children).
 */

/** Spec point 3: urgency low, medium, emergency. */
export const requestUrgencies = ['low', 'medium', 'emergency'] as const;
export type RequestUrgency = (typeof requestUrgencies)[number];
export const requestUrgencyLabels: Record<RequestUrgency, string> = { low: 'Low', medium: 'Medium', emergency: 'Emergency' };

/** Spec point 3: statuses in-review, ongoing, completed, rejected ("all" is only a list filter). */
export const requestStatuses = ['in-review', 'ongoing', 'completed', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusFilters = ['in-review', 'all', 'ongoing', 'completed', 'rejected'] as const;
export type RequestStatusFilter = (typeof requestStatusFilters)[number];
export const requestStatusLabels: Record<RequestStatusFilter, string> = {
  'in-review': 'In review',
  all: 'All',
  ongoing: 'Ongoing',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** PUT /tenant-requests/{action}/{id}: the landlord's accept, reject, resolve; `edit` changes the details. */
export const requestActions = ['accept', 'reject', 'resolve', 'edit'] as const;
export type RequestAction = (typeof requestActions)[number];

/** Spec point 3: property service (task) statuses Ongoing, To Do, Done. */
export const serviceStatuses = ['toDo', 'ongoing', 'done'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];
export const serviceStatusLabels: Record<ServiceStatus, string> = { toDo: 'To Do', ongoing: 'Ongoing', done: 'Done' };

/** Spec point 9: assignment choices, each with its description (task assignment option: id, title, value, description). */
export const serviceAssignments = ['contractors', 'contractorOrVendor', 'selfAssignment', 'inHouseTeam'] as const;
export type ServiceAssignment = (typeof serviceAssignments)[number];
export const serviceAssignmentOptions: ReadonlyArray<{ id: number; value: ServiceAssignment; title: string; description: string }> = [
  { id: 1, value: 'contractors', title: 'Contractors to get a quote', description: 'Request estimates from external contractors' },
  { id: 2, value: 'contractorOrVendor', title: 'Contractor or Vendor', description: 'Assign directly' },
  { id: 3, value: 'selfAssignment', title: 'Self-Assignment', description: 'Do it yourself' },
  { id: 4, value: 'inHouseTeam', title: 'In-House Team', description: 'Assign to an in-house member' },
];

/** Spec point 9: due-date presets. */
export const dueDatePresets = ['asSoonAsPossible', 'oneWeek', 'twoThreeWeeks', 'oneMonth'] as const;
export type DueDatePreset = (typeof dueDatePresets)[number];
export const dueDatePresetLabels: Record<DueDatePreset, string> = {
  asSoonAsPossible: 'As Soon As Possible',
  oneWeek: '1 Week',
  twoThreeWeeks: '2-3 Weeks',
  oneMonth: '1 Month',
};

/** Spec point 9: date modes. */
export const serviceDateModes = ['dueDate', 'dateRange'] as const;
export type ServiceDateMode = (typeof serviceDateModes)[number];
export const serviceDateModeLabels: Record<ServiceDateMode, string> = { dueDate: 'Select Due Date', dateRange: 'Pick Date Range' };

/** GET /service-categories?dataType=: which catalogue (tenant requests or property services). */
export const categoryDataTypes = ['tenantRequest', 'service'] as const;
export type CategoryDataType = (typeof categoryDataTypes)[number];

export interface MaintenanceCategory {
  id: number;
  name: string;
  children: Array<{ id: number; name: string }>;
}

const c = (id: number, name: string, children: string[]): MaintenanceCategory => ({
  id,
  name,
  children: children.map((child, index) => ({ id: id * 100 + index + 1, name: child })),
});

/** The maintenance category catalogue (both data types share it; ids are stable). */
export const maintenanceCategories: readonly MaintenanceCategory[] = [
  c(1, 'Plumbing', ['Leak', 'Clogged drain', 'Toilet', 'Water heater', 'Faucet or shower']),
  c(2, 'Electrical', ['Outlet or switch', 'Lighting', 'Breaker or panel', 'Smoke or CO detector']),
  c(3, 'Heating and cooling', ['No heat', 'No cooling', 'Thermostat', 'Ventilation']),
  c(4, 'Appliances', ['Refrigerator', 'Oven or stove', 'Dishwasher', 'Washer or dryer']),
  c(5, 'Doors and windows', ['Lock or key', 'Broken window', 'Door', 'Garage door']),
  c(6, 'Structure', ['Roof', 'Walls or ceiling', 'Floors', 'Stairs']),
  c(7, 'Pests', ['Insects', 'Rodents']),
  c(8, 'Outdoor', ['Landscaping', 'Snow removal', 'Fence or gate', 'Gutters']),
  c(9, 'Cleaning', ['Common areas', 'Move-out cleaning']),
  c(10, 'Other', []),
];
