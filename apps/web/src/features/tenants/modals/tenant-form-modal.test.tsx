import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import TenantFormModal from './tenant-form-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubCreate(status: number, body: unknown) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/tenants' && init.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(status, body);
      }
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return bodies;
}

describe('add tenant modal (spec point 5)', () => {
  it('a failed create shows the first detail message when there is one', async () => {
    stubCreate(422, {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      error: 'Unprocessable Entity',
      message: 'Request validation failed',
      details: [
        { path: 'email', message: 'Enter a valid e-mail address' },
        { path: 'phoneNumbers.0', message: 'Enter a phone number with 7 to 15 digits' },
      ],
    });
    const onClose = vi.fn();
    renderWithApp(<TenantFormModal onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add tenant' });
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Tom Tenant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Enter a valid e-mail address');
    expect(alert.textContent).not.toContain('Request validation failed');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without details it shows the server message; phone numbers are cleaned and blanks left out', async () => {
    const bodies = stubCreate(409, { statusCode: 409, code: 'CONFLICT', error: 'Conflict', message: 'This tenant already exists' });
    renderWithApp(<TenantFormModal onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add tenant' });
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), ' Tom Tenant ');
    await userEvent.type(within(dialog).getByLabelText(/^Phone number/), '+1 (555) 010-2030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tenant' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This tenant already exists');
    expect(bodies[0]).toEqual({ fullName: 'Tom Tenant', phoneNumbers: ['+15550102030'] });
  });
});
