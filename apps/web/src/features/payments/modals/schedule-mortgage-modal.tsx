/**
 * 'Schedule mortgage' modal (spec point 2): a monthly payment on a due day from a start date
 * (optionally to an end date) becomes a recurring expense (POST /mortgage-schedules).
 */
import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { moneyInputToNumber } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { usePropertyOptions } from '../../../components/ui/property-picker/use-property-places.ts';
import { useScheduleMortgageMutation } from '../api/payments-api.ts';
import { useAccountOptions } from '../components/use-money-lookups.ts';
import { localToday } from '../components/date-range.ts';

export default function ScheduleMortgageModal({ onClose, propertyId: presetProperty }: StackedModalProps & { propertyId?: string }) {
  const [scheduleMortgage, { isLoading: pending }] = useScheduleMortgageMutation();
  const properties = usePropertyOptions();
  const accounts = useAccountOptions();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [dayOfMonth, setDayOfMonth] = useState<number | string>(1);
  const [startDate, setStartDate] = useState(localToday());
  const [endDate, setEndDate] = useState('');
  const [propertyId, setPropertyId] = useState<string | null>(presetProperty ?? null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const value = moneyInputToNumber(amount);
    const day = Number(dayOfMonth);
    if (!name.trim()) found.name = 'The lender or loan name';
    if (value === undefined || value <= 0) found.amount = 'The monthly payment, like 1450.00';
    if (!Number.isInteger(day) || day < 1 || day > 31) found.dayOfMonth = 'A day from 1 to 31';
    if (!startDate) found.startDate = 'Pick the first month';
    if (endDate && endDate < startDate) found.endDate = 'The end date is before the start date';
    setErrors(found);
    if (Object.keys(found).length || value === undefined) return;
    const result = await scheduleMortgage({
        name: name.trim(),
        amount: value,
        dayOfMonth: day,
        startDate,
        ...(endDate ? { endDate } : {}),
        ...(propertyId ? { propertyId } : {}),
        ...(accountId ? { accountId } : {}),
        ...(memo.trim() ? { memo: memo.trim() } : {}),
      });
    if (!result.error) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Schedule mortgage" centered size="lg">
      <form onSubmit={submit} noValidate aria-label="Schedule mortgage">
        <Stack>
          <TextInput label="Lender or loan" required placeholder="First National mortgage" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
          <Group grow align="flex-start">
            <TextInput
              label="Monthly payment"
              required
              inputMode="decimal"
              leftSection="$"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={errors.amount}
            />
            <NumberInput label="Due day of the month" required min={1} max={31} value={dayOfMonth} onChange={setDayOfMonth} error={errors.dayOfMonth} description="31: the last day of shorter months" />
          </Group>
          <Group grow align="flex-start">
            <TextInput label="First payment from" type="date" required value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} error={errors.startDate} />
            <TextInput label="Last payment by" type="date" value={endDate} min={startDate} onChange={(event) => setEndDate(event.currentTarget.value)} error={errors.endDate} description="Leave it empty for no end date" />
          </Group>
          <Group grow align="flex-start">
            <Select label="Property" placeholder="None" clearable searchable data={properties.options} value={propertyId} onChange={setPropertyId} />
            <Select label="Paid from account" placeholder={accounts.length ? 'None' : 'No accounts yet'} clearable data={accounts} value={accountId} onChange={setAccountId} />
          </Group>
          <Textarea label="Memo" autosize minRows={2} maxLength={1000} value={memo} onChange={(event) => setMemo(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Schedule mortgage
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
