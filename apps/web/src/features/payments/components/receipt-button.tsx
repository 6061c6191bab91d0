/**
 * Receipts (GET /payments/autogenerate-receipt/{id}, toast 'Receipt generated successfully'): the
 * details modal's 'Generate receipt' with the PDF's link, and the lists' one-click 'Receipt'.
 */
import { Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '@lintel/shared';
import { generateReceipt } from '../api/payment-calls.ts';
import { saveUrl } from '../../../lib/download.ts';
import { usePaymentsDispatch, usePaymentsSelector } from '../state/hooks.ts';

/**
 * One click from a payment row to its PDF (issue 11 item 9): renders the receipt afresh (so it names
 * the place, landlord and tenant as they are now) and downloads it; no menu, no modal. `label` names
 * the payment for screen readers ("$1,850.50 on Dec 1, 2026").
 */
export function ReceiptDownloadButton({ paymentId, label }: { paymentId: string; label: string }) {
  const dispatch = usePaymentsDispatch();
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={pending}
      aria-label={`Receipt for ${label} (PDF)`}
      onClick={async () => {
        setPending(true);
        const result = await dispatch(generateReceipt(paymentId));
        setPending(false);
        if (generateReceipt.fulfilled.match(result)) saveUrl(result.payload.file.url, result.payload.file.name);
      }}
    >
      Receipt
    </Button>
  );
}

export function ReceiptButton({ paymentId, receipt: initial }: { paymentId: string; receipt: StoredFile | null }) {
  const dispatch = usePaymentsDispatch();
  const pending = usePaymentsSelector((state) => state.payments.receiptStatus === 'pending' && state.payments.activePaymentId === paymentId);
  const [receipt, setReceipt] = useState<StoredFile | null>(initial);
  return (
    <Group gap="sm">
      <Button
        variant={receipt ? 'default' : 'filled'}
        loading={pending}
        onClick={async () => {
          const result = await dispatch(generateReceipt(paymentId));
          if (generateReceipt.fulfilled.match(result)) setReceipt(result.payload.file);
        }}
      >
        {receipt ? 'Generate receipt again' : 'Generate receipt'}
      </Button>
      {receipt && (
        <Anchor href={receipt.url} download={receipt.name} target="_blank" rel="noopener">
          Download receipt (PDF)
        </Anchor>
      )}
    </Group>
  );
}
