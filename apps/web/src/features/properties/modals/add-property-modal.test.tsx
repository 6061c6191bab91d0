import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeProperty } from '../../../test/factories.ts';
import AddPropertyModal from './add-property-modal.tsx';
import CreateUnitModal from './create-unit-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A fake POST /api/properties that records the body it received. */
function captureCreate() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/properties' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        return jsonResponse(201, makeProperty({ nickname: String(body.nickname), type: body.type as 'unit' }));
      }
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return bodies;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function chooseOption(label: RegExp, option: string) {
  await userEvent.click(input(label));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('add property modal payload (spec point 5)', () => {
  it('after a failed submit, a required field clears its error as soon as it is filled (issue 11 item 10)', async () => {
    captureCreate();
    renderWithApp(<AddPropertyModal onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    expect(within(dialog).queryByText('Address is required')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    expect(within(dialog).getByText('Address is required')).toBeTruthy();
    expect(within(dialog).getByText('Nickname is required')).toBeTruthy();
    await userEvent.type(input(/^address/i), '12 Maple Rd');
    expect(within(dialog).queryByText('Address is required')).toBeNull();
    expect(within(dialog).getByText('Nickname is required')).toBeTruthy();
  });

  it('sends location, taxes and rooms details for a single-family home, with blank numbers as zero/null', async () => {
    const bodies = captureCreate();
    const onClose = vi.fn();
    renderWithApp(<AddPropertyModal onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    await userEvent.type(input(/^nickname/i), '  Maple Cottage ');
    await userEvent.type(input(/^address/i), '12 Maple Rd');
    await userEvent.type(input(/^bedrooms/i), '3');
    await userEvent.type(input(/^property tax/i), '1800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0]!;
    expect(body).toMatchObject({
      nickname: 'Maple Cottage',
      type: 'singleFamily',
      isStudio: false,
      rentStatus: 'vacant',
      location: { address: '12 Maple Rd', country: 'USA' },
      roomsDetails: { bedroom: 3, bathroom: 0, den: 0 },
      taxes: { propertyTax: 1800, insurance: 0, hoaFee: 0 },
      parkingSpaces: { garageParking: 0, carportParking: 0, parkingLot: 0 },
      floor: null,
      images: [],
    });
    expect(body).not.toHaveProperty('parentId');
    expect(await screen.findByText('Property created successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends roomsDetails null for a multiFamily property and hides the rooms section', async () => {
    const bodies = captureCreate();
    renderWithApp(<AddPropertyModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    await userEvent.type(input(/^nickname/i), 'Elm Court');
    await userEvent.type(input(/^address/i), '4 Elm St');
    await chooseOption(/^type/i, 'Multi family');
    expect(screen.queryByLabelText(/^bedrooms/i)).toBeNull();
    await userEvent.type(input(/^number of units/i), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ type: 'multiFamily', roomsDetails: null, unitsCount: 6 });
  });

  it('sends roomsDetails null for a studio', async () => {
    const bodies = captureCreate();
    renderWithApp(<AddPropertyModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    await userEvent.type(input(/^nickname/i), 'Tiny loft');
    await userEvent.type(input(/^address/i), '9 Loft Ln');
    await userEvent.click(screen.getByRole('switch', { name: 'Studio' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ isStudio: true, roomsDetails: null });
  });

  it('requires a nickname and an address before sending anything', async () => {
    const bodies = captureCreate();
    renderWithApp(<AddPropertyModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Nickname is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});

describe('create unit modal payload (spec point 5)', () => {
  it('omits location and taxes for a unit and sends its parent', async () => {
    const bodies = captureCreate();
    const parentId = '018f0000-0000-7000-8000-00000000abcd';
    renderWithApp(<CreateUnitModal onClose={() => {}} parentId={parentId} parentName="Elm Court" />);
    const dialog = await screen.findByRole('dialog', { name: 'Create unit in Elm Court' });
    expect(screen.queryByLabelText(/^address/i)).toBeNull();
    expect(screen.queryByLabelText(/^property tax/i)).toBeNull();
    await userEvent.type(input(/^nickname/i), 'Unit 2B');
    await userEvent.type(input(/^bathrooms/i), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create unit' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0]!;
    expect(body).toMatchObject({
      nickname: 'Unit 2B',
      type: 'unit',
      parentId,
      roomsDetails: { bedroom: 0, bathroom: 1, den: 0 },
    });
    expect(body).not.toHaveProperty('location');
    expect(body).not.toHaveProperty('taxes');
    expect(await screen.findByText('Unit created successfully')).toBeTruthy();
  });
});
