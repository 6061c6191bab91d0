/**
 * /quotes — a service provider's quotes (spec point 2 "quotes with statistics", "Quote list with a row
 * action menu per status"): statistics cards over a range, a status filter, the list from page 0
 * (spec point 7) with load more, and the row menu of spec point 4 (results: docs/decisions/004-quotes.md).
 */
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
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
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { downloadQuotePdf, getQuoteStatistics, getQuotes, postQuoteAction } from '../api/quote-calls.ts';
import type { QuoteActionPath } from '../api/quote-calls.ts';
import { useRemote } from '../components/use-remote.ts';
import { StatisticCard } from '../components/statistic-card.tsx';
import { QuoteRowMenu } from '../components/quote-row-menu.tsx';
import { QuoteStatusBadge } from '../components/quote-status-badge.tsx';
import { formatDate, formatMoney } from '../components/quote-format.ts';

const actionPaths: Partial<Record<QuoteRowAction, QuoteActionPath>> = { followUp: 'follow-up', archive: 'archive', restore: 'restore' };
const doneMessages: Partial<Record<QuoteRowAction, string>> = {
  followUp: 'Follow-up sent',
  archive: 'Quote archived',
  restore: 'Quote restored',
};

export default function QuotesPage() {
  const navigate = useNavigate();
  const [range, setRange] = useState<QuoteStatisticsRange>(DEFAULT_QUOTE_STATISTICS_RANGE);
  const [status, setStatus] = useState<QuoteStatus | undefined>();
  const [pages, setPages] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);
  const statistics = useRemote((signal) => getQuoteStatistics(range, signal), 'Failed to fetch statistics', [range]);
  // Spec point 7: the first page is page 0; "load more" asks for the pages after it.
  const list = useRemote(
    async (signal) => {
      const first = await getQuotes({ page: 0, size: QUOTES_PAGE_SIZE, status }, signal);
      const rest = [];
      for (let page = 2; page <= pages; page += 1) rest.push(await getQuotes({ page, size: QUOTES_PAGE_SIZE, status }, signal));
      return { results: [...first.results, ...rest.flatMap((next) => next.results)], pagination: (rest.at(-1) ?? first).pagination };
    },
    'Failed to fetch quotes',
    [status, pages],
  );

  async function act(quote: Quote, action: QuoteRowAction) {
    if (action === 'edit') return navigate(paths.quoteEdit(quote.id));
    setBusyId(quote.id);
    try {
      if (action === 'export') {
        await downloadQuotePdf(quote.id);
        return;
      }
      const updated = await postQuoteAction(quote.id, actionPaths[action]!);
      list.setData((current) =>
        current && {
          ...current,
          results: current.results
            .map((item) => (item.id === updated.id ? updated : item))
            .filter((item) => !status || item.status === status),
        },
      );
      toastSuccess(doneMessages[action]!);
      statistics.reload();
    } catch (error) {
      failWith(error, 'Failed to update quote');
    } finally {
      setBusyId(null);
    }
  }

  const results = list.data?.results ?? [];
  const pagination = list.data?.pagination;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Quotes</Title>
          {pagination && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {pagination.total} {pagination.total === 1 ? 'quote' : 'quotes'}
            </Text>
          )}
        </div>
        <Button component={Link} to={paths.quoteRequestsInbox}>
          Quote requests
        </Button>
      </Group>
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
            <StatisticCard key={key} label={quoteStatisticLabels[key]} statistic={statistics.data![key]} money={key === 'total'} />
          ))}
        </SimpleGrid>
      ) : statistics.status === 'rejected' ? (
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
      <Card withBorder padding="sm">
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          value={status ?? null}
          data={quoteStatuses.map((value) => ({ value, label: quoteStatusLabels[value] }))}
          onChange={(value) => {
            setStatus((value as QuoteStatus | null) ?? undefined);
            setPages(1);
          }}
          maw={240}
        />
      </Card>
      {list.status === 'rejected' && (
        <Alert color="red" role="alert" title="Could not load quotes">
          <Text mb="sm">{list.error}</Text>
          <Button size="xs" onClick={list.reload}>
            Retry
          </Button>
        </Alert>
      )}
      {list.status === 'pending' && !list.data && (
        <Stack gap="xs" role="status" aria-label="Loading quotes">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Stack>
      )}
      {list.data && results.length === 0 && (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            {status ? `No ${quoteStatusLabels[status]} quotes.` : 'No quotes yet. Answer a quote request to make your first one.'}
          </Text>
        </Card>
      )}
      {results.length > 0 && (
        <div style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
          <Table verticalSpacing="sm" highlightOnHover miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>For</Table.Th>
                <Table.Th>Openings</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <span className="skip-link">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.quoteEdit(quote.id)} fw={600}>
                      {quote.requesterName}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end" maw={240}>
                      {quote.address}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {quote.modelsCount} · {quote.projectTypes.map((type) => projectTypeLabels[type]).join(', ')}
                  </Table.Td>
                  <Table.Td>{formatMoney(quote.total)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(quote.sentAt)}</Table.Td>
                  <Table.Td>
                    <QuoteStatusBadge status={quote.status} />
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <QuoteRowMenu status={quote.status} label={quote.requesterName} busy={busyId === quote.id} onAction={(action) => void act(quote, action)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {pagination && pagination.page < pagination.totalPages && (
        <Group justify="center">
          <Button variant="default" loading={list.status === 'pending'} onClick={() => setPages((value) => value + 1)}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
