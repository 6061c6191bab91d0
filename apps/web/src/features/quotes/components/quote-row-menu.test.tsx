import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { QuoteRowMenu } from './quote-row-menu.tsx';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

async function openMenu(status: string, onAction = vi.fn()) {
  renderWithApp(<QuoteRowMenu status={status} label="Dana Homeowner" onAction={onAction} />);
  fireEvent.click(screen.getByRole('button', { name: 'Actions for the quote for Dana Homeowner' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('spec point 4: the quote list row action menu per status', () => {
  it.each([
    ['approved', ['Export']],
    ['archived', ['Restore', 'Export']],
    ['converted', ['Archive', 'Export']],
    ['draft', ['Edit', 'Archive', 'Export']],
    ['waiting-response', ['Edit', 'Follow Up', 'Archive', 'Export']],
    ['no-such-status', ['Edit', 'Archive', 'Export']],
  ])('%s offers %j', async (status, labels) => {
    expect(await openMenu(status)).toEqual(labels);
  });

  it('issue 21 item 14: a work-order quote offers no Edit or Follow Up (it was sent on submission)', async () => {
    renderWithApp(<QuoteRowMenu status="waiting-response" label="Lou Landlord" isWorkOrderQuote onAction={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for the quote for Lou Landlord' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Archive', 'Export']);
  });

  it('choosing an entry reports its action', async () => {
    const onAction = vi.fn();
    await openMenu('waiting-response', onAction);
    fireEvent.click(screen.getByText('Follow Up'));
    expect(onAction).toHaveBeenCalledWith('followUp');
  });

  it.each([
    ['waiting-response', 'Waiting Response'],
    ['approved', 'Approved'],
    ['whatever', 'Draft'],
  ])('the %s status reads %s (unknown falls back to Draft)', (status, label) => {
    renderWithApp(<QuoteStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});
