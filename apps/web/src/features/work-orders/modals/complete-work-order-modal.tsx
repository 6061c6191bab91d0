/**
 * 'Mark done' modal: the service provider doing the work uploads the invoice (PDF or photo), its
 * number and total (the accepted quote's total when left empty) and marks the work order done.
 */
import { Button, FileButton, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { uploadFile } from '../../../components/ui/attachments/upload-file.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompleteWorkOrderMutation } from '../api/work-orders-api.ts';
import { formatMoney } from '../components/work-order-format.ts';

export default function CompleteWorkOrderModal({
  onClose,
  workOrderId,
  name,
  quotedTotal,
}: StackedModalProps & { workOrderId: string; name: string; quotedTotal: number | null }) {
  const [completeWorkOrder] = useCompleteWorkOrderMutation();
  const [invoice, setInvoice] = useState<StoredFile | null>(null);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [amount, setAmount] = useState<number | ''>('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function pick(file: File | null) {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setInvoice(await uploadFile(file));
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to upload the invoice'));
    } finally {
      setUploading(false);
    }
  }

  async function submit() {
    if (!invoice) return setError('Attach the invoice');
    setSaving(true);
    const result = await completeWorkOrder({
      id: workOrderId,
      input: {
        invoiceFileId: invoice.id,
        ...(invoiceNumber.trim() ? { invoiceNumber: invoiceNumber.trim() } : {}),
        ...(amount !== '' ? { amount } : {}),
      },
    });
    setSaving(false);
    if (!result.error) {
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Mark ${name} done`}>
      <Stack>
        <Group>
          <FileButton onChange={(file) => void pick(file)} accept=".pdf,image/*">
            {(props) => (
              <Button variant="default" loading={uploading} {...props}>
                {invoice ? 'Replace invoice' : 'Attach invoice'}
              </Button>
            )}
          </FileButton>
          {invoice ? <Text size="sm">{invoice.name}</Text> : null}
        </Group>
        <Group grow>
          <TextInput
            label="Invoice number"
            maxLength={60}
            value={invoiceNumber}
            onChange={(event) => setInvoiceNumber(event.currentTarget.value)}
          />
          <NumberInput
            label="Invoice total"
            description={quotedTotal !== null ? `Leave it empty to bill the quoted ${formatMoney(quotedTotal)}` : undefined}
            min={0}
            decimalScale={2}
            prefix="$"
            value={amount}
            onChange={(value) => setAmount(value === '' ? '' : Number(value))}
          />
        </Group>
        {error ? (
          <Text c="red.8" size="sm">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={uploading}>
            Mark done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
