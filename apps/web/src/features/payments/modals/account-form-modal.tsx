/** 'Add or edit account' modal (spec point 2): POST /accounts or PUT /accounts/{id}. */
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { moneyAccountTypeLabels, moneyAccountTypes } from '@lintel/shared';
import type { MoneyAccount, MoneyAccountType } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useCreateAccountMutation, useUpdateAccountMutation } from '../api/payments-api.ts';

export default function AccountFormModal({ onClose, account }: StackedModalProps & { account?: MoneyAccount }) {
  const [createAccount, created] = useCreateAccountMutation();
  const [updateAccount, updated] = useUpdateAccountMutation();
  const pending = created.isLoading || updated.isLoading;
  const [name, setName] = useState(account?.name ?? '');
  const [type, setType] = useState<MoneyAccountType>(account?.type ?? 'bank');
  const [institution, setInstitution] = useState(account?.institution ?? '');
  const [last4, setLast4] = useState(account?.last4 ?? '');
  const [currency, setCurrency] = useState(account?.currency ?? 'USD');
  const [isDefault, setIsDefault] = useState(account?.isDefault ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (last4 && !/^\d{4}$/.test(last4)) found.last4 = 'The last 4 digits';
    if (!/^[A-Za-z]{3}$/.test(currency.trim())) found.currency = 'A 3-letter currency code';
    setErrors(found);
    if (Object.keys(found).length) return;
    const common = { name: name.trim(), type, currency: currency.trim().toUpperCase(), isDefault };
    const result = account
      ? await updateAccount({ id: account.id, input: { ...common, institution: institution.trim() || null, last4: last4 || null } })
      : await createAccount({ ...common, ...(institution.trim() ? { institution: institution.trim() } : {}), ...(last4 ? { last4 } : {}) });
    if (!('error' in result)) onClose();
  }

  const title = account ? 'Edit account' : 'Add account';
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <TextInput label="Name" required placeholder="Rent account" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
          <Select
            label="Type"
            allowDeselect={false}
            data={moneyAccountTypes.map((value) => ({ value, label: moneyAccountTypeLabels[value] }))}
            value={type}
            onChange={(value) => value && setType(value as MoneyAccountType)}
          />
          <TextInput label="Bank or institution" value={institution} onChange={(event) => setInstitution(event.currentTarget.value)} />
          <Group grow align="flex-start">
            <TextInput label="Last 4 digits" inputMode="numeric" maxLength={4} value={last4} onChange={(event) => setLast4(event.currentTarget.value.replace(/\D/g, ''))} error={errors.last4} />
            <TextInput label="Currency" maxLength={3} value={currency} onChange={(event) => setCurrency(event.currentTarget.value.toUpperCase())} error={errors.currency} />
          </Group>
          <Checkbox label="Default account for new payments" checked={isDefault} onChange={(event) => setIsDefault(event.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {account ? 'Save' : 'Add account'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
