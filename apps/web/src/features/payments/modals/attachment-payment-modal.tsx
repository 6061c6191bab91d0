/**
 * 'Attachment payment' modal (spec point 2): a tenant pays a charge of their tenancy with a photo of
 * the receipt. The amount is converted to a number before sending (spec point 5); the landlord
 * confirms the payment later (until then the charge may read Received, never Paid).
 */
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { StoredFile, TransactionSummary } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useCreatePaymentMutation } from '../api/payments-api.ts';
import { activePaymentSet, activeTransactionSet } from '../state/payments-slice.ts';
import { buildCreatePaymentInput, validatePaymentForm } from '../components/payment-input.ts';
import type { PaymentFormErrors, PaymentFormValues } from '../components/payment-input.ts';
import { usePaymentMethodOptions } from '../components/use-money-lookups.ts';
import { localToday } from '../components/date-range.ts';
import { formatAmount } from '../components/money-format.ts';

export default function AttachmentPaymentModal({ onClose, transaction }: StackedModalProps & { transaction: TransactionSummary }) {
  const dispatch = useAppDispatch();
  const [createPayment, { isLoading: pending }] = useCreatePaymentMutation();
  const methods = usePaymentMethodOptions();
  const [values, setValues] = useState<PaymentFormValues>({
    amount: String(transaction.balance),
    date: localToday(),
    memo: '',
    tenantId: null,
    paymentMethodId: null,
    accountId: null,
    attachmentIds: [],
  });
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<PaymentFormErrors & { files?: string }>({});
  const set = (patch: Partial<PaymentFormValues>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: PaymentFormErrors & { files?: string } = validatePaymentForm(values, transaction.balance);
    if (files.length === 0) found.files = 'Add a photo of your receipt';
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = buildCreatePaymentInput(transaction.id, { ...values, attachmentIds: files.map((file) => file.id) }, { withAccount: false });
    dispatch(activeTransactionSet(transaction.id));
    const result = await createPayment(input);
    if (result.data) {
      dispatch(activePaymentSet(result.data.id));
      onClose();
      dispatch(modalOpened({ name: modalNames.paymentSuccess, props: { payment: result.data } }));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Pay with a receipt" centered size="lg">
      <form onSubmit={submit} noValidate aria-label="Pay with a receipt">
        <Stack>
          <Text size="sm">
            <strong>{transaction.name}</strong>: {formatAmount(transaction.balance)} to pay of {formatAmount(transaction.amount)}.
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label="Amount"
              required
              inputMode="decimal"
              leftSection="$"
              value={values.amount}
              onChange={(event) => set({ amount: event.currentTarget.value })}
              error={errors.amount}
            />
            <TextInput label="Date" type="date" required value={values.date} onChange={(event) => set({ date: event.currentTarget.value })} error={errors.date} />
          </Group>
          <Select label="Payment method" placeholder="Choose" clearable data={methods} value={values.paymentMethodId} onChange={(value) => set({ paymentMethodId: value })} />
          <Textarea label="Memo" autosize minRows={2} maxLength={1000} value={values.memo} onChange={(event) => set({ memo: event.currentTarget.value })} />
          <AttachmentInput label="Receipt photo" imagesOnly value={files} onChange={setFiles} onUploadingChange={setUploading} />
          {errors.files && (
            <Alert color="red" p="xs" role="alert">
              {errors.files}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={uploading}>
              Send payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
