import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { offlineDetected } from '../state/ui-slice.ts';
import { cancelPendingRestore, handleNetworkRestored } from '../state/network.ts';
import { OfflineAlert } from './offline-alert.tsx';

afterEach(() => {
  cancelPendingRestore();
  vi.useRealTimers();
});

describe('offline alert', () => {
  it('appears on a network error and goes away 3 s after the network is back, reloading the page', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { store } = renderWithApp(<OfflineAlert />);
    expect(screen.queryByText('You are offline')).toBeNull();
    act(() => {
      store.dispatch(offlineDetected());
    });
    expect(screen.getByText('You are offline')).toBeTruthy();
    act(() => {
      handleNetworkRestored({ dispatch: store.dispatch, getState: store.getState, reload });
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('You are offline')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('You are offline')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
