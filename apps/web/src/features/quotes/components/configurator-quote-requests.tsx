/**
 * The open window and door quote requests (configurator) a service provider receives — those their
 * trades cover, or all when they named none — each with Create quote, or their quote's status once
 * they made one. A section of the provider's one inbox of requests for quotes (issue 21 item 8,
 * features/work-orders' inbox page), from the data cache.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { chatSubjectPath, projectTypeLabels } from '@lintel/shared';
import { coverageOf } from './project-type-name.ts';
import type { ProviderQuoteRequest } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { useOpenQuoteRequestsInfiniteQuery, useProjectTypeNamesQuery } from '../api/quotes-api.ts';
import { RequestSummary } from './request-summary.tsx';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { formatDate, formatMoney } from './quote-format.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';

function RequestCard({ request }: { request: ProviderQuoteRequest }) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`Quote request from ${request.requesterName}`}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          <Title order={3} size="h4">
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
            {request.myQuote.status !== 'draft' && (
              <Button size="xs" variant="light" component={Link} to={chatSubjectPath({ kind: 'quoteRequest', id: request.id })}>
                Message homeowner
              </Button>
            )}
          </Group>
        ) : (
          <Button component={Link} to={paths.quoteNew(request.id)}>
            Create quote
          </Button>
        )}
      </Group>
      <RequestSummary request={request} />
    </Card>
  );
}

/** The configurator requests section of the provider's inbox (its own heading, list and empty state). */
export default function ConfiguratorQuoteRequests() {
  const query = useOpenQuoteRequestsInfiniteQuery();
  const { list, controls } = useCachedPagedList(query, 'Failed to fetch quote requests');
  const lastPage = query.data?.pages.at(-1);
  const names = useProjectTypeNamesQuery(undefined, { skip: !lastPage?.meta.projectTypes?.length }).data;
  return (
    <Stack gap="sm" component="section" aria-label="Window and door projects">
      <div>
        <Title order={2} size="h3">
          Window and door projects
        </Title>
        <Text c="dimmed" size="sm">
          {coverageOf(lastPage?.meta.projectTypes, names)}
        </Text>
      </div>
      <PagedListBody
        list={list}
        controls={controls}
        noun="quote requests"
        cards={(items) => (
          <Stack gap="md">
            {items.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </Stack>
        )}
        empty={<ListEmpty title="No open window or door requests right now" />}
      />
    </Stack>
  );
}
