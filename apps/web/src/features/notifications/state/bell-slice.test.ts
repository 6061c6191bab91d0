import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeUser } from '../../../test/factories.ts';
import { loggedOut } from '../../auth/index.ts';
import { cacheAnswered, cacheStarted } from '../../../test/session-answers.ts';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { refreshUnseenCount } from '../api/notifications-api.ts';
import { bellReducer, initialBellState, notificationArrived, notificationsSeen, unseenCountAnswered, type BellState } from './bell-slice.ts';

const run = (...actions: UnknownAction[]) => actions.reduce<BellState>((state, action) => bellReducer(state, action), initialBellState());
const me = (count: number) => cacheAnswered('currentUser', makeUser({ unseenNotificationsCount: count }));

afterEach(() => vi.unstubAllGlobals());

describe('the bell count (issue 13)', () => {
  it('starts from /users/me and counts each live notification once (delivery is at least once)', () => {
    const state = run(me(2), notificationArrived('a'), notificationArrived('b'), notificationArrived('a'));
    expect(state.unseenCount).toBe(4);
  });

  it('a grouped row that grows counts once more each time, though its id stays (issue 30 item 11)', () => {
    const grew = (groupCount: number) => notificationArrived({ notificationId: 'g', groupCount });
    const state = run(me(0), notificationArrived({ notificationId: 'g', groupCount: 1 }), grew(2), grew(2), grew(3));
    expect(state.unseenCount).toBe(3);
    // Seen in another tab: the row stood for 3 notifications.
    expect(run(me(0), notificationArrived('g'), grew(2), grew(3), notificationsSeen({ notificationIds: ['g'], notificationCount: 3 })).unseenCount).toBe(0);
  });

  it('counts down for notification.seen from another tab, once per id; all → 0', () => {
    expect(run(me(3), notificationsSeen({ notificationIds: ['x'] }), notificationsSeen({ notificationIds: ['x'] })).unseenCount).toBe(2);
    expect(run(me(1), notificationsSeen({ notificationIds: ['x', 'y', 'z'] })).unseenCount).toBe(0);
    expect(run(me(5), notificationsSeen({ all: true })).unseenCount).toBe(0);
  });

  it('marking seen in this tab takes the server’s count, and its own live echo does not count down again', () => {
    // What the PUT …/seen answer dispatches (api/notifications-api.ts).
    const marked = unseenCountAnswered({ unseenCount: 4, seenIds: ['a'] });
    expect(run(me(5), marked, notificationsSeen({ notificationIds: ['a'] })).unseenCount).toBe(4);
    // The echo may arrive before the answer: the answer's count still wins.
    expect(run(me(5), notificationsSeen({ notificationIds: ['a'] }), marked).unseenCount).toBe(4);
    // A notification seen here is not counted if its creation frame comes late.
    expect(run(me(0), marked, notificationArrived('a')).unseenCount).toBe(4);
  });

  it('signing in seeds the count from the answer’s user', () => {
    const answer = { jwt: 'j', refreshToken: 'r', user: makeUser({ unseenNotificationsCount: 3 }) };
    expect(run(cacheAnswered('signIn', answer, { email: 'a@example.com', password: 'x' })).unseenCount).toBe(3);
    expect(run(cacheAnswered('signInWithProvider', answer)).unseenCount).toBe(3);
  });

  it('mark all, a resync and logging out set the count', () => {
    expect(run(me(5), unseenCountAnswered({ unseenCount: 0 })).unseenCount).toBe(0);
    expect(run(me(5), notificationArrived('a'), loggedOut())).toEqual(initialBellState());
    expect(run(me(5), notificationArrived('a'), cacheStarted('logout'))).toEqual(initialBellState());
  });

  it('after a reconnect the bell takes the server’s unseen count (through the data cache)', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      asked.push(String(url));
      return jsonResponse(200, { results: [], pagination: { page: 1, pageSize: 1, total: 0, totalPages: 0 }, meta: { unseenCount: 7 } });
    }));
    const store = makeStore();
    store.dispatch(unseenCountAnswered({ unseenCount: 5 }));
    await store.dispatch(refreshUnseenCount());
    expect(store.getState().notificationsBell.unseenCount).toBe(7);
    expect(asked).toEqual([expect.stringContaining('/api/notifications?page=1&pageSize=1')]);
  });
});
