/**
 * Event info through the data cache: opened with an id alone (a reminder's `/calendar?event=<id>`), it
 * reads GET /events/{id}; an unknown id shows the server's message in the modal without a toast; a
 * confirmed Delete closes it with spec point 8's toast.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent } from '@lintel/shared';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import EventInfoModal from './event-info-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const id = '01900000-0000-7000-8000-00000000000a';
const yoga: CalendarEvent = {
  id, occurrenceId: `${id}:2030-03-04T09:00:00.000Z`, source: 'calendar', type: 'calendarEvent', title: 'Yoga class', description: null, allDay: false,
  start: '2030-03-04T09:00:00.000Z', end: '2030-03-04T10:00:00.000Z', seriesStart: '2030-03-04T09:00:00.000Z', seriesEnd: '2030-03-04T10:00:00.000Z',
  repeatDays: ['mon', 'wed'], repeatUntil: null, timeZone: 'UTC', reminders: ['fiveMinutes'], editable: true, link: null,
};

function serve(found: boolean) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${new URL(input, 'http://localhost').pathname}`);
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return found ? jsonResponse(200, yoga) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Event not found' });
  });
  return requests;
}

describe('event info modal', () => {
  it('opened by id shows the event; a confirmed Delete closes it with the toast', async () => {
    const requests = serve(true);
    const onClose = vi.fn();
    renderWithApp(<EventInfoModal onClose={onClose} id={id} />);
    const info = await screen.findByRole('dialog', { name: 'Yoga class' });
    await userEvent.click(within(info).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete event' });
    expect(within(confirm).getByText('Delete "Yoga class" and all its repeats?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event was successfully deleted')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(requests).toEqual([`GET /api/events/${id}`, `DELETE /api/events/${id}`]);
  });

  it('an unknown id shows the message in the modal, no toast', async () => {
    serve(false);
    renderWithApp(<EventInfoModal onClose={vi.fn()} id={id} />);
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(await within(dialog).findByText('Event not found')).toBeTruthy();
    expect(screen.getAllByText('Event not found')).toHaveLength(1);
  });
});
