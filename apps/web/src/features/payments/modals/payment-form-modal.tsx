/**
 * 'Add or update payment' modal (spec point 2): amount (converted to a number before sending, spec
 * point 5), date, memo, tenant, payment method, account and attachments (a receipt photo). The
 * server decides the transaction's new paidAmount and status (spec point 4); a new payment opens the
 * payment success modal.
 */
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Payment, StoredFile, TransactionSummary } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { useCreatePaymentMutation, useUpdatePaymentMutation } from '../api/payments-api.ts';
import { activePaymentSet, activeTransactionSet } from '../state/payments-slice.ts';
import { buildCreatePaymentInput, buildUpdatePaymentInput, validatePaymentForm } from '../components/payment-input.ts';
import type { PaymentFormErrors, PaymentFormValues } from '../components/payment-input.ts';
import { useAccountOptions, usePaymentMethodOptions, useTenantOptions } from '../components/use-money-lookups.ts';
import { localToday } from '../components/date-range.ts';
import { formatAmount, statusText } from '../components/money-format.ts';

export interface PaymentFormModalProps extends StackedModalProps {
  /** The transaction to pay (add); for an edit, the payment carries it. */
  transaction?: TransactionSummary & { tenantId?: string | null };
  payment?: Payment;
}

export default function PaymentFormModal({ onClose, transaction: given, payment }: PaymentFormModalProps) {
  const dispatch = useAppDispatch();
  const isLandlord = useAppSelector((state) => state.auth.user?.role !== 'tenant');
  const [createPayment, created] = useCreatePaymentMutation();
  const [updatePayment, updated] = useUpdatePaymentMutation();
  const pending = created.isLoading || updated.isLoading;
  const transaction = payment?.transaction ?? given;
  const tenants = useTenantOptions(isLandlord);
  const methods = usePaymentMethodOptions();
  const accounts = useAccountOptions(isLandlord);
  // The most this payment may be: the balance, plus the payment's own amount when editing it.
  const balance = transaction ? transaction.balance + (payment?.amount ?? 0) : null;
  const [values, setValues] = useState<PaymentFormValues>(() => ({
    amount: payment ? String(payment.amount) : transaction ? String(transaction.balance) : '',
    date: payment?.date ?? localToday(),
    memo: payment?.memo ?? '',
    tenantId: payment?.tenantId ?? given?.tenantId ?? null,
    paymentMethodId: payment?.paymentMethodId ? String(payment.paymentMethodId) : null,
    accountId: payment?.accountId ?? null,
    attachmentIds: payment?.attachmentIds ?? [],
  }));
  const [files, setFiles] = useState<StoredFile[]>(payment?.attachments ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const set = (patch: Partial<PaymentFormValues>) => setValues((current) => ({ ...current, ...patch }));

  if (!transaction)
    return (
      <Modal opened onClose={onClose} title="Add payment" centered>
        <Text>Pick a transaction to record a payment on, from its row on the Payments page.</Text>
      </Modal>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!transaction) return;
    const found = validatePaymentForm(values, balance);
    setErrors(found);
    if (Object.keys(found).length) return;
    const current = { ...values, attachmentIds: files.map((file) => file.id) };
    if (payment) {
      const result = await updatePayment({ id: payment.id, input: buildUpdatePaymentInput(current, { withAccount: isLandlord }) });
      if (!result.error) onClose();
      return;
    }
    dispatch(activeTransactionSet(transaction.id));
    const result = await createPayment(buildCreatePaymentInput(transaction.id, current, { withAccount: isLandlord }));
    if (result.data) {
      dispatch(activePaymentSet(result.data.id));
      onClose();
      dispatch(modalOpened({ name: modalNames.paymentSuccess, props: { payment: result.data } }));
    }
  }

  return (
    <Modal opened onClose={onClose} title={payment ? 'Update payment' : 'Add payment'} centered size="lg">
      <form onSubmit={submit} noValidate aria-label={payment ? 'Update payment' : 'Add payment'}>
        <Stack>
          <Alert variant="light" color="gray" p="xs">
            <Text size="sm" fw={600}>
              {transaction.name}
            </Text>
            <Text size="sm">
              {formatAmount(transaction.paidAmount)} paid of {formatAmount(transaction.amount)} · {statusText(transaction.status)} · balance{' '}
              {formatAmount(transaction.balance)}
            </Text>
          </Alert>
          <Group grow align="flex-start">
            <TextInput
              label="Amount"
              required
              inputMode="decimal"
              leftSection="$"
              value={values.amount}
              onChange={(event) => set({ amount: event.currentTarget.value })}
              error={errors.amount}
              description={balance !== null ? `Up to ${formatAmount(balance)}` : undefined}
            />
            <TextInput
              label="Date"
              type="date"
              required
              value={values.date}
              onChange={(event) => set({ date: event.currentTarget.value })}
              error={errors.date}
            />
          </Group>
          <Group grow align="flex-start">
            <Select label="Payment method" placeholder="Choose" clearable data={methods} value={values.paymentMethodId} onChange={(value) => set({ paymentMethodId: value })} />
            {isLandlord && (
              <Select
                label="Account"
                placeholder={accounts.length ? 'Where the money went' : 'No accounts yet'}
                clearable
                data={accounts}
                value={values.accountId}
                onChange={(value) => set({ accountId: value })}
                description={
                  // Spec point 2's 'my accounts' modal, stacked over this form: add or edit an account, then pick it.
                  <Anchor component="button" type="button" size="xs" onClick={() => dispatch(modalOpened({ name: modalNames.myAccounts }))}>
                    Manage accounts
                  </Anchor>
                }
              />
            )}
          </Group>
          {isLandlord && transaction.type === 'income' && (
            <Select label="Paid by" placeholder="Tenant" clearable searchable data={tenants} value={values.tenantId} onChange={(value) => set({ tenantId: value })} />
          )}
          <Textarea label="Memo" autosize minRows={2} maxLength={1000} value={values.memo} onChange={(event) => set({ memo: event.currentTarget.value })} />
          <AttachmentInput label="Receipt photo and attachments" value={files} onChange={setFiles} onUploadingChange={setUploading} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={uploading}>
              {payment ? 'Save payment' : 'Record payment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
