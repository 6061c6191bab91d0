/** The phone's menu button shows the nav badges (issue 21 item 11): a chat message that arrived shows without opening the drawer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { NavBadges } from './nav-items.tsx';

afterEach(() => vi.unstubAllGlobals());

function fakeUnread(totalUnread: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/chat/unread' ? jsonResponse(200, { totalUnread }) : jsonResponse(404, { message: `unexpected ${url}` }))),
  );
}

describe('menu button badges', () => {
  it('shows the unread chat count of a signed-in user', async () => {
    fakeUnread(3);
    renderWithApp(<NavBadges />, { preloadedState: signedInState(makeUser({ role: 'tenant' })) });
    const badges = screen.getByTestId('menu-badges');
    expect(await within(badges).findByLabelText('3 unread', {}, { timeout: 5000 })).toBeTruthy();
  });
});
