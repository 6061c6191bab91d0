/** The event form's reminders reach a week ahead (issue 30 item 12): "1 week before" is offered and sent as `oneWeek`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import CreateEventModal from './create-event-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('create event modal', () => {
  it('offers reminders up to a week before and sends the chosen ones', async () => {
    const posts: Array<{ reminders: string[] }> = [];
    vi.stubGlobal('fetch', async (_input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { reminders: string[] };
      posts.push(body);
      return jsonResponse(201, { ...body, id: '01900000-0000-7000-8000-00000000000b' });
    });
    const onClose = vi.fn();
    renderWithApp(<CreateEventModal onClose={onClose} start="2030-03-04T09:00:00.000Z" />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Boiler inspection');
    await userEvent.click(within(dialog).getByLabelText('Reminders', { selector: 'input' }));
    const offered = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining(['1 day before', '2 days before', '1 week before']));
    await userEvent.click(screen.getByRole('option', { name: '1 week before', hidden: true }));
    await userEvent.click(screen.getByRole('option', { name: '1 day before', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.reminders).toEqual(['oneWeek', 'oneDay']);
  }, 30_000);
});
