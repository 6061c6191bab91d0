/**
 * /work-orders/inbox — a service provider's one inbox (issue 21 item 8): requests for quotes on
 * landlords' work orders (Send a quote) and the work orders they do (mark done with an invoice),
 * newest activity first, then the window and door projects homeowners asked quotes for (the quotes
 * feature's section). Every "Quote requested" notification and the Get started step lead here or
 * to the request itself; all from the data cache.
 */
import { Anchor, Badge, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import {
  quoteStatusLabels,
  workOrderCategoryLabels,
  workOrderTimingLabels,
  type WorkOrderInboxItem,
} from '@lintel/shared';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useWorkOrderInboxInfiniteQuery } from '../api/work-orders-api.ts';
import { WorkOrderBadges } from '../components/work-order-badges.tsx';
import { formatDate, formatMoney } from '../components/work-order-format.ts';
import { ConfiguratorQuoteRequests } from '../../quotes/index.ts';

function InboxCard({ item }: { item: WorkOrderInboxItem }) {
  const dispatch = useAppDispatch();
  const { workOrder, myQuote, reason } = item;
  const photo = workOrder.attachments.find((file) => file.mimeType.startsWith('image/'));
  const canQuote = reason === 'quoteRequested' && !myQuote && workOrder.status === 'quoteRequested';
  const canComplete = reason === 'assigned' && workOrder.status === 'inProgress';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={workOrder.name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {photo ? (
          <Image src={photo.previewUrl ?? photo.url} alt="" w={88} h={88} radius="sm" fit="cover" visibleFrom="xs" />
        ) : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4">
              <Anchor component={Link} to={paths.workOrder(workOrder.id)} inherit>
                {workOrder.name}
              </Anchor>
            </Title>
            <Badge color={reason === 'assigned' ? 'orange' : 'violet'}>
              {reason === 'assigned' ? 'Your job' : 'Quote requested'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {workOrder.landlordName} · {workOrder.property.name} · {workOrderCategoryLabels[workOrder.category]} ·{' '}
            {workOrderTimingLabels[workOrder.timing]}
          </Text>
          <WorkOrderBadges status={workOrder.status} priority={workOrder.priority} />
          {workOrder.description ? (
            <Text size="sm" lineClamp={2}>
              {workOrder.description}
            </Text>
          ) : null}
          {myQuote ? (
            <Text size="sm">
              Your quote: <strong>{formatMoney(myQuote.total)}</strong> ·{' '}
              {myQuote.declined
                ? 'Declined'
                : myQuote.status === 'converted'
                  ? 'Accepted'
                  : quoteStatusLabels[myQuote.status]}{' '}
              · earliest start {formatDate(myQuote.earliestStart)}
            </Text>
          ) : null}
          <Group gap="xs">
            {canQuote ? (
              <Button
                size="sm"
                onClick={() =>
                  dispatch(
                    modalOpened({
                      name: modalNames.previewQuote,
                      props: { workOrderId: workOrder.id, workOrderName: workOrder.name },
                    }),
                  )
                }
              >
                Send a quote
              </Button>
            ) : null}
            {canComplete ? (
              <Button
                size="sm"
                color="teal"
                onClick={() =>
                  dispatch(
                    modalOpened({
                      name: modalNames.completeWorkOrder,
                      props: { workOrderId: workOrder.id, name: workOrder.name, quotedTotal: myQuote?.total ?? null },
                    }),
                  )
                }
              >
                Mark done with invoice
              </Button>
            ) : null}
            {workOrder.status === 'done' ? (
              <Text size="sm" c="dimmed">
                Waiting for the landlord to confirm.
              </Text>
            ) : null}
            {workOrder.status === 'closed' && workOrder.rating !== null ? (
              <Text size="sm">Rated {workOrder.rating}/5</Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

export default function WorkOrderInboxPage() {
  // Live work-order events invalidate `WorkOrder` tags (lib/live/event-tags.ts): the inbox asks again.
  const { list, controls } = useCachedPagedList(useWorkOrderInboxInfiniteQuery(), 'Failed to get project');
  return (
    <Stack gap="lg">
      <ListHeader
        title="Inbox"
        total={list.pagination?.total}
        noun={['work order', 'work orders']}
        description="Requests for quotes — on landlords' work orders and on window and door projects — and the jobs you do."
      />
      <Stack gap="sm" component="section" aria-label="Work orders">
        <Title order={2} size="h3">
          Work orders
        </Title>
        <PagedListBody
          list={list}
          controls={controls}
          noun="work orders"
          cards={(items) => (
            <Stack gap="md">
              {items.map((item) => (
                <InboxCard key={item.id} item={item} />
              ))}
            </Stack>
          )}
          empty={
            <ListEmpty
              title="No work orders yet"
              text="When a landlord asks you for a quote or assigns you a job, it shows here."
            />
          }
        />
      </Stack>
      <Suspense fallback={<Loader size="sm" aria-label="Loading window and door projects" />}>
        <ConfiguratorQuoteRequests />
      </Suspense>
    </Stack>
  );
}
