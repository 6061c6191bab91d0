/**
 * /quote-requests (and /quote-requests/{id}, the e-mailed link) — a homeowner's or property
 * manager's quote requests with the quotes service providers sent, and Accept on each while the
 * request is open (the quote becomes Approved, the projects move to Quote Accepted).
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { chatSubjectPath, projectTypeLabels } from '@lintel/shared';
import type { QuoteRequest, ReceivedQuote } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useAcceptQuoteMutation, useQuoteRequestsInfiniteQuery } from '../api/quotes-api.ts';
import { RequestSummary } from '../components/request-summary.tsx';
import { KickOffPanel } from '../components/kick-off-panel.tsx';
import { QuoteStatusBadge } from '../components/quote-status-badge.tsx';
import { formatDate, formatMoney, requestStatusLabel } from '../components/quote-format.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

function ReceivedQuoteCard({ request, quote, onAccept, busy }: { request: QuoteRequest; quote: ReceivedQuote; onAccept: () => void; busy: boolean }) {
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label={`Quote from ${quote.providerName}`}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={600}>{quote.providerName}</Text>
          <Text size="xs" c="dimmed">
            Sent {formatDate(quote.sentAt)}
            {quote.followedUpAt ? ` · followed up ${formatDate(quote.followedUpAt)}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <QuoteStatusBadge status={quote.status} />
          <Text fw={700} fz="lg">
            {formatMoney(quote.total)}
          </Text>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {formatMoney(quote.amount)} + tax {quote.rate}% ({formatMoney(quote.taxAmount)})
      </Text>
      {quote.lineItems.length > 0 && (
        <Text size="sm" mt={4}>
          {quote.lineItems.map((item) => `${item.description} × ${item.quantity}`).join(' · ')}
        </Text>
      )}
      {quote.memo && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {quote.memo}
        </Text>
      )}
      {request.status === 'open' && quote.status === 'waiting-response' && (
        <Group justify="flex-end" mt="xs">
          <Button size="xs" loading={busy} onClick={onAccept}>
            Accept quote
          </Button>
        </Group>
      )}
    </Card>
  );
}

export default function QuoteRequestsPage() {
  const { id: focusId } = useParams();
  const [confirming, setConfirming] = useState<{ request: QuoteRequest; quote: ReceivedQuote } | null>(null);
  const { list, controls } = useCachedPagedList(useQuoteRequestsInfiniteQuery(), 'Failed to fetch quote requests');
  const [acceptQuote, accepting] = useAcceptQuoteMutation();
  const busy = accepting.isLoading ? (accepting.originalArgs?.quoteId ?? null) : null;

  async function accept(request: QuoteRequest, quote: ReceivedQuote) {
    // The answer (the request with its quotes) replaces the cached request (features/quotes/api/quotes-api.ts).
    const updated = await acceptQuote({ requestId: request.id, quoteId: quote.id, providerName: quote.providerName }).unwrap().catch(() => null);
    if (updated) setConfirming(null);
  }

  // The request an e-mailed link points at comes first.
  const requestCards = (items: QuoteRequest[]) =>
    [...items]
      .sort((a, b) => Number(b.id === focusId) - Number(a.id === focusId))
      .map((request) => (
        <Card key={request.id} withBorder padding="md" radius="md" component="article" aria-label={`Quote request of ${formatDate(request.createdAt)}`}>
          <Group justify="space-between" align="flex-start" mb="xs">
            <div>
              <Title order={2} size="h4">
                {request.projectTypes.map((type) => projectTypeLabels[type]).join(', ')} · {request.models.length}{' '}
                {request.models.length === 1 ? 'opening' : 'openings'}
              </Title>
              <Text size="sm" c="dimmed">
                Requested {formatDate(request.createdAt)}
              </Text>
            </div>
            <StatusBadge color={request.status === 'open' ? 'blue' : 'teal'}>
              {requestStatusLabel(request)}
            </StatusBadge>
          </Group>
          <RequestSummary request={request} />
          {request.status === 'accepted' && (
            <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <KickOffPanel side="requester" request={request} />
            </div>
          )}
          <Group justify="space-between" mt="md" mb="xs">
            <Title order={3} size="h5">
              Quotes ({request.quotes.length})
            </Title>
            {request.quotes.length > 0 && (
              <Button size="xs" variant="light" component={Link} to={chatSubjectPath({ kind: 'quoteRequest', id: request.id })}>
                Message installers
              </Button>
            )}
          </Group>
          {request.quotes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No quotes yet. Installers are told about your request; you get an e-mail for each quote.
            </Text>
          ) : (
            <Stack gap="xs">
              {request.quotes.map((quote) => (
                <ReceivedQuoteCard key={quote.id} request={request} quote={quote} busy={busy === quote.id} onAccept={() => setConfirming({ request, quote })} />
              ))}
            </Stack>
          )}
        </Card>
      ));

  return (
    <Stack gap="md">
      <ListHeader
        title="Quote requests"
        total={undefined}
        noun={['quote request', 'quote requests']}
        description="Quotes installers sent for your windows and doors."
        action={
          <Button variant="default" component={Link} to={paths.configuratorProjects}>
            Projects
          </Button>
        }
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="quote requests"
        cards={(items) => <Stack gap="md">{requestCards(items)}</Stack>}
        empty={
          <ListEmpty
            title="You have not requested quotes yet"
            action={
              <Button component={Link} to={paths.configurator}>
                Configure a window or door
              </Button>
            }
          />
        }
      />
      <ConfirmDialog
        opened={confirming !== null}
        title="Accept this quote?"
        message={
          confirming
            ? `Accept the quote of ${formatMoney(confirming.quote.total)} from ${confirming.quote.providerName}? Other quotes for this request can then no longer be accepted.`
            : ''
        }
        confirmLabel="Accept"
        loading={busy !== null}
        onConfirm={() => confirming && void accept(confirming.request, confirming.quote)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
