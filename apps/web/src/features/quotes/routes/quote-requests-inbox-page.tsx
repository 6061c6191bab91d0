/**
 * /quotes/requests — the open quote requests a service provider receives (those their trades cover,
 * or all when they named none), each with Create quote, or their quote's status once they made one.
 */
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { projectTypeLabels } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { getOpenQuoteRequests } from '../api/quote-calls.ts';
import { useRemote } from '../components/use-remote.ts';
import { RequestSummary } from '../components/request-summary.tsx';
import { QuoteStatusBadge } from '../components/quote-status-badge.tsx';
import { formatDate, formatMoney } from '../components/quote-format.ts';

const PAGE_SIZE = 10;

export default function QuoteRequestsInboxPage() {
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const inbox = useRemote((signal) => getOpenQuoteRequests({ page: 1, pageSize }, signal), 'Failed to fetch quote requests', [pageSize]);
  const covered = inbox.data?.meta.projectTypes;
  const pagination = inbox.data?.pagination;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Quote requests</Title>
          <Text c="dimmed" size="sm">
            {covered === undefined
              ? 'Requests from homeowners and property managers.'
              : covered === null
                ? 'Every open request (add trades to your company to narrow this list).'
                : covered.length === 0
                  ? 'Your trades match no configurable project type.'
                  : `Open requests for ${covered.map((key) => projectTypeLabels[key as keyof typeof projectTypeLabels] ?? key).join(', ')}.`}
          </Text>
        </div>
        <Button variant="default" component={Link} to={paths.quotes}>
          My quotes
        </Button>
      </Group>
      {inbox.status === 'rejected' && (
        <Alert color="red" role="alert" title="Could not load quote requests">
          <Text mb="sm">{inbox.error}</Text>
          <Button size="xs" onClick={inbox.reload}>
            Retry
          </Button>
        </Alert>
      )}
      {!inbox.data && inbox.status !== 'rejected' && (
        <Stack role="status" aria-label="Loading quote requests">
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Stack>
      )}
      {inbox.data?.results.length === 0 && (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            No open quote requests right now.
          </Text>
        </Card>
      )}
      {inbox.data?.results.map((request) => (
        <Card key={request.id} withBorder padding="md" radius="md" component="article" aria-label={`Quote request from ${request.requesterName}`}>
          <Group justify="space-between" align="flex-start" mb="xs">
            <div>
              <Title order={2} size="h4">
                {request.requesterName}
              </Title>
              <Text size="sm" c="dimmed">
                {request.models.length} {request.models.length === 1 ? 'opening' : 'openings'} ·{' '}
                {request.projectTypes.map((type) => projectTypeLabels[type]).join(', ')} · requested {formatDate(request.createdAt)}
              </Text>
            </div>
            {request.myQuote ? (
              <Group gap="xs">
                <QuoteStatusBadge status={request.myQuote.status} />
                <Text size="sm" fw={600}>
                  {formatMoney(request.myQuote.total)}
                </Text>
                <Button size="xs" variant="default" component={Link} to={paths.quoteEdit(request.myQuote.id)}>
                  Open quote
                </Button>
              </Group>
            ) : (
              <Button component={Link} to={paths.quoteNew(request.id)}>
                Create quote
              </Button>
            )}
          </Group>
          <RequestSummary request={request} />
        </Card>
      ))}
      {pagination && pagination.page < pagination.totalPages && (
        <Group justify="center">
          <Button variant="default" onClick={() => setPageSize((size) => Math.min(size + PAGE_SIZE, 100))}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
