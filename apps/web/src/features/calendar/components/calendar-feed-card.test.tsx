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
      return jsonResponse(200, { active: false, createdAt: null });
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
});
