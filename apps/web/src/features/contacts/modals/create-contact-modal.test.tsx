/**
 * Issue 11 item 18: a contact category can be created from the contact form (POST /categories,
 * spec point 7 "Categories"); the new category is selected and the contact is saved with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import CreateContactModal from './create-contact-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const catalogue = [{ id: 1, name: 'Plumber', entity: 'contact', parentId: null, isCustom: false, hasSubCategories: false }];

function stubServer(categoryAnswer: { status: number; body: unknown }) {
  const posts: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      posts.push({ url: url.pathname, body });
      if (url.pathname === '/api/categories') return jsonResponse(categoryAnswer.status, categoryAnswer.body);
      return jsonResponse(201, { id: '018f0000-0000-7000-8000-0000000000c1', ...(body as object) });
    }
    return jsonResponse(200, { categories: catalogue });
  });
  return posts;
}

describe('create contact modal: new category', () => {
  it('creates a category, selects it, and the contact is saved in it', async () => {
    const created = { id: 42, name: 'Landscaper', entity: 'contact', parentId: null, isCustom: true, hasSubCategories: false };
    const posts = stubServer({ status: 201, body: { category: created } });
    renderWithApp(<CreateContactModal onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create contact' });
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Robin Green');
    await userEvent.click(within(dialog).getByRole('button', { name: '+ New category' }));
    await userEvent.type(within(dialog).getByLabelText('New category'), ' Landscaper {Enter}');

    await vi.waitFor(() => expect(posts).toEqual([{ url: '/api/categories', body: { name: 'Landscaper', entity: 'contact' } }]));
    await vi.waitFor(() => expect((within(dialog).getByLabelText('Category', { selector: 'input' }) as HTMLInputElement).value).toBe('Landscaper'));
    expect(within(dialog).queryByLabelText('New category')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create contact' }));
    await vi.waitFor(() => expect(posts[1]).toMatchObject({ url: '/api/contacts', body: { fullName: 'Robin Green', categoryId: 42 } }));
  });

  it('a refused name stays in the field with the server\'s message; nothing is selected', async () => {
    stubServer({
      status: 409,
      body: { statusCode: 409, code: 'CATEGORY_EXISTS', error: 'Conflict', message: 'A category named "Plumber" already exists', details: [{ path: 'name', message: 'Already exists' }] },
    });
    renderWithApp(<CreateContactModal onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: '+ New category' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name the category')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('New category'), 'Plumber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A category named "Plumber" already exists')).toBeTruthy();
    expect((within(dialog).getByLabelText('New category') as HTMLInputElement).value).toBe('Plumber');
    expect((within(dialog).getByLabelText('Category', { selector: 'input' }) as HTMLInputElement).value).toBe('');
  });
});
