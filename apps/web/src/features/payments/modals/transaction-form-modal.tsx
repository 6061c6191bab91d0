/**
 * 'Add income' and 'add expense' modals (spec point 2), also editing one: name, amount (a number
 * before sending), due date, kind, property, tenant (income), account, tax rate (an expense: choose
 * or create one in the stacked tax-rate modals), memo and attachments. Toasts of spec point 8:
 * 'Expense or Income created successfully', 'Expense updated successfully'.
 */
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { moneyInputToNumber, transactionKindLabels, unitLabel } from '@lintel/shared';
import type { CreateTransactionInput, StoredFile, Transaction, TransactionKind, TransactionType, UpdateTransactionInput } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened, modalPropsUpdated } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useCreateTransactionMutation, useUpdateTransactionMutation } from '../api/payments-api.ts';
import { useAccountOptions, useTaxRates, useTenantOptions } from '../components/use-money-lookups.ts';
import { localToday } from '../components/date-range.ts';
import { formatAmount } from '../components/money-format.ts';

export interface TransactionDraft {
  name: string;
  amount: string;
  dueDate: string;
  kind: TransactionKind;
  propertyId: string | null;
  tenantId: string | null;
  accountId: string | null;
  taxRateId: number | null;
  memo: string;
  files: StoredFile[];
}

export interface TransactionFormModalProps extends StackedModalProps {
  type: TransactionType;
  transaction?: Transaction;
  propertyId?: string;
  /** The form as it was when a stacked tax-rate modal opened above it. */
  draft?: TransactionDraft;
  /** Set by the choose tax rate modal. */
  chosenTaxRateId?: number | null;
}

const kindsOf: Record<TransactionType, TransactionKind[]> = {
  income: ['Rent', 'Deposit', 'Fee', 'Bill'],
  expense: ['Bill', 'Mortgage', 'Fee'],
};

function initialDraft(type: TransactionType, transaction?: Transaction, propertyId?: string): TransactionDraft {
  return {
    name: transaction?.name ?? '',
    amount: transaction ? String(transaction.amount) : '',
    dueDate: transaction?.dueDate ?? localToday(),
    kind: transaction?.kind ?? (type === 'income' ? 'Rent' : 'Bill'),
    propertyId: transaction?.propertyId ?? propertyId ?? null,
    tenantId: transaction?.tenantId ?? null,
    accountId: transaction?.accountId ?? null,
    taxRateId: transaction?.taxRateId ?? null,
    memo: transaction?.memo ?? '',
    files: transaction?.attachments ?? [],
  };
}

/** The POST /transactions body: the amount converted to a number, empty optional fields left out. */
export function buildTransactionInput(type: TransactionType, draft: TransactionDraft): CreateTransactionInput {
  const amount = moneyInputToNumber(draft.amount);
  if (amount === undefined) throw new RangeError('The amount is not a number');
  const memo = draft.memo.trim();
  return {
    type,
    kind: draft.kind,
    name: draft.name.trim(),
    amount,
    dueDate: draft.dueDate,
    ...(memo ? { memo } : {}),
    ...(draft.propertyId ? { propertyId: draft.propertyId } : {}),
    ...(type === 'income' && draft.tenantId ? { tenantId: draft.tenantId } : {}),
    ...(draft.accountId ? { accountId: draft.accountId } : {}),
    ...(type === 'expense' && draft.taxRateId ? { taxRateId: draft.taxRateId } : {}),
    ...(draft.files.length ? { attachmentIds: draft.files.map((file) => file.id) } : {}),
  };
}

function buildUpdateInput(type: TransactionType, draft: TransactionDraft): UpdateTransactionInput {
  const created = buildTransactionInput(type, draft);
  return {
    kind: created.kind,
    name: created.name,
    amount: created.amount,
    dueDate: created.dueDate,
    memo: created.memo ?? null,
    propertyId: created.propertyId ?? null,
    ...(type === 'income' ? { tenantId: created.tenantId ?? null } : { taxRateId: created.taxRateId ?? null }),
    accountId: created.accountId ?? null,
    attachmentIds: created.attachmentIds ?? [],
  };
}

export default function TransactionFormModal({ onClose, type, transaction, propertyId, draft: saved, chosenTaxRateId }: TransactionFormModalProps) {
  const dispatch = useAppDispatch();
  const modalName = type === 'expense' ? modalNames.addExpense : modalNames.addIncome;
  const [createTransaction, created] = useCreateTransactionMutation();
  const [updateTransaction, updated] = useUpdateTransactionMutation();
  const pending = created.isLoading || updated.isLoading;
  const propertyOptions = usePropertyOptions().options;
  // A Bill from a work order points at the unit: show it by its place ("Maple Court · Unit 101"), not as "None".
  const place = transaction?.property;
  const properties = {
    options:
      place && !propertyOptions.some((option) => option.value === place.id)
        ? [...propertyOptions, { value: place.id, label: unitLabel({ propertyName: place.parent?.nickname, unitName: place.nickname }) }]
        : propertyOptions,
  };
  const tenants = useTenantOptions(type === 'income');
  const accounts = useAccountOptions();
  const taxRates = useTaxRates();
  const [draft, setDraft] = useState<TransactionDraft>(() => {
    const base = saved ?? initialDraft(type, transaction, propertyId);
    return chosenTaxRateId !== undefined ? { ...base, taxRateId: chosenTaxRateId } : base;
  });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'amount' | 'dueDate', string>>>({});
  const set = (patch: Partial<TransactionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const taxRate = [...taxRates.global, ...taxRates.own].find((rate) => rate.id === draft.taxRateId) ?? null;
  const title = `${transaction ? 'Edit' : 'Add'} ${type}`;

  function chooseTaxRate() {
    // The stack shows one modal at a time: keep this form in its props so it comes back as it was.
    dispatch(modalPropsUpdated({ name: modalName, props: { draft, chosenTaxRateId: undefined } }));
    dispatch(modalOpened({ name: modalNames.chooseTaxRate, props: { targetModal: modalName, selectedId: draft.taxRateId } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!draft.name.trim()) found.name = 'Name is required';
    const amount = moneyInputToNumber(draft.amount);
    if (amount === undefined || amount <= 0) found.amount = 'Enter an amount more than 0, like 1250.50';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate)) found.dueDate = 'Pick the due date';
    setErrors(found);
    if (Object.keys(found).length) return;
    if (transaction) {
      const result = await updateTransaction({ id: transaction.id, input: buildUpdateInput(type, draft) });
      if (!result.error) onClose();
    } else {
      const result = await createTransaction(buildTransactionInput(type, draft));
      if (!result.error) onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput
            label="Name"
            required
            placeholder={type === 'income' ? 'Parking spot, laundry…' : 'Plumber, property tax…'}
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={errors.name}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Amount"
              required
              inputMode="decimal"
              leftSection="$"
              value={draft.amount}
              onChange={(event) => set({ amount: event.currentTarget.value })}
              error={errors.amount}
            />
            <TextInput label="Due date" type="date" required value={draft.dueDate} onChange={(event) => set({ dueDate: event.currentTarget.value })} error={errors.dueDate} />
          </Group>
          <Group grow align="flex-start">
            <Select
              label="Kind"
              allowDeselect={false}
              data={kindsOf[type].map((value) => ({ value, label: transactionKindLabels[value] }))}
              value={draft.kind}
              onChange={(value) => value && set({ kind: value as TransactionKind })}
            />
            <Select label="Property" placeholder="None" clearable searchable data={properties.options} value={draft.propertyId} onChange={(value) => set({ propertyId: value })} />
          </Group>
          <Group grow align="flex-start">
            {type === 'income' && (
              <Select label="Tenant" placeholder="None" clearable searchable data={tenants} value={draft.tenantId} onChange={(value) => set({ tenantId: value })} />
            )}
            <Select
              label="Account"
              placeholder={accounts.length ? 'None' : 'No accounts yet'}
              clearable
              data={accounts}
              value={draft.accountId}
              onChange={(value) => set({ accountId: value })}
            />
          </Group>
          {type === 'expense' && (
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={500}>
                  Tax rate
                </Text>
                <Text size="sm" c="dimmed">
                  {taxRate
                    ? `${taxRate.name} (${taxRate.percentage} %)${moneyInputToNumber(draft.amount) ? ` · included tax ≈ ${formatAmount(((moneyInputToNumber(draft.amount) ?? 0) * taxRate.percentage) / (100 + taxRate.percentage))}` : ''}`
                    : 'No tax'}
                </Text>
              </div>
              <Group gap="xs">
                {taxRate && (
                  <Button variant="subtle" size="xs" onClick={() => set({ taxRateId: null })}>
                    Remove
                  </Button>
                )}
                <Button variant="light" size="xs" onClick={chooseTaxRate}>
                  {taxRate ? 'Change tax rate' : 'Choose tax rate'}
                </Button>
              </Group>
            </Group>
          )}
          {transaction && transaction.paidAmount > 0 && (
            <Alert color="gray" variant="light" p="xs">
              {formatAmount(transaction.paidAmount)} is paid already; the amount can't be less.
            </Alert>
          )}
          <Textarea label="Memo" autosize minRows={2} maxLength={1000} value={draft.memo} onChange={(event) => set({ memo: event.currentTarget.value })} />
          <AttachmentInput label="Invoice and attachments" value={draft.files} onChange={(files) => set({ files })} onUploadingChange={setUploading} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={uploading}>
              {transaction ? 'Save' : title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
