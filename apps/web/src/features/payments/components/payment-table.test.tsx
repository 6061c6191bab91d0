/**
 * The Payments tab (issue 11 item 9): rows in payment-date order (newest first) with a sort control,
 * the place as "Property · Unit", the payment's own status, and the receipt in one click.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '@mantine/core';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { filtersChanged, filtersCleared, initialPaymentsState } from '../state/payments-slice.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { makePayment, makeTransaction, summaryOf } from '../state/money-test-factory.ts';
import { MoneyListBody, transactionListQuery, useMoneyLists } from './money-lists.tsx';
import { MoneyToolbar } from './money-filters.tsx';
import { PaymentTable } from './payment-table.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rent = makeTransaction({ status: 'received', paidAmount: 1850, balance: 0 });
const payment = makePayment(rent, {
  amount: 1850,
  date: '2026-03-02',
  recordedBy: 'tenant',
  confirmed: false,
  status: 'awaitingConfirmation',
  transaction: summaryOf(rent),
});
const receiptFile = {
  id: '018f0000-0000-7000-8000-000000000099',
  name: 'receipt-2026-03-02.pdf',
  url: '/api/files/018f0000-0000-7000-8000-000000000099/content?sig=abc',
  mimeType: 'application/pdf',
};
const page = (results: unknown[]) => ({
  results,
  pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 },
  meta: {},
});

/** The payments tab as the Payments page lays it out: the toolbar over the list. */
function PaymentsTab() {
  const dispatch = useAppDispatch();
  const { tab, filters, list, controls } = useMoneyLists();
  return (
    <Tabs value={tab}>
      <MoneyToolbar
        filters={filters}
        onChange={(patch) => dispatch(filtersChanged(patch))}
        onClear={() => dispatch(filtersCleared())}
        withTransactionFields={false}
        tenants={[]}
      />
      <MoneyListBody
        tab={tab}
        list={list}
        controls={controls}
        noun={tab}
        transactions={() => null}
        payments={(items) => <PaymentTable items={items} mode="landlord" />}
        empty={<p>No payments yet</p>}
      />
    </Tabs>
  );
}

function stubApi() {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/payments/autogenerate-receipt/')) {
      return jsonResponse(200, {
        message: 'Receipt generated successfully',
        file: receiptFile,
        payment: { ...payment, receipt: receiptFile },
      });
    }
    if (url.includes('/payments?')) return jsonResponse(200, page([payment]));
    return jsonResponse(200, page([]));
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

const paymentListCalls = (fetchSpy: ReturnType<typeof stubApi>) =>
  fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/payments?'));

describe('Payments tab', () => {
  it('asks for payment-date order first, re-sorts by amount from the Sort by control', async () => {
    const fetchSpy = stubApi();
    renderWithApp(<PaymentsTab />, { preloadedState: { payments: { ...initialPaymentsState, tab: 'payments' } } });
    await screen.findByText('Maple Court · Unit 1A');
    expect(paymentListCalls(fetchSpy).at(-1)).toContain('sortBy=dateDesc');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Amount, high to low', hidden: true }));
    await waitFor(() => expect(paymentListCalls(fetchSpy).at(-1)).toContain('sortBy=amountDesc'));
  });

  it("shows the payment's own status, not its transaction's", async () => {
    stubApi();
    renderWithApp(<PaymentsTab />, { preloadedState: { payments: { ...initialPaymentsState, tab: 'payments' } } });
    const table = await screen.findByRole('table', { name: 'Payments' });
    await within(table).findByText('Awaiting confirmation');
    expect(within(table).queryByText('Received')).toBeNull();
  });

  it('downloads the receipt PDF in one click from the row', async () => {
    const fetchSpy = stubApi();
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderWithApp(<PaymentsTab />, { preloadedState: { payments: { ...initialPaymentsState, tab: 'payments' } } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Receipt for the payment of $1,850.00 on Mar 2, 2026 (PDF)' }),
    );
    await waitFor(() => expect(clicked).toEqual([{ href: receiptFile.url, download: receiptFile.name }]));
    expect(
      fetchSpy.mock.calls.some(([input]) => String(input).includes(`/payments/autogenerate-receipt/${payment.id}`)),
    ).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the ledger', () => {
  it('opens on what needs attention (overdue, then due soon)', () => {
    expect(transactionListQuery(initialPaymentsState.filters).sortBy).toBe('attention');
  });
});
