import { describe, expect, it } from 'vitest';
import type { WorkOrderInboxItem } from '@lintel/shared';
import { inboxStanding } from './work-order-format.ts';

/** An inbox item with only what the card's label reads. */
function item(reason: WorkOrderInboxItem['reason'], status: WorkOrderInboxItem['workOrder']['status'], myQuote: Partial<NonNullable<WorkOrderInboxItem['myQuote']>> | null): WorkOrderInboxItem {
  return { reason, workOrder: { status } as WorkOrderInboxItem['workOrder'], myQuote: myQuote as WorkOrderInboxItem['myQuote'] } as WorkOrderInboxItem;
}

describe("the provider's inbox card has one label (issue 21)", () => {
  it('"Quote requested" while the landlord waits for my quote; gone once my quote is sent or declined', () => {
    expect(inboxStanding(item('quoteRequested', 'quoteRequested', null)).label).toBe('Quote requested');
    expect(inboxStanding(item('quoteRequested', 'quoteRequested', { status: 'waitingResponse' as never, declined: false })).label).toBe('Quote sent');
    expect(inboxStanding(item('quoteRequested', 'inProgress', { status: 'waitingResponse' as never, declined: true })).label).toBe('Quote declined');
    expect(inboxStanding(item('quoteRequested', 'inProgress', null)).label).toBe('No longer taking quotes');
  });
  it('my job reads "Your job", then "Done, to confirm"', () => {
    expect(inboxStanding(item('assigned', 'inProgress', null)).label).toBe('Your job');
    expect(inboxStanding(item('assigned', 'done', null)).label).toBe('Done, to confirm');
  });
});
