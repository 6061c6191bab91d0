/**
 * Receipts (GET /payments/autogenerate-receipt/{id}, toast 'Receipt generated successfully'): the
 * details modal's 'Generate receipt' with the PDF's link, and the lists' one-click 'Receipt'.
 */
import { Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '@lintel/shared';
import { useGenerateReceiptMutation } from '../api/payments-api.ts';
import { saveUrl } from '../../../lib/download.ts';

/**
 * One click from a payment row to its PDF (issue 11 item 9): renders the receipt afresh (so it names
 * the place, landlord and tenant as they are now) and downloads it; no menu, no modal. `label` names
 * the payment for screen readers ("$1,850.50 on Dec 1, 2026").
 */
export function ReceiptDownloadButton({ paymentId, label }: { paymentId: string; label: string }) {
  const [generateReceipt, { isLoading: pending }] = useGenerateReceiptMutation();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={pending}
      aria-label={`Receipt for ${label} (PDF)`}
      onClick={async () => {
        const result = await generateReceipt(paymentId);
        if (result.data) saveUrl(result.data.file.url, result.data.file.name);
      }}
    >
      Receipt
    </Button>
  );
}

export function ReceiptButton({ paymentId, receipt: initial }: { paymentId: string; receipt: StoredFile | null }) {
  const [generateReceipt, { isLoading: pending }] = useGenerateReceiptMutation();
  const [receipt, setReceipt] = useState<StoredFile | null>(initial);
  return (
    <Group gap="sm">
      <Button
        variant={receipt ? 'default' : 'filled'}
        loading={pending}
        onClick={async () => {
          const result = await generateReceipt(paymentId);
          if (result.data) setReceipt(result.data.file);
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
