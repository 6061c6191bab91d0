import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Widget } from '@lintel/shared';
import { renderWithApp } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { createInitialAuthState } from '../../auth/index.ts';
import WidgetsSettingsTab from '../widgets-settings-tab.tsx';
import { moved } from './arrange-widgets.tsx';

const widgets: Widget[] = [
  { id: '00000000-0000-7000-8000-000000000001', key: 'contacts', isVisible: true, height: 8, position: 0 },
  { id: '00000000-0000-7000-8000-000000000002', key: 'documents', isVisible: true, height: 8, position: 1 },
];
const state = () => ({
  auth: { ...createInitialAuthState(), isAuth: true, user: makeUser({ role: 'propertyManager' }) },
});

afterEach(() => vi.unstubAllGlobals());

describe('Widgets settings tab (spec points 2, 4, 8)', () => {
  it('turns a widget off at once and back on with an error toast when the server fails', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).includes('/widgets/toggle-visibility/')) {
        await answered;
        return new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'Database unavailable' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (String(url).includes('/widgets/get-user')) return new Response(JSON.stringify({ widgets }), { status: 200, headers: { 'content-type': 'application/json' } });
      return new Response('{}', { status: 404 });
    });
    renderWithApp(<WidgetsSettingsTab />, { preloadedState: state() });
    const contacts = await screen.findByRole('switch', { name: 'Contacts' });
    expect((contacts as HTMLInputElement).checked).toBe(true);
    await userEvent.click(contacts);
    // Off before the server answers (the answer is held until release()).
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Contacts' }) as HTMLInputElement).checked).toBe(false));
    release();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Contacts' }) as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText(/Database unavailable|Could not change the widget/)).toBeTruthy();
  });

  it('moves an id up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
