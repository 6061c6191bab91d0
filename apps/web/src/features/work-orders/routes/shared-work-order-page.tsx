/** /work-orders/shared/:token — the one work order an e-mailed link shares, readable without an account. */
import { Alert, Anchor, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { workOrderCategoryLabels, workOrderTimingLabels } from '@lintel/shared';
import { queryView } from '../../../lib/data-cache.ts';
import { paths } from '../../../lib/paths.ts';
import { useSharedWorkOrderQuery } from '../api/work-orders-api.ts';
import { WorkOrderBadges } from '../components/work-order-badges.tsx';
import { FileGallery } from '../components/file-gallery.tsx';
import { formatDate } from '../components/work-order-format.ts';

export default function SharedWorkOrderPage() {
  const { token = '' } = useParams();
  const query = useSharedWorkOrderQuery(token);
  const answer = query.data;
  const view = queryView(query, 'Failed to get project');
  const error = view.state === 'error' ? view.message : null;
  return (
    <Container size="md" py="xl">
      {error ? (
        <Alert color="red" title="This link does not work">
          {error}
        </Alert>
      ) : null}
      {!answer && !error ? <Loader aria-label="Loading the work order" /> : null}
      {answer ? (
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Text size="sm" c="dimmed">
              Shared by {answer.workOrder.landlordName} · link valid until {formatDate(answer.expiresAt)}
            </Text>
            <Title order={1}>{answer.workOrder.name}</Title>
            <WorkOrderBadges status={answer.workOrder.status} priority={answer.workOrder.priority} />
            <Text size="sm">
              {[
                answer.workOrder.address,
                answer.workOrder.unit ? (/^unit\b/i.test(answer.workOrder.unit.name) ? answer.workOrder.unit.name : `Unit ${answer.workOrder.unit.name}`) : null,
                answer.workOrder.room?.name,
                workOrderCategoryLabels[answer.workOrder.category],
                workOrderTimingLabels[answer.workOrder.timing],
              ]
                .filter(Boolean)
                .join(' · ')}
              {answer.workOrder.dateRange
                ? ` · ${formatDate(answer.workOrder.dateRange.startDate)} – ${formatDate(answer.workOrder.dateRange.endDate)}`
                : ''}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.workOrder.description || 'No description.'}</Text>
            <FileGallery
              files={[...answer.workOrder.attachments, ...answer.workOrder.videos, ...answer.workOrder.documents]}
            />
            <Text size="sm" c="dimmed">
              Want to quote on jobs like this?{' '}
              <Anchor component={Link} to={paths.signUp}>
                Join Lintel as a service provider
              </Anchor>
              .
            </Text>
          </Stack>
        </Card>
      ) : null}
    </Container>
  );
}
