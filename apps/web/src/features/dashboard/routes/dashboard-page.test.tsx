/**
 * Issue 23 (layout shift) and issue 20 (the layout in the data cache): the dashboard paints placeholders
 * of the last visit's layout at once, at the final size, and the widgets take exactly those places; the
 * Get started checklist keeps the last visit's choice until its progress tells, so a finished one never
 * shows a frame that then vanishes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Widget } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { pixelHeight } from '../components/widget-columns.tsx';
import { readSavedLayout } from '../components/saved-layout.ts';
import DashboardPage from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser({ role: 'serviceProvider', isCompanyCapable: true });
const widgets: Widget[] = [
  { id: '00000000-0000-7000-8000-000000000001', key: 'firstRun', isVisible: true, height: 8, position: 0 },
  { id: '00000000-0000-7000-8000-000000000002', key: 'contacts', isVisible: true, height: 6, position: 1 },
];

/** Answers GET /widgets/get-user with `widgets` once released, and every list with `total` rows per path. */
function stubServer(totals: Record<string, number>) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/widgets/get-user') {
      await held;
      return jsonResponse(200, { widgets });
    }
    const total = totals[path] ?? 0;
    return jsonResponse(200, { results: [], pagination: { page: 1, pageSize: 1, total, totalPages: total }, meta: {} });
  });
  return release;
}

/** The pixel heights of the cells in the widget area, in order, and what each holds. */
const cells = (area: HTMLElement) =>
  [...area.querySelectorAll<HTMLElement>('.lintel-widget-area > div > div')].map((cell) => ({
    height: cell.style.height,
    widget: cell.querySelector<HTMLElement>('[data-widget]')?.dataset.widget,
  }));

describe('dashboard first paint (issue 23: widgets reserve their height before data arrives)', () => {
  it("paints the last visit's layout at once, and the widgets take exactly those places", async () => {
    localStorage.setItem(`lintel.dashboard-layout.${user.id}`, JSON.stringify([{ key: 'contacts', height: 6, isVisible: true }]));
    const release = stubServer({ '/quotes': 1, '/contacts': 1 });
    const { container } = renderWithApp(<DashboardPage />, { preloadedState: signedInState(user) });
    const placeholders = screen.getByLabelText('Loading widgets');
    expect(cells(placeholders)).toEqual([{ height: `${pixelHeight(6)}px`, widget: undefined }]);
    release();
    await waitFor(() => expect(container.querySelector('[data-widget="contacts"]')).toBeTruthy(), { timeout: 10_000 });
    // The finished checklist (every step done) never takes a place: Contacts stands where its placeholder stood.
    expect(cells(container)).toEqual([{ height: `${pixelHeight(6)}px`, widget: 'contacts' }]);
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });

  it('shows a checklist with steps left, and remembers it for the next first paint', async () => {
    const release = stubServer({});
    const { container } = renderWithApp(<DashboardPage />, { preloadedState: signedInState(user) });
    release();
    const checklist = await screen.findByRole('region', { name: 'Get started' }, { timeout: 10_000 });
    expect(within(checklist).getByText('1 of 3 done')).toBeTruthy();
    await waitFor(() => expect(cells(container).map((cell) => cell.widget)).toEqual(['firstRun', 'contacts']));
    expect(cells(container).map((cell) => cell.height)).toEqual([`${pixelHeight(8)}px`, `${pixelHeight(6)}px`]);
    await waitFor(() => expect(readSavedLayout(user.id)?.map((widget) => [widget.key, widget.height])).toEqual([['firstRun', 8], ['contacts', 6]]));
  });
});
