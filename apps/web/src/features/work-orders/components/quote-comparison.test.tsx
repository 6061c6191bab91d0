import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { WorkOrderQuote } from '@lintel/shared';
import { renderWithApp } from '../../../test/render.tsx';
import { QuoteComparison } from './quote-comparison.tsx';

const quote = (overrides: Partial<WorkOrderQuote>): WorkOrderQuote => ({
  id: '01900000-0000-7000-8000-000000000001',
  workOrderId: '01900000-0000-7000-8000-0000000000ff',
  provider: { id: '01900000-0000-7000-8000-0000000000a1', name: 'Pipe Pros', rating: 4.5, ratingCount: 2 },
  status: 'waiting-response',
  declined: false,
  lineItems: [{ description: 'Labour', quantity: 2, unitPrice: 90 }],
  amount: 180,
  rate: 10,
  taxAmount: 18,
  total: 198,
  earliestStart: '2030-03-02',
  memo: '',
  createdAt: '2030-03-01T10:00:00Z',
  acceptedAt: null,
  ...overrides,
});

describe('quotes side by side (spec point 4 quote review)', () => {
  it('shows each total, line items, tax, earliest start and rating; marks the lowest; accepts one', () => {
    const onAccept = vi.fn();
    const cheap = quote({});
    const dear = quote({ id: '01900000-0000-7000-8000-000000000002', provider: { id: 'b', name: 'Drain Co', rating: null, ratingCount: 0 }, total: 264, amount: 240, taxAmount: 24 });
    renderWithApp(<QuoteComparison quotes={[cheap, dear]} onAccept={onAccept} />);
    const first = screen.getByRole('listitem', { name: 'Quote from Pipe Pros' });
    expect(within(first).getByTestId('quote-total').textContent).toBe('$198.00');
    expect(within(first).getByText('Lowest')).toBeTruthy();
    expect(within(first).getByText('Labour × 2')).toBeTruthy();
    expect(within(first).getByText('Tax (10%)')).toBeTruthy();
    expect(within(first).getByText('4.5 (2)')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Quote from Drain Co' });
    expect(within(second).queryByText('Lowest')).toBeNull();
    expect(within(second).getByText('Not rated yet')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Accept the quote from Drain Co' }));
    expect(onAccept).toHaveBeenCalledWith(dear);
  });

  it('an accepted quote reads Accepted, a declined one Declined, and neither offers Accept', () => {
    renderWithApp(<QuoteComparison quotes={[quote({ status: 'converted' }), quote({ id: 'x', status: 'archived', declined: true, provider: { id: 'c', name: 'Other', rating: null, ratingCount: 0 } })]} onAccept={vi.fn()} />);
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });
});
