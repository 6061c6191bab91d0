/**
 * /quotes — a service provider's quotes (spec point 2 "quotes with statistics", "Quote list with a row
 * action menu per status"): statistics cards over a range, a status filter, the list from page 0
 * (spec point 7) with load more, and the row menu of spec point 4 (results: docs/decisions/004-quotes.md).
 */
import { Anchor, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_QUOTE_STATISTICS_RANGE,
  QUOTES_PAGE_SIZE,
  dateRangePresetLabels,
  projectTypeLabels,
  quoteStatisticKeys,
  quoteStatisticLabels,
  quoteStatisticsRanges,
  quoteStatuses,
  quoteStatusLabels,
} from '@lintel/shared';
import type { Quote, QuoteRowAction, QuoteStatisticsRange, QuoteStatus } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { failWith } from '../../../lib/toast.ts';
import {
  downloadQuotePdf,
  useQuoteActionMutation,
  useQuoteStatisticsQuery,
  useQuotesInfiniteQuery,
} from '../api/quotes-api.ts';
import type { QuoteActionPath } from '../api/quotes-api.ts';
import { StatisticCard } from '../components/statistic-card.tsx';
import { QuoteRowMenu } from '../components/quote-row-menu.tsx';
import { QuoteStatusBadge } from '../components/quote-status-badge.tsx';
import { formatDate, formatMoney } from '../components/quote-format.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';

const actionPaths: Partial<Record<QuoteRowAction, QuoteActionPath>> = {
  followUp: 'follow-up',
  archive: 'archive',
  restore: 'restore',
};
const doneMessages: Partial<Record<QuoteRowAction, string>> = {
  followUp: 'Follow-up sent',
  archive: 'Quote archived',
  restore: 'Quote restored',
};

interface QuoteRowsProps {
  items: Quote[];
  busyId: string | null;
  onAction: (quote: Quote, action: QuoteRowAction) => void;
}

function QuoteFor({ quote }: { quote: Quote }) {
  // A work-order quote (issue 21 item 14) opens its work order; a configurator quote its editor.
  return (
    <>
      <Anchor
        component={Link}
        to={quote.workOrder ? paths.workOrder(quote.workOrder.id) : paths.quoteEdit(quote.id)}
        fw={600}
      >
        {quote.requesterName}
      </Anchor>
      <Text size="xs" c="dimmed" truncate="end" maw={240}>
        {quote.address}
      </Text>
    </>
  );
}

const openingsOf = (quote: Quote) =>
  quote.workOrder
    ? `Work order: ${quote.workOrder.name}`
    : `${quote.modelsCount} · ${quote.projectTypes.map((type) => projectTypeLabels[type]).join(', ')}`;

function QuoteTable({ items, busyId, onAction }: QuoteRowsProps) {
  const columns: VirtualColumn<Quote>[] = [
    { key: 'for', header: 'For', cell: (quote) => <QuoteFor quote={quote} /> },
    { key: 'openings', header: 'What', cell: openingsOf },
    { key: 'total', header: 'Total', cell: (quote) => formatMoney(quote.total) },
    { key: 'sent', header: 'Sent', cell: (quote) => formatDate(quote.sentAt) },
    { key: 'status', header: 'Status', cell: (quote) => <QuoteStatusBadge status={quote.status} /> },
    {
      key: 'actions',
      header: <span className="skip-link">Actions</span>,
      align: 'right',
      cell: (quote) => (
        <QuoteRowMenu
          status={quote.status}
          label={quote.workOrder ? `${quote.requesterName}: ${quote.workOrder.name}` : quote.requesterName}
          isWorkOrderQuote={quote.workOrder !== null}
          busy={busyId === quote.id}
          onAction={(action) => onAction(quote, action)}
        />
      ),
    },
  ];
  return <VirtualTable items={items} columns={columns} caption="Quotes" getKey={(quote) => quote.id} rowHeight={66} />;
}

export default function QuotesPage() {
  const navigate = useNavigate();
  const [range, setRange] = useState<QuoteStatisticsRange>(DEFAULT_QUOTE_STATISTICS_RANGE);
  const [filters, setFilters] = useState<{ status?: QuoteStatus | undefined }>({});
  const [busyId, setBusyId] = useState<string | null>(null);
  const statistics = useQuoteStatisticsQuery(range);
  const status = filters.status;
  // Spec point 7: the first page is page 0; "load more" asks for the pages after it.
  const { list, controls } = useCachedPagedList(
    useQuotesInfiniteQuery({ ...filters, size: QUOTES_PAGE_SIZE }),
    'Failed to fetch quotes',
  );
  const [quoteAction] = useQuoteActionMutation();

  async function act(quote: Quote, action: QuoteRowAction) {
    if (action === 'edit') return navigate(paths.quoteEdit(quote.id));
    setBusyId(quote.id);
    try {
      if (action === 'export') await downloadQuotePdf(quote.id);
      // The answer replaces the row and the statistics are asked again (features/quotes/api/quotes-api.ts).
      else
        await quoteAction({
          id: quote.id,
          action: actionPaths[action]!,
          error: 'Failed to update quote',
          success: doneMessages[action]!,
        })
          .unwrap()
          .catch(() => null);
    } catch (error) {
      failWith(error, 'Failed to update quote');
    } finally {
      setBusyId(null);
    }
  }

  const onAction = (quote: Quote, action: QuoteRowAction) => void act(quote, action);
  return (
    <Stack gap="md">
      <ListHeader
        title="Quotes"
        total={list.pagination?.total}
        noun={['quote', 'quotes']}
        action={
          <Button component={Link} to={paths.workOrderInbox}>
            Requests for quotes
          </Button>
        }
      />
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Statistics
        </Title>
        <Select
          label="Period"
          allowDeselect={false}
          value={range}
          data={quoteStatisticsRanges.map((value) => ({ value, label: dateRangePresetLabels[value] }))}
          onChange={(value) => value && setRange(value as QuoteStatisticsRange)}
          w={180}
        />
      </Group>
      {statistics.data ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {quoteStatisticKeys.map((key) => (
            <StatisticCard
              key={key}
              label={quoteStatisticLabels[key]}
              statistic={statistics.data![key]}
              money={key === 'total'}
            />
          ))}
        </SimpleGrid>
      ) : statistics.isError && !(statistics.error as { aborted?: boolean } | undefined)?.aborted ? (
        <Text c="dimmed" size="sm">
          Statistics are not available right now.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label="Loading statistics">
          {quoteStatisticKeys.map((key) => (
            <Skeleton key={key} height={104} />
          ))}
        </SimpleGrid>
      )}
      <ListToolbar
        activeFilters={status ? 1 : 0}
        filters={
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            value={status ?? null}
            data={quoteStatuses.map((value) => ({ value, label: quoteStatusLabels[value] }))}
            onChange={(value) => setFilters(value ? { status: value as QuoteStatus } : {})}
            style={{ flex: '1 1 180px', maxWidth: 240 }}
          />
        }
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="quotes"
        table={(items) => <QuoteTable items={items} busyId={busyId} onAction={onAction} />}
        empty={
          status ? (
            <ListEmpty title={`No ${quoteStatusLabels[status]} quotes`} />
          ) : (
            <ListEmpty title="No quotes yet" text="Answer a quote request to make your first one." />
          )
        }
      />
    </Stack>
  );
}
