import { describe, expect, it } from 'vitest';
import { dueDateForPreset, findMaintenanceCategory, nextRequestStatus, requestAttachmentProblem, requestCategoryWords, requestUrgencyWords, serviceDefaults, workOrderCategoryForRequest } from './maintenance.rules.ts';
import { serviceAssignmentOptions } from './maintenance.enums.ts';

describe('tenant request rules (spec points 3, 4, 5)', () => {
  it('accept only from in-review; reject and resolve an open request; nothing moves a closed one', () => {
    expect(nextRequestStatus('in-review', 'accept')).toBe('ongoing');
    expect(nextRequestStatus('ongoing', 'accept')).toBeUndefined();
    expect(nextRequestStatus('ongoing', 'resolve')).toBe('completed');
    expect(nextRequestStatus('in-review', 'reject')).toBe('rejected');
    expect(nextRequestStatus('completed', 'reject')).toBeUndefined();
    expect(nextRequestStatus('rejected', 'edit')).toBeUndefined();
  });
  it('at most 10 files and 2 videos', () => {
    const image = { mimeType: 'image/heic' };
    const video = { mimeType: 'video/quicktime' };
    expect(requestAttachmentProblem([...Array(10).fill(image)])).toBeUndefined();
    expect(requestAttachmentProblem([...Array(11).fill(image)])).toMatch(/10 files/);
    expect(requestAttachmentProblem([video, video, video])).toMatch(/2 videos/);
  });
  it('a sub-category must belong to its category', () => {
    expect(findMaintenanceCategory(1, 101)?.subCategory?.name).toBe('Leak');
    expect(findMaintenanceCategory(1, 201)).toBeUndefined();
  });
  it('notices name the category and read "an emergency request", not "a emergency-urgency request"', () => {
    expect(requestCategoryWords(1, 101)).toBe('Plumbing › Leak');
    expect(requestCategoryWords(1)).toBe('Plumbing');
    expect(requestUrgencyWords('emergency')).toBe('an emergency');
    expect(requestUrgencyWords('low')).toBe('a low-urgency');
  });
});

describe('service rules (spec point 9)', () => {
  it('defaults: contractors, as soon as possible, completion date yesterday', () => {
    expect(serviceDefaults('2026-03-01')).toEqual({ assignment: 'contractors', dueDatePreset: 'asSoonAsPossible', completionDate: '2026-02-28' });
  });
  it('due-date presets', () => {
    expect(dueDateForPreset('asSoonAsPossible', '2026-01-31')).toBe('2026-01-31');
    expect(dueDateForPreset('oneWeek', '2026-01-31')).toBe('2026-02-07');
    expect(dueDateForPreset('twoThreeWeeks', '2026-01-31')).toBe('2026-02-21');
  });
  it('the four assignment choices with their descriptions', () => {
    expect(serviceAssignmentOptions.map((option) => option.title)).toEqual(['Contractors to get a quote', 'Contractor or Vendor', 'Self-Assignment', 'In-House Team']);
  });
});

describe('work order from a tenant request', () => {
  it('maps the request category to a work-order trade; a sub-category naming another trade wins', () => {
    expect(workOrderCategoryForRequest(1, 101)).toBe('plumbing');
    expect(workOrderCategoryForRequest(6, 601)).toBe('roofing');
    expect(workOrderCategoryForRequest(6, 602)).toBe('carpentry');
    expect(workOrderCategoryForRequest(10)).toBe('general');
    expect(workOrderCategoryForRequest(999, null)).toBe('general');
  });
});
