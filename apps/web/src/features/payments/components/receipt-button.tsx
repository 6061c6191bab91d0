/** 'Generate receipt' (GET /payments/autogenerate-receipt/{id}, toast 'Receipt generated successfully') and the PDF's download link. */
import { Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '@lintel/shared';
import { generateReceipt } from '../api/payment-calls.ts';
import { usePaymentsDispatch, usePaymentsSelector } from '../state/hooks.ts';

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
