/**
 * 'Quote review' modal: the quote the landlord is about to accept, and the confirmation — accepting
 * converts it into this work order's contract and declines the other quotes (their providers are told).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { WorkOrderQuote } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useAcceptQuoteMutation } from '../api/work-orders-api.ts';
import { QuoteComparison } from '../components/quote-comparison.tsx';
import { formatMoney } from '../components/work-order-format.ts';

export default function QuoteReviewModal({
  onClose,
  workOrderId,
  quote,
}: StackedModalProps & { workOrderId: string; quote: WorkOrderQuote }) {
  const [acceptQuote] = useAcceptQuoteMutation();
  const [saving, setSaving] = useState(false);
  async function accept() {
    setSaving(true);
    const result = await acceptQuote({ id: workOrderId, quoteId: quote.id });
    setSaving(false);
    if (!result.error) {
      onClose();
    }
  }
  return (
    <Modal opened onClose={onClose} title="Accept this quote?">
      <Stack>
        <QuoteComparison quotes={[quote]} />
        <Text size="sm">
          {quote.provider.name} will do the work for {formatMoney(quote.total)}. The other quotes are declined and their
          providers told.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void accept()} loading={saving}>
            Accept quote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
