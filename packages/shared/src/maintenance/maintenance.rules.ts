/** Pure rules of tenant requests and property services (spec points 4, 5, 9). */
import { addDays, addMonths } from '../leasing/lease.rules.ts';
import { checkAttachmentLimits } from '../files/file.rules.ts';
import type { WorkOrderCategory } from '../work-orders/work-order.enums.ts';
import {
  maintenanceCategories,
  type DueDatePreset,
  type MaintenanceCategory,
  type RequestAction,
  type RequestStatus,
  type RequestStatusFilter,
  type RequestUrgency,
  type ServiceAssignment,
} from './maintenance.enums.ts';

/**
 * The status a request moves to by `action` from `status`, or undefined when the action is not
 * allowed there: accept in-review → ongoing; reject in-review/ongoing → rejected; resolve
 * in-review/ongoing → completed; edit keeps an open (in-review or ongoing) request's status.
 */
export function nextRequestStatus(status: RequestStatus, action: RequestAction): RequestStatus | undefined {
  const open = status === 'in-review' || status === 'ongoing';
  switch (action) {
    case 'accept':
      return status === 'in-review' ? 'ongoing' : undefined;
    case 'reject':
      return open ? 'rejected' : undefined;
    case 'resolve':
      return open ? 'completed' : undefined;
    case 'edit':
      return open ? status : undefined;
  }
}

/**
 * Spec point 4: after accept, reject or resolve, the item is replaced in the list unless the
 * resulting status is ongoing (then it leaves the list). Answers what the list does with `updated`.
 */
export function listChangeAfterAction(resultingStatus: RequestStatus): 'replace' | 'remove' {
  return resultingStatus === 'ongoing' ? 'remove' : 'replace';
}

/** True when a request of `status` belongs in the list filtered by `filter`. */
export function matchesStatusFilter(status: RequestStatus, filter: RequestStatusFilter): boolean {
  return filter === 'all' || filter === status;
}

/**
 * Spec point 5: photos and videos of a request together keep at most 10 files and at most 2 videos.
 * Answers the message to show, or undefined when the set is within the limits.
 */
export function requestAttachmentProblem(files: ReadonlyArray<{ mimeType: string }>): string | undefined {
  return checkAttachmentLimits(files) ?? undefined;
}

/** A category and (optionally) one of its sub-categories; undefined when either id is unknown. */
export function findMaintenanceCategory(
  categoryId: number,
  subCategoryId?: number | null,
): { category: MaintenanceCategory; subCategory: { id: number; name: string } | null } | undefined {
  const category = maintenanceCategories.find((candidate) => candidate.id === categoryId);
  if (!category) return undefined;
  if (subCategoryId === undefined || subCategoryId === null) return { category, subCategory: null };
  const subCategory = category.children.find((child) => child.id === subCategoryId);
  return subCategory ? { category, subCategory } : undefined;
}

/** The due date (YYYY-MM-DD) a preset means from `today`: ASAP today, 1 week, 3 weeks (the end of 2-3), 1 month. */
export function dueDateForPreset(preset: DueDatePreset, today: string): string {
  switch (preset) {
    case 'asSoonAsPossible':
      return today;
    case 'oneWeek':
      return addDays(today, 7);
    case 'twoThreeWeeks':
      return addDays(today, 21);
    case 'oneMonth':
      return addMonths(today, 1);
  }
}

/** Spec point 9: a new service defaults to contractors, as soon as possible, completion date yesterday. */
export function serviceDefaults(today: string): { assignment: ServiceAssignment; dueDatePreset: DueDatePreset; completionDate: string } {
  return { assignment: 'contractors', dueDatePreset: 'asSoonAsPossible', completionDate: addDays(today, -1) };
}

/** Spec point 3: a contact is asked for only when a contractor or vendor is assigned directly. */
export function isContractorOrVendor(assignment: ServiceAssignment): boolean {
  return assignment === 'contractorOrVendor';
}

// Request category id → work-order category; sub-categories that name another trade win (Structure · Roof → roofing).
const workOrderCategoryByRequestCategory: Record<number, WorkOrderCategory> = {
  1: 'plumbing',
  2: 'electrical',
  3: 'hvac',
  4: 'appliances',
  5: 'windowsDoors',
  6: 'carpentry',
  7: 'pestControl',
  8: 'landscaping',
  9: 'cleaning',
};
const workOrderCategoryBySubCategory: Record<number, WorkOrderCategory> = {
  601: 'roofing',
  802: 'general',
  803: 'carpentry',
  804: 'roofing',
};

/**
 * The work-order category of a tenant request's category and sub-category (catalogue ids), for the
 * work order made from it; 'general' for "Other" or an unknown id.
 */
export function workOrderCategoryForRequest(categoryId: number, subCategoryId?: number | null): WorkOrderCategory {
  return (
    (subCategoryId ? workOrderCategoryBySubCategory[subCategoryId] : undefined) ??
    workOrderCategoryByRequestCategory[categoryId] ??
    'general'
  );
}

/**
 * How a notification names a request's category: "Plumbing › Leak", or "Plumbing" without a
 * sub-category; "Other" for an unknown id (issue 21: request notices name the category).
 */
export function requestCategoryWords(categoryId: number, subCategoryId?: number | null): string {
  const found = findMaintenanceCategory(categoryId, subCategoryId) ?? findMaintenanceCategory(categoryId);
  if (!found) return 'Other';
  return found.subCategory ? `${found.category.name} › ${found.subCategory.name}` : found.category.name;
}

/**
 * The words a "filed a request" notice uses for its urgency, article included: "an emergency",
 * "a medium-urgency", "a low-urgency" (issue 21: not "a emergency-urgency").
 */
export function requestUrgencyWords(urgency: RequestUrgency): string {
  return urgency === 'emergency' ? 'an emergency' : `a ${urgency}-urgency`;
}
