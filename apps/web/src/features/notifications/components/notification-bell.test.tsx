import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { ModalHost } from '../../../components/ui/modal-stack/modal-host.tsx';
import { notificationsFeature } from '../index.ts';
import { notificationArrived } from '../state/bell-slice.ts';
import { bellBadgeText, NotificationBell } from './notification-bell.tsx';

afterEach(() => vi.unstubAllGlobals());

const item = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'tenantRequest',
  title: 'New tenant request',
  body: `Request ${id}`,
  link: `/tenant-requests/${id}`,
  seen: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

function Shell() {
  return (
    <>
      <NotificationBell />
      <ModalHost registry={notificationsFeature.modals!} />
    </>
  );
}

describe('the notification bell and modal (issue 13)', () => {
  it('badge text: nothing at 0, the count, 9+ past nine', () => {
    expect(bellBadgeText(0)).toBeNull();
    expect(bellBadgeText(3)).toBe('3');
    expect(bellBadgeText(12)).toBe('9+');
  });

  it('shows the unseen count, rises live, lists notifications and marks them seen', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/notifications/seen-all')) return Promise.resolve(jsonResponse(200, { updated: 2, unseenCount: 0 }));
      if (url.includes('/seen')) return Promise.resolve(jsonResponse(200, { notification: item('a', { seen: true }), unseenCount: 1 }));
      return Promise.resolve(jsonResponse(200, { results: [item('a'), item('b')], pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1 }, meta: { unseenCount: 2 } }));
    });
    const { store } = renderWithApp(<Shell />, {
      preloadedState: { ...signedInState(makeUser({ unseenNotificationsCount: 1 })), notificationsBell: { unseenCount: 1, arrivedIds: [], seenIds: [] } },
    });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unseen' })).toBeTruthy();
    act(() => void store.dispatch(notificationArrived('b')));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unseen' }));
    expect(await screen.findByText('Request a')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Mark as seen' })[0]!);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unseen' })).toBeTruthy();
    expect(calls).toContain('PUT /api/notifications/a/seen');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Mark as seen' })).toHaveLength(0);
  });

  it('a failed list shows the spec point 8 message with Retry', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(jsonResponse(500, {})));
    renderWithApp(<Shell />, { preloadedState: signedInState(makeUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Failed to fetch Inventory Items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
