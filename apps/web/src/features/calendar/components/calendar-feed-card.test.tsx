/**
 * The ICS feed card through the data cache: a new link is shown (once) to copy, the card then says the
 * feed is on; turning it off (confirmed) offers to make a link again. Spec point 8's toasts stay.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const url = 'http://localhost/api/calendar/feed/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

describe('calendar feed card', () => {
  it('makes a link, shows it to copy, and turns the feed off after a confirmation', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${new URL(input, 'http://localhost').pathname}`);
      if (method === 'POST') return jsonResponse(201, { url, createdAt: '2030-03-01T00:00:00.000Z' });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(200, { active: false, createdAt: null, sources: ['calendar'], availableSources: ['calendar', 'leaseEnd', 'rentDue', 'serviceDue', 'workOrder'] });
    });
    renderWithApp(<CalendarFeedCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create feed link' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Calendar feed URL')).value).toBe(url);
    expect(await screen.findByText('New calendar feed link created')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn the feed off' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Create feed link' })).toBeTruthy();
    expect(screen.queryByLabelText('Calendar feed URL')).toBeNull();
    expect(requests).toEqual(['GET /api/calendar/feed', 'POST /api/calendar/feed', 'DELETE /api/calendar/feed']);
  });
  it('lets the owner of a live feed choose its sources next to the link; each tick is saved', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as { sources: string[] };
        bodies.push(body);
        return jsonResponse(200, { active: true, createdAt: '2030-03-01T00:00:00.000Z', sources: body.sources, availableSources: ['calendar', 'leaseEnd', 'rentDue', 'serviceDue', 'workOrder'] });
      }
      return jsonResponse(200, { active: true, createdAt: '2030-03-01T00:00:00.000Z', sources: ['calendar'], availableSources: ['calendar', 'leaseEnd', 'rentDue', 'serviceDue', 'workOrder'] });
    });
    renderWithApp(<CalendarFeedCard />);
    const group = await screen.findByRole('group', { name: 'The feed carries' });
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'My events' }).checked).toBe(true);
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Rent due' }).checked).toBe(false);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Rent due' }));
    expect(await screen.findByText('Calendar feed updated')).toBeTruthy();
    expect(bodies).toEqual([{ sources: ['calendar', 'rentDue'] }]);
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Rent due' }).checked).toBe(true);
  });

  it('shows no source choice to a role that has only its own events', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { active: true, createdAt: '2030-03-01T00:00:00.000Z', sources: ['calendar'], availableSources: ['calendar'] }));
    renderWithApp(<CalendarFeedCard />);
    expect(await screen.findByRole('button', { name: 'New link' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'The feed carries' })).toBeNull();
  });
});
