import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/render.tsx';
import { cancelPendingRestore, handleNetworkRestored } from './network.ts';
import { offlineDetected } from './ui-slice.ts';

describe('offline alert (spec points 4 and 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cancelPendingRestore();
    vi.useRealTimers();
  });

  it('reloads 3000 ms after the network is back when the alert was showing, and clears the alert', () => {
    const store = makeStore();
    const reload = vi.fn();
    store.dispatch(offlineDetected());
    expect(store.getState().ui.isOfflineAlertShown).toBe(true);
    handleNetworkRestored({ dispatch: store.dispatch, getState: store.getState, reload });
    vi.advanceTimersByTime(2999);
    expect(reload).not.toHaveBeenCalled();
    expect(store.getState().ui.isOfflineAlertShown).toBe(true);
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getState().ui.isOfflineAlertShown).toBe(false);
  });

  it('does not reload when no alert was showing', () => {
    const store = makeStore();
    const reload = vi.fn();
    handleNetworkRestored({ dispatch: store.dispatch, getState: store.getState, reload });
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });
});
