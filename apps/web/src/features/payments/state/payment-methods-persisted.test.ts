/** Spec point 4: payment methods are persisted client state — stored when fetched, shown at once next time. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';

afterEach(() => localStorage.clear());

describe('persisted payment methods', () => {
  it('stores the fetched list and starts the next session from it', async () => {
    const methods = [{ id: 1, name: 'Bank transfer' }, { id: 2, name: 'Cash' }];
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { paymentMethods: methods })));
    const first = await import('./payments-slice.ts');
    const { fetchPaymentMethods, PAYMENT_METHODS_KEY } = await import('../api/catalogue-calls.ts');
    expect(first.initialPaymentsState.paymentMethods.items).toEqual([]);
    const { configureStore } = await import('@reduxjs/toolkit');
    const store = configureStore({ reducer: first.paymentsReducer });
    await store.dispatch(fetchPaymentMethods());
    vi.unstubAllGlobals();
    expect(store.getState().paymentMethods.items).toEqual(methods);
    expect(JSON.parse(localStorage.getItem(PAYMENT_METHODS_KEY)!)).toEqual(methods);

    vi.resetModules();
    localStorage.setItem(PAYMENT_METHODS_KEY, JSON.stringify([...methods, { id: 'x' }, null]));
    const next = await import('./payments-slice.ts');
    expect(next.initialPaymentsState.paymentMethods).toEqual({ items: methods, status: 'idle' });
  });
});
