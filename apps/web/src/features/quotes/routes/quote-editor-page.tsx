/**
 * /quotes/new/{requestId} and /quotes/{id}/edit — create or edit a quote for a request: an amount or
 * line items, the tax rate (chosen from GET /tax-rates when there are any, else typed), a memo; then
 * the quote review / preview, from which a draft is saved or the quote sent (Draft → Waiting Response).
 */
import { ActionIcon, Alert, Button, Card, Divider, Group, Modal, NumberInput, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { canEditQuote, centsToAmount, quoteStatusFromValue, quoteTotals, usStateSalesTaxName, usStateSalesTaxRates } from '@lintel/shared';
import type { ProviderQuoteRequest, Quote, QuoteLineItem, TaxRate } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { failureMessage } from '../../../lib/data-cache.ts';
import { useCreateQuoteMutation, useQuoteActionMutation, useQuoteEditorQuery, useUpdateQuoteMutation } from '../api/quotes-api.ts';
import { RequestSummary } from '../components/request-summary.tsx';
import { KickOffPanel } from '../components/kick-off-panel.tsx';
import { QuoteStatusBadge } from '../components/quote-status-badge.tsx';
import { formatMoney } from '../components/quote-format.ts';

interface Draft {
  amount: number | '';
  rate: number;
  taxRateId: number | null;
  memo: string;
  lineItems: Array<{ description: string; quantity: number | ''; unitPrice: number | '' }>;
}

const fromQuote = (quote: Quote | null): Draft => ({
  amount: quote && quote.lineItems.length === 0 ? quote.amount : '',
  rate: quote?.rate ?? 0,
  taxRateId: quote?.taxRateId ?? null,
  memo: quote?.memo ?? '',
  lineItems: quote?.lineItems.map((item) => ({ ...item })) ?? [],
});

/** The line items that are filled in, as the API takes them. */
function completeItems(draft: Draft): QuoteLineItem[] {
  return draft.lineItems
    .filter((item) => item.description.trim() && item.quantity !== '' && item.unitPrice !== '')
    .map((item) => ({ description: item.description.trim(), quantity: Number(item.quantity), unitPrice: Number(item.unitPrice) }));
}

function totalsOf(draft: Draft) {
  try {
    const totals = quoteTotals({ amount: draft.amount === '' ? 0 : draft.amount, rate: draft.rate, lineItems: completeItems(draft) });
    return { amount: centsToAmount(totals.amount), taxAmount: centsToAmount(totals.taxAmount), total: centsToAmount(totals.total) };
  } catch {
    return null;
  }
}

function Editor({ request, quote, taxRates }: { request: ProviderQuoteRequest; quote: Quote | null; taxRates: TaxRate[] }) {
  const navigate = useNavigate();
  const [createQuote] = useCreateQuoteMutation();
  const [updateQuote] = useUpdateQuoteMutation();
  const [quoteAction] = useQuoteActionMutation();
  const [draft, setDraft] = useState<Draft>(() => fromQuote(quote));
  const [previewOpen, setPreviewOpen] = useState(false);
  // A US state's sales tax picked as the quote's rate (sent as `rate`; those rates are not records).
  const [usState, setUsState] = useState<string | null>(null);
  const [saving, setSaving] = useState<'draft' | 'send' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = quote ? quoteStatusFromValue(quote.status) : 'draft';
  const editable = canEditQuote(status);
  const totals = totalsOf(draft);
  const items = completeItems(draft);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  function openPreview() {
    if (items.length === 0 && (draft.amount === '' || draft.amount <= 0)) return setError('Give an amount or line items');
    if (!totals) return setError('Amounts have at most two decimals');
    setError(null);
    setPreviewOpen(true);
  }

  async function save(send: boolean) {
    setSaving(send ? 'send' : 'draft');
    const body = {
      memo: draft.memo.trim(),
      lineItems: items,
      ...(items.length === 0 ? { amount: Number(draft.amount) } : {}),
      ...(draft.taxRateId !== null ? { taxRateId: draft.taxRateId } : { rate: draft.rate }),
    };
    // Each write toasts its own failure ('Failed to save quote', spec point 8); the answers go into the cache.
    try {
      if (!quote) {
        await createQuote({ requestId: request.id, ...body, send }).unwrap();
      } else {
        await updateQuote({ id: quote.id, input: { ...body, ...(draft.taxRateId === null ? { taxRateId: null } : {}) } }).unwrap();
        if (send && status === 'draft') await quoteAction({ id: quote.id, action: 'send', error: 'Failed to save quote' }).unwrap();
      }
      toastSuccess(send ? 'Quote sent' : quote && status !== 'draft' ? 'Quote updated' : 'Draft saved');
      navigate(paths.quotes);
    } catch {
      // Already told (the mutation's toast).
    } finally {
      setSaving(null);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{quote ? 'Quote' : 'Create quote'}</Title>
          <Text c="dimmed" size="sm">
            For {request.requesterName}
          </Text>
        </div>
        {quote && <QuoteStatusBadge status={quote.status} />}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            The request
          </Title>
          <RequestSummary request={request} />
          {/* The accepted installer proposes the start date (the job's kick-off). */}
          {status === 'approved' && (
            <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <KickOffPanel side="provider" request={request} />
            </div>
          )}
        </Card>
        <Card withBorder padding="md" radius="md" component="form" aria-label="Quote" onSubmit={(event) => { event.preventDefault(); openPreview(); }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Your price
            </Title>
            {!editable && <Alert color="gray">A {status === 'approved' ? 'approved' : status} quote can no longer be edited.</Alert>}
            <NumberInput
              label="Amount (before tax)"
              prefix="$"
              decimalScale={2}
              thousandSeparator=","
              min={0}
              disabled={!editable || items.length > 0}
              description={items.length > 0 ? 'The sum of the line items' : undefined}
              value={items.length > 0 ? (totals?.amount ?? '') : draft.amount}
              onChange={(value) => change({ amount: value === '' ? '' : Number(value) })}
              error={error}
            />
            <Text size="sm" fw={600}>
              Line items (optional)
            </Text>
            {draft.lineItems.map((item, index) => (
              <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Item ${index + 1}`}
                  placeholder="Casement window, installed"
                  value={item.description}
                  disabled={!editable}
                  onChange={(event) => {
                    const lineItems = [...draft.lineItems];
                    lineItems[index] = { ...item, description: event.currentTarget.value };
                    change({ lineItems });
                  }}
                  style={{ flex: 1 }}
                />
                <NumberInput label="Qty" min={1} w={70} value={item.quantity} disabled={!editable} onChange={(value) => {
                  const lineItems = [...draft.lineItems];
                  lineItems[index] = { ...item, quantity: value === '' ? '' : Number(value) };
                  change({ lineItems });
                }} />
                <NumberInput label="Unit price" prefix="$" decimalScale={2} min={0} w={120} value={item.unitPrice} disabled={!editable} onChange={(value) => {
                  const lineItems = [...draft.lineItems];
                  lineItems[index] = { ...item, unitPrice: value === '' ? '' : Number(value) };
                  change({ lineItems });
                }} />
                <ActionIcon variant="subtle" color="red" aria-label={`Remove item ${index + 1}`} disabled={!editable} mb={6} onClick={() => change({ lineItems: draft.lineItems.filter((_, at) => at !== index) })}>
                  ×
                </ActionIcon>
              </Group>
            ))}
            {editable && (
              <Button variant="subtle" size="xs" w="fit-content" onClick={() => change({ lineItems: [...draft.lineItems, { description: '', quantity: 1, unitPrice: '' }] })}>
                + Add line item
              </Button>
            )}
            {taxRates.length > 0 ? (
              <Select
                label="Tax rate"
                placeholder={draft.rate > 0 ? `${draft.rate}% (custom rate)` : 'No tax'}
                clearable
                disabled={!editable}
                searchable
                value={draft.taxRateId !== null ? String(draft.taxRateId) : usState ? `us:${usState}` : null}
                data={[
                  { group: 'Tax rates', items: taxRates.map((rate) => ({ value: String(rate.id), label: `${rate.name} (${rate.percentage}%)` })) },
                  {
                    // Issue 11 item 17: the global rates are Canada's and Australia's only.
                    group: 'US state sales tax',
                    items: usStateSalesTaxRates.map((rate) => ({ value: `us:${rate.state}`, label: `${usStateSalesTaxName(rate)} (${rate.percentage}%)` })),
                  },
                ]}
                onChange={(value) => {
                  const state = usStateSalesTaxRates.find((rate) => `us:${rate.state}` === value);
                  setUsState(state?.state ?? null);
                  if (state) return change({ taxRateId: null, rate: state.percentage });
                  const chosen = taxRates.find((rate) => String(rate.id) === value);
                  change({ taxRateId: chosen?.id ?? null, rate: chosen?.percentage ?? 0 });
                }}
              />
            ) : (
              <NumberInput label="Tax rate (%)" min={0} max={100} decimalScale={3} disabled={!editable} value={draft.rate} onChange={(value) => change({ rate: Number(value) || 0 })} />
            )}
            <Textarea label="Memo" description="What is included, lead time, warranty…" autosize minRows={3} maxLength={4000} disabled={!editable} value={draft.memo} onChange={(event) => change({ memo: event.currentTarget.value })} />
            {totals && (
              <Text size="sm" c="dimmed" aria-live="polite">
                Total with tax: <b>{formatMoney(totals.total)}</b>
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(-1)}>
                Back
              </Button>
              <Button type="submit">{editable ? 'Preview quote' : 'View quote'}</Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
      <Modal opened={previewOpen} onClose={() => setPreviewOpen(false)} title="Preview quote" size="lg">
        <Stack gap="sm">
          <Text size="sm">
            For <b>{request.requesterName}</b> · {request.models.length} {request.models.length === 1 ? 'opening' : 'openings'} · {request.location.address ?? request.location.area}
          </Text>
          {items.length > 0 && (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Qty</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td>{item.quantity}</Table.Td>
                    <Table.Td ta="right">{formatMoney(item.unitPrice * item.quantity)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {totals && (
            <Stack gap={2}>
              <Group justify="space-between"><Text size="sm">Amount</Text><Text size="sm">{formatMoney(totals.amount)}</Text></Group>
              <Group justify="space-between"><Text size="sm">Tax ({draft.rate}%)</Text><Text size="sm">{formatMoney(totals.taxAmount)}</Text></Group>
              <Divider />
              <Group justify="space-between"><Text fw={700}>Total</Text><Text fw={700}>{formatMoney(totals.total)}</Text></Group>
            </Stack>
          )}
          {draft.memo.trim() && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{draft.memo.trim()}</Text>}
          {editable && (
            <Group justify="flex-end" mt="sm">
              {status === 'draft' ? (
                <>
                  <Button variant="default" loading={saving === 'draft'} disabled={saving !== null} onClick={() => void save(false)}>
                    Save draft
                  </Button>
                  <Button loading={saving === 'send'} disabled={saving !== null} onClick={() => void save(true)}>
                    Send quote
                  </Button>
                </>
              ) : (
                <Button loading={saving === 'draft'} onClick={() => void save(false)}>
                  Save changes
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}

export default function QuoteEditorPage() {
  const { requestId, id } = useParams();
  // Spec: choose a tax rate only when there are tax rates on the server (features/quotes/api/quotes-api.ts).
  const data = useQuoteEditorQuery({ id, requestId });
  if (data.isError && !data.data && !(data.error as { aborted?: boolean } | undefined)?.aborted) {
    return (
      <Alert color="red" role="alert" title="Could not load the quote">
        {failureMessage(data.error, 'Failed to fetch quote')}
      </Alert>
    );
  }
  if (!data.data) return <Skeleton height={320} role="status" aria-label="Loading quote" />;
  return <Editor key={data.data.quote?.id ?? data.data.request.id} request={data.data.request} quote={data.data.quote} taxRates={data.data.taxRates} />;
}
