/** Create a lease-form template: name, fees of the three types (each at most once), clauses, default terms. */
import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  depositTermLabels,
  depositTerms,
  leaseFeeTypeLabels,
  leaseFeeTypes,
  leaseTermLabels,
  leaseTerms,
  rentPayTypeLabels,
  rentPayTypes,
} from '@lintel/shared';
import type { CreateLeaseTemplateInput, DepositTerm, LeaseFeeType, LeaseTerm, RentPayType } from '@lintel/shared';

type Num = number | '';
const num = (value: string | number): Num => (value === '' ? '' : Number(value));

export function TemplateForm({ pending, onSubmit, onCancel }: { pending: boolean; onSubmit: (input: CreateLeaseTemplateInput) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [fees, setFees] = useState<Record<LeaseFeeType, { enabled: boolean; amount: Num }>>({
    moveInFee: { enabled: false, amount: '' },
    moveOutFee: { enabled: false, amount: '' },
    oneTimePetFee: { enabled: false, amount: '' },
  });
  const [clauses, setClauses] = useState<{ key: number; title: string; body: string }[]>([]);
  const [term, setTerm] = useState<LeaseTerm | null>(null);
  const [rentAmount, setRentAmount] = useState<Num>('');
  const [depositValue, setDepositValue] = useState<Num>('');
  const [depositTerm, setDepositTerm] = useState<DepositTerm | null>(null);
  const [rentPayType, setRentPayType] = useState<RentPayType | null>(null);
  const [lateFee, setLateFee] = useState<{ enabled: boolean; amount: Num; dueDays: Num }>({ enabled: false, amount: '', dueDays: 5 });
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = 'Name is required';
    for (const type of leaseFeeTypes) if (fees[type].enabled && fees[type].amount === '') next[type] = 'Enter the amount';
    clauses.forEach((clause, index) => {
      if (!clause.title.trim()) next[`clauseTitle${index}`] = 'Clause title is required';
      if (!clause.body.trim()) next[`clauseBody${index}`] = 'Clause text is required';
    });
    if (lateFee.enabled && lateFee.amount === '') next.lateFee = 'Enter the late fee';
    setErrors(next);
    if (Object.keys(next).length) return;
    const defaultTerms: NonNullable<CreateLeaseTemplateInput['defaultTerms']> = {
      ...(term ? { term } : {}),
      ...(rentAmount !== '' ? { rentAmount } : {}),
      ...(depositValue !== '' ? { depositValue } : {}),
      ...(depositTerm ? { depositTerm } : {}),
      ...(rentPayType ? { rentPayType } : {}),
      ...(lateFee.enabled && lateFee.amount !== '' ? { lateFee: { amount: lateFee.amount, amountType: 'fixed' as const, dueDays: Number(lateFee.dueDays || 0) } } : {}),
    };
    onSubmit({
      name: name.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      fees: leaseFeeTypes.filter((type) => fees[type].enabled).map((type) => ({ type, amount: Number(fees[type].amount) })),
      clauses: clauses.map((clause) => ({ title: clause.title.trim(), body: clause.body.trim() })),
      defaultTerms,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New lease template">
      <Stack>
        <TextInput label="Template name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
        <Textarea label="Description" autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Text fw={650} size="sm">
          One-time fees
        </Text>
        {leaseFeeTypes.map((type) => (
          <Group key={type} align="flex-end" gap="sm">
            <Checkbox
              label={leaseFeeTypeLabels[type]}
              checked={fees[type].enabled}
              onChange={(e) => {
                const enabled = e.currentTarget.checked;
                setFees((current) => ({ ...current, [type]: { ...current[type], enabled } }));
              }}
              style={{ flex: '1 1 160px' }}
            />
            <NumberInput
              label={`${leaseFeeTypeLabels[type]} amount`}
              prefix="$"
              min={0}
              decimalScale={2}
              disabled={!fees[type].enabled}
              value={fees[type].amount}
              onChange={(value) => setFees((current) => ({ ...current, [type]: { ...current[type], amount: num(value) } }))}
              error={errors[type]}
              style={{ flex: '1 1 160px' }}
            />
          </Group>
        ))}
        <Text fw={650} size="sm">
          Default terms
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Term" placeholder="Any" clearable data={leaseTerms.map((value) => ({ value, label: leaseTermLabels[value] }))} value={term} onChange={(value) => setTerm(value as LeaseTerm | null)} />
          <NumberInput label="Rent" prefix="$" min={0} decimalScale={2} value={rentAmount} onChange={(value) => setRentAmount(num(value))} />
          <Select label="Rent is paid" placeholder="Any" clearable data={rentPayTypes.map((value) => ({ value, label: rentPayTypeLabels[value] }))} value={rentPayType} onChange={(value) => setRentPayType(value as RentPayType | null)} />
          <NumberInput label="Deposit" prefix="$" min={0} decimalScale={2} value={depositValue} onChange={(value) => setDepositValue(num(value))} />
          <Select label="Deposit terms" placeholder="Any" clearable data={depositTerms.map((value) => ({ value, label: depositTermLabels[value] }))} value={depositTerm} onChange={(value) => setDepositTerm(value as DepositTerm | null)} />
        </SimpleGrid>
        <Switch label="Late fee" checked={lateFee.enabled} onChange={(e) => setLateFee({ ...lateFee, enabled: e.currentTarget.checked })} />
        {lateFee.enabled && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Late fee amount" prefix="$" min={0} decimalScale={2} value={lateFee.amount} onChange={(value) => setLateFee({ ...lateFee, amount: num(value) })} error={errors.lateFee} />
            <NumberInput label="Grace days" min={0} max={60} allowDecimal={false} value={lateFee.dueDays} onChange={(value) => setLateFee({ ...lateFee, dueDays: num(value) })} />
          </SimpleGrid>
        )}
        <Text fw={650} size="sm">
          Clauses
        </Text>
        {clauses.map((clause, index) => (
          <Stack key={clause.key} gap={6} className="template-clause">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={`Clause ${index + 1} title`}
                value={clause.title}
                onChange={(e) => {
                  const title = e.currentTarget.value;
                  setClauses((current) => current.map((row) => (row.key === clause.key ? { ...row, title } : row)));
                }}
                error={errors[`clauseTitle${index}`]}
              />
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Remove clause ${index + 1}`} onClick={() => setClauses((current) => current.filter((row) => row.key !== clause.key))}>
                ×
              </ActionIcon>
            </Group>
            <Textarea
              label={`Clause ${index + 1} text`}
              autosize
              minRows={2}
              value={clause.body}
              onChange={(e) => {
                const body = e.currentTarget.value;
                setClauses((current) => current.map((row) => (row.key === clause.key ? { ...row, body } : row)));
              }}
              error={errors[`clauseBody${index}`]}
            />
          </Stack>
        ))}
        <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setClauses((current) => [...current, { key: Date.now() + current.length, title: '', body: '' }])}>
          + Add clause
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Create template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
