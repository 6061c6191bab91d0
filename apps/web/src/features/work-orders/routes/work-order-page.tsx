/**
 * /work-orders/:id — one work order: details, photos and files, assignees, the providers asked, the
 * quotes side by side (accept with a confirmation), completion with the invoice, and the rating.
 * A landlord acts on it; a service provider asked to quote answers here ("Send a quote": the "Quote
 * requested" notification opens this page, issue 21 item 8), or from their inbox.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Rating, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  chatSubjectPath,
  workOrderCategoryLabels,
  workOrderSourceLabels,
  workOrderTimingLabels,
  type WorkOrder,
} from '@lintel/shared';
import { queryView } from '../../../lib/data-cache.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { liveClient } from '../../../lib/live/live.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import {
  useAddAssigneeMutation,
  useAssigneeContactsQuery,
  useWorkOrderQuery,
  useWorkOrderQuotesQuery,
} from '../api/work-orders-api.ts';
import { WorkOrderBadges } from '../components/work-order-badges.tsx';
import { QuoteComparison } from '../components/quote-comparison.tsx';
import { FileGallery } from '../components/file-gallery.tsx';
import { AskedProviders } from '../components/asked-providers.tsx';
import { formatDate, formatMoney } from '../components/work-order-format.ts';

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** Assign one of the landlord's contacts, or a Lintel provider who was asked to quote. */
function AssignContact({ workOrder }: { workOrder: WorkOrder }) {
  const contacts = useAssigneeContactsQuery().data?.results ?? [];
  const [addAssignee, { isLoading: saving }] = useAddAssigneeMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const assigned = new Set(workOrder.assignees.flatMap((assignee) => [assignee.contactId, assignee.userId]));
  const options = [
    ...contacts
      .filter((contact) => !assigned.has(contact.id))
      .map((contact) => ({ value: `contact:${contact.id}`, label: contact.displayName })),
    ...workOrder.quoteRequests
      .filter((request) => !assigned.has(request.providerId))
      .map((request) => ({ value: `user:${request.providerId}`, label: `${request.providerName} (on Lintel)` })),
  ];
  async function assign() {
    if (!picked) return;
    const [kind, id] = picked.split(':') as ['contact' | 'user', string];
    const result = await addAssignee({
      id: workOrder.id,
      input: kind === 'contact' ? { contactId: id } : { userId: id },
    });
    if (!result.error) setPicked(null);
  }
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Assign someone"
        placeholder={options.length ? 'Choose a contact or provider' : 'No contacts yet'}
        searchable
        value={picked}
        onChange={setPicked}
        data={options}
        style={{ flex: '1 1 220px' }}
      />
      <Button variant="default" onClick={() => void assign()} loading={saving} disabled={!picked}>
        Assign
      </Button>
    </Group>
  );
}

export default function WorkOrderPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const isLandlord = role === 'propertyManager' || role === 'homeOwner';
  const query = useWorkOrderQuery(id, { skip: !role });
  const quotes = useWorkOrderQuotesQuery(id, { skip: !role || !isLandlord }).data?.quotes ?? [];
  const view = queryView(query, 'Failed to get project');
  const workOrder = query.data;
  // The work order's room: its parties' changes arrive live (lib/live/event-tags.ts keeps the cache).
  useEffect(() => (role ? liveClient.joinRoom(`workOrder:${id}`) : undefined), [id, role]);

  if (view.state === 'error') {
    return (
      <Alert color="red" title="Failed to get project">
        {view.message}{' '}
        <Anchor component="button" onClick={() => void query.refetch()}>
          Retry
        </Anchor>
      </Alert>
    );
  }
  if (!workOrder) return <Loader aria-label="Loading the work order" />;

  const open = (name: string, props: Record<string, unknown>) => dispatch(modalOpened({ name: name as never, props }));
  // A provider sees only their own request for a quote on the work order (server-side filter).
  const myRequest = isLandlord ? undefined : workOrder.quoteRequests[0];
  const canQuote = !!myRequest && myRequest.quoteId === null && workOrder.status === 'quoteRequested';
  const canRequest = isLandlord && (workOrder.status === 'open' || workOrder.status === 'quoteRequested');
  const accepting = isLandlord && workOrder.status === 'quoteRequested';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={isLandlord ? paths.workOrders : paths.workOrderInbox} size="sm">
        ← {isLandlord ? 'Work orders' : 'Inbox'}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{workOrder.name}</Title>
          <Text c="dimmed" size="sm">
            {[workOrder.property.name, workOrder.unit?.name, workOrder.room?.name].filter(Boolean).join(' · ')} ·{' '}
            {workOrderCategoryLabels[workOrder.category]}
          </Text>
          <WorkOrderBadges status={workOrder.status} priority={workOrder.priority} />
        </Stack>
        <Group gap="xs">
          <Button variant="light" component={Link} to={chatSubjectPath({ kind: 'workOrder', id: workOrder.id })}>
            Message
          </Button>
          {canQuote ? (
            <Button
              onClick={() =>
                open(modalNames.previewQuote, { workOrderId: workOrder.id, workOrderName: workOrder.name })
              }
            >
              Send a quote
            </Button>
          ) : null}
          {isLandlord ? (
            <>
              {workOrder.status !== 'closed' ? (
                <Button variant="default" onClick={() => open(modalNames.workOrderForm, { workOrderId: workOrder.id })}>
                  Edit
                </Button>
              ) : null}
              <Button
                variant="default"
                onClick={() => open(modalNames.shareWorkOrder, { id: workOrder.id, name: workOrder.name })}
              >
                Share
              </Button>
              {canRequest ? (
                <Button onClick={() => open(modalNames.requestQuote, { id: workOrder.id, name: workOrder.name })}>Request quotes</Button>
              ) : null}
              {workOrder.status === 'done' && workOrder.provider ? (
                <Button
                  color="teal"
                  onClick={() =>
                    open(modalNames.rating, {
                      workOrderId: workOrder.id,
                      providerName: workOrder.provider!.name,
                      amount: workOrder.invoiceAmount,
                    })
                  }
                >
                  Confirm and rate
                </Button>
              ) : null}
            </>
          ) : null}
        </Group>
      </Group>

      {canQuote ? (
        <Alert color="violet" title={`${workOrder.landlordName || 'The landlord'} asks you for a quote`}>
          Read the details and photos below, then send your price and earliest start with “Send a quote”.
        </Alert>
      ) : null}
      {myRequest?.quoteId ? (
        <Alert color="gray" title="You sent a quote">
          Its status is on your{' '}
          <Anchor component={Link} to={paths.quotes} inherit>
            Quotes
          </Anchor>{' '}
          page.
        </Alert>
      ) : null}

      <Section title="Details">
        <Stack gap="xs">
          {workOrder.source ? (
            <Group gap="xs">
              <Badge variant="outline">From {workOrderSourceLabels[workOrder.source.kind].toLowerCase()}</Badge>
              {isLandlord && workOrder.source.kind === 'tenantRequest' ? (
                <Anchor component={Link} to={`${paths.requests}?id=${workOrder.source.id}`} size="sm">
                  Open the request
                </Anchor>
              ) : null}
            </Group>
          ) : null}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{workOrder.description || 'No description.'}</Text>
          <Text size="sm">
            Timing: <strong>{workOrderTimingLabels[workOrder.timing]}</strong>
            {workOrder.dateRange
              ? ` · ${formatDate(workOrder.dateRange.startDate)} – ${formatDate(workOrder.dateRange.endDate)}`
              : ''}
          </Text>
          <FileGallery files={[...workOrder.attachments, ...workOrder.videos, ...workOrder.documents]} />
        </Stack>
      </Section>

      {isLandlord ? (
        <Section title={`Quotes (${quotes.length})`}>
          {quotes.length === 0 ? (
            <Text c="dimmed" size="sm">
              {workOrder.quoteRequests.length > 0
                ? `Waiting for ${workOrder.quoteRequests.map((request) => request.providerName).join(', ')}.`
                : 'No quotes yet. Request quotes from service providers to compare them here.'}
            </Text>
          ) : (
            <QuoteComparison
              quotes={quotes}
              onAccept={
                accepting ? (quote) => open(modalNames.quoteReview, { workOrderId: workOrder.id, quote }) : undefined
              }
            />
          )}
          <AskedProviders workOrder={workOrder} />
        </Section>
      ) : null}

      <Section title="Assignees">
        <Stack gap="xs">
          {workOrder.provider ? (
            <Text size="sm">
              Doing the work: <strong>{workOrder.provider.name}</strong>
            </Text>
          ) : null}
          {workOrder.assignees.length === 0 && !workOrder.provider ? (
            <Text size="sm" c="dimmed">
              Nobody assigned yet.
            </Text>
          ) : null}
          {workOrder.assignees.map((assignee) => (
            <Text key={assignee.id} size="sm">
              {assignee.name}{' '}
              {assignee.email ? (
                <Text span c="dimmed">
                  · {assignee.email}
                </Text>
              ) : null}
            </Text>
          ))}
          {isLandlord && workOrder.status !== 'closed' ? <AssignContact workOrder={workOrder} /> : null}
        </Stack>
      </Section>

      {workOrder.invoice ? (
        <Section title="Completion">
          <Stack gap={6}>
            <Text size="sm">
              Invoice{workOrder.invoiceNumber ? ` ${workOrder.invoiceNumber}` : ''}:{' '}
              <Anchor href={workOrder.invoice.url} target="_blank" rel="noreferrer">
                {workOrder.invoice.name}
              </Anchor>{' '}
              {workOrder.invoiceAmount !== null ? <strong>{formatMoney(workOrder.invoiceAmount)}</strong> : null}
            </Text>
            {workOrder.rating !== null ? (
              <Group gap="xs">
                <Rating value={workOrder.rating} readOnly aria-hidden />
                <Text size="sm" fw={600}>
                  Rated {workOrder.rating}/5
                </Text>
                {workOrder.ratingComment ? <Text size="sm">“{workOrder.ratingComment}”</Text> : null}
              </Group>
            ) : null}
            {workOrder.transactionId && isLandlord ? (
              <Anchor component={Link} to={paths.payments} size="sm">
                The expense is in Payments
              </Anchor>
            ) : null}
          </Stack>
        </Section>
      ) : null}
    </Stack>
  );
}
