/**
 * 'Preview quote' modal: a service provider writes their quote for a work order — line items, tax
 * rate, earliest start, a note — sees the totals as the landlord will, and sends it
 * (POST /work-order-quotes; it arrives as Waiting Response).
 */
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { centsToAmount, quoteTotals } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useSubmitQuoteMutation } from '../api/work-orders-api.ts';
import { formatMoney, todayInput } from '../components/work-order-format.ts';

interface Line {
  description: string;
  quantity: number;
  unitPrice: number;
}

export default function PreviewQuoteModal({
  onClose,
  workOrderId,
  workOrderName,
}: StackedModalProps & { workOrderId: string; workOrderName: string }) {
  const [submitQuote] = useSubmitQuoteMutation();
  const [lines, setLines] = useState<Line[]>([{ description: '', quantity: 1, unitPrice: 0 }]);
  const [rate, setRate] = useState(0);
  const [earliestStart, setEarliestStart] = useState(todayInput());
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const valid = lines.filter((line) => line.description.trim() && line.quantity >= 1);
  const totals = quoteTotals({ amount: 0, rate, lineItems: valid });
  const change = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  async function send() {
    if (valid.length === 0) return setError('Add at least one line item with a description');
    if (!earliestStart) return setError('Give the earliest start date');
    setError(null);
    setSending(true);
    const result = await submitQuote({
      workOrderId,
      lineItems: valid.map((line) => ({
        description: line.description.trim(),
        quantity: line.quantity,
        unitPrice: Math.round(line.unitPrice * 100) / 100,
      })),
      rate,
      earliestStart,
      memo: memo.trim(),
    });
    setSending(false);
    if (!result.error) {
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Quote for ${workOrderName}`} size="lg">
      <Stack>
        {lines.map((line, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={index === 0 ? 'Item' : undefined}
              aria-label={`Item ${index + 1}`}
              placeholder="Labour, parts…"
              value={line.description}
              onChange={(event) => change(index, { description: event.currentTarget.value })}
              style={{ flex: '3 1 200px' }}
            />
            <NumberInput
              label={index === 0 ? 'Qty' : undefined}
              aria-label={`Quantity ${index + 1}`}
              min={1}
              max={10000}
              allowDecimal={false}
              value={line.quantity}
              onChange={(value) => change(index, { quantity: Number(value) || 1 })}
              style={{ flex: '1 1 70px' }}
            />
            <NumberInput
              label={index === 0 ? 'Unit price' : undefined}
              aria-label={`Unit price ${index + 1}`}
              min={0}
              decimalScale={2}
              prefix="$"
              value={line.unitPrice}
              onChange={(value) => change(index, { unitPrice: Number(value) || 0 })}
              style={{ flex: '1 1 110px' }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove item ${index + 1}`}
              disabled={lines.length === 1}
              onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
              mb={4}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          onClick={() => setLines((current) => [...current, { description: '', quantity: 1, unitPrice: 0 }])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add item
        </Button>
        <Group grow>
          <NumberInput
            label="Tax rate (%)"
            min={0}
            max={100}
            decimalScale={3}
            value={rate}
            onChange={(value) => setRate(Number(value) || 0)}
          />
          <TextInput
            label="Earliest start"
            type="date"
            required
            value={earliestStart}
            onChange={(event) => setEarliestStart(event.currentTarget.value)}
          />
        </Group>
        <Textarea
          label="Note to the landlord"
          autosize
          minRows={2}
          maxLength={4000}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
        />
        <Divider label="Preview" labelPosition="left" />
        <Group justify="space-between">
          <Text size="sm">
            Subtotal {formatMoney(centsToAmount(totals.amount))} · Tax {formatMoney(centsToAmount(totals.taxAmount))}
          </Text>
          <Text fw={700} data-testid="quote-preview-total">
            Total {formatMoney(centsToAmount(totals.total))}
          </Text>
        </Group>
        {error ? (
          <Text c="red" size="sm">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={sending}>
            Send quote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
