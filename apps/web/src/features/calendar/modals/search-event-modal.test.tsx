/**
 * Search events through the data cache (spec points 2, 9): a search shows its page of results; a new
 * search starts at page 1 without asking for the old page number; a failure shows under the field.
 * (Each search is pasted in one go, so the 300 ms debounce sees one value.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent } from '@lintel/shared';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import SearchEventModal from './search-event-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const occurrence = (n: number, title: string): CalendarEvent => ({
  id: `01900000-0000-7000-8000-00000000000${n}`, occurrenceId: `e${n}`, source: 'calendar', type: 'calendarEvent', title, description: null, allDay: false,
  start: '2030-03-04T09:00:00.000Z', end: '2030-03-04T10:00:00.000Z', seriesStart: '2030-03-04T09:00:00.000Z', seriesEnd: '2030-03-04T10:00:00.000Z',
  repeatDays: [], repeatUntil: null, timeZone: 'UTC', reminders: [], editable: true, link: null,
});

describe('search events modal', () => {
  it('shows a search’s page, a new search starts at page 1, a failure shows under the field', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const params = new URL(input, 'http://localhost').searchParams;
      const search = params.get('search') ?? '';
      const page = Number(params.get('page'));
      asked.push(`${search} ${page}`);
      if (search === 'boom') return jsonResponse(500, { code: 'INTERNAL', message: 'Boom' });
      return jsonResponse(200, { results: [occurrence(page, `${search} result ${page}`)], pagination: { page, pageSize: 15, total: 30, totalPages: 2 }, meta: { sources: ['calendar'] } });
    });
    renderWithApp(<SearchEventModal onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Search events' });
    const field = within(dialog).getByLabelText('Search');
    await userEvent.click(field);
    await userEvent.paste('gym');
    expect(await within(dialog).findByText('gym result 1')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '2' }));
    expect(await within(dialog).findByText('gym result 2')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('yoga');
    expect(await within(dialog).findByText('yoga result 1')).toBeTruthy();
    expect(asked).toEqual(['gym 1', 'gym 2', 'yoga 1']);

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('boom');
    expect(await within(dialog).findByText('Failed to fetch events')).toBeTruthy();
  });
});
