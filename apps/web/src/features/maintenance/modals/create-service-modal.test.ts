/** The create-service form: spec point 9 defaults and what the request body carries. */
import { describe, expect, it } from 'vitest';
import { initialServiceForm, serviceBody } from './create-service-modal.tsx';
import { splitMedia } from './create-request-modal.tsx';

const PROPERTY = '01900000-0000-7000-8000-000000000001';

describe('create service form', () => {
  it('starts with contractors, as soon as possible and completion date yesterday', () => {
    expect(initialServiceForm('2026-03-01')).toMatchObject({ assignment: 'contractors', dueDatePreset: 'asSoonAsPossible', completionDate: '2026-02-28' });
  });

  it('needs a name, a property, a contact for a contractor or vendor and a whole date range', () => {
    const form = { ...initialServiceForm('2026-03-01'), assignment: 'contractorOrVendor' as const, dateMode: 'dateRange' as const, startDate: '2026-03-05' };
    expect(Object.keys(serviceBody(form, []).errors).sort()).toEqual(['contactName', 'name', 'propertyId', 'startDate']);
  });

  it('sends the preset in due-date mode, the range in range mode, amounts as numbers and the contact only when assigned directly', () => {
    const base = { ...initialServiceForm('2026-03-01'), name: 'Gutters', propertyId: PROPERTY, totalAmount: '1250.5', deposit: '' };
    expect(serviceBody(base, []).body).toMatchObject({ name: 'Gutters', dueDatePreset: 'asSoonAsPossible', totalAmount: 1250.5, assignment: 'contractors' });
    expect(serviceBody(base, []).body).not.toHaveProperty('contact');
    expect(serviceBody(base, []).body).not.toHaveProperty('deposit');
    const ranged = serviceBody({ ...base, dateMode: 'dateRange', startDate: '2026-03-05', endDate: '2026-03-09', assignment: 'contractorOrVendor', contactName: 'Roof Pros' }, []).body;
    expect(ranged).toMatchObject({ startDate: '2026-03-05', endDate: '2026-03-09', contact: { name: 'Roof Pros' } });
    expect(ranged).not.toHaveProperty('dueDatePreset');
  });
});

describe('splitMedia', () => {
  it('puts videos in videoIds and everything else in attachmentIds', () => {
    const file = (id: string, mimeType: string) => ({ id, mimeType, name: id, size: 1, url: '/x', previewUrl: null });
    expect(splitMedia([file('a', 'image/heic'), file('b', 'video/quicktime'), file('c', 'image/png')])).toEqual({ attachmentIds: ['a', 'c'], videoIds: ['b'] });
  });
});
