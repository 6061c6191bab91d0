/** Spec point 4: payment methods are persisted client state — stored when fetched, shown at once next time. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { paymentsApi, PAYMENT_METHODS_KEY } from '../api/payments-api.ts';
import { usePaymentMethodOptions } from '../components/use-money-lookups.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const methods = [{ id: 1, name: 'Bank transfer' }, { id: 2, name: 'Cash' }];

describe('persisted payment methods', () => {
  it('stores the fetched list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { paymentMethods: methods })));
    const store = makeStore();
    const answer = await store.dispatch(paymentsApi.endpoints.paymentMethods.initiate());
    expect(answer.data).toEqual(methods);
    expect(JSON.parse(localStorage.getItem(PAYMENT_METHODS_KEY)!)).toEqual(methods);
  });

  it('the next session shows the stored list (bad entries left out) before the server answers', async () => {
    localStorage.setItem(PAYMENT_METHODS_KEY, JSON.stringify([...methods, { id: 'x' }, null]));
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => usePaymentMethodOptions(), { wrapper });
    expect(result.current).toEqual([{ value: '1', label: 'Bank transfer' }, { value: '2', label: 'Cash' }]);
    answer(jsonResponse(200, { paymentMethods: [{ id: 3, name: 'Check' }] }));
    await waitFor(() => expect(result.current).toEqual([{ value: '3', label: 'Check' }]));
  });
});
