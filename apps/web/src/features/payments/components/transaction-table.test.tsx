/**
 * A tenant's charge paid in full but not yet confirmed reads "Awaiting confirmation", while the
 * landlord's ledger keeps the spec's "Received" (issue 21 item 7).
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { makeTransaction } from '../state/money-test-factory.ts';
import { TransactionTable } from './transaction-table.tsx';

const rent = makeTransaction({ status: 'received', paidAmount: 1850, balance: 0 });

describe('TransactionTable status', () => {
  it('shows Awaiting confirmation to the tenant', async () => {
    renderWithApp(<TransactionTable items={[rent]} mode="tenant" />);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('Awaiting confirmation')).toBeTruthy();
    expect(within(table).queryByText('Received')).toBeNull();
  });

  it('shows Received to the landlord', async () => {
    renderWithApp(<TransactionTable items={[rent]} mode="landlord" />);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('Received')).toBeTruthy();
  });
});
