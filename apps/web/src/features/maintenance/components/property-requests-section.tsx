/**
 * A property's requests on its page (issue 21 item 12): the request portal (link, QR code) and the
 * newest requests filed for it, each with its status and its work order; "All requests" opens the
 * Requests screen filtered to the property.
 */
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePropertyRequestsQuery } from '../api/maintenance-api.ts';
import { categoryLabel, RequestBadges, requesterLabel } from './request-format.tsx';
import { PortalCard } from './portal-card.tsx';

/** How many of the newest requests the property page lists. */
const SHOWN = 5;

export default function PropertyRequestsSection({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const { data, isLoading, isError } = usePropertyRequestsQuery({ propertyId, pageSize: SHOWN });
  const total = data?.pagination.total ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="property-requests-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="property-requests-heading">
          Requests
        </Title>
        {total > 0 && (
          <Anchor component={Link} to={`${paths.requests}?propertyId=${propertyId}`} size="sm">
            All {total} request{total === 1 ? '' : 's'}
          </Anchor>
        )}
      </Group>
      <PortalCard propertyId={propertyId} propertyName={propertyName} />
      {isLoading && <Skeleton height={64} />}
      {isError && (
        <Alert color="red" role="alert">
          Failed to get the requests of this property.
        </Alert>
      )}
      {data && data.results.length === 0 && (
        <Text c="dimmed" size="sm">
          No requests for this property yet. Tenants file them from their account, visitors through the portal above.
        </Text>
      )}
      {data?.results.map((request) => (
        <Card key={request.id} withBorder padding="sm" data-testid="property-request">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{categoryLabel(request)}</Text>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {request.propertyName} · {requesterLabel(request)} · {formatDate(request.createdAt)}
              </Text>
            </Stack>
            <Group gap="xs">
              <RequestBadges request={request} />
              {request.workOrderId && (
                <Anchor component={Link} to={paths.workOrder(request.workOrderId)} size="sm">
                  Work order
                </Anchor>
              )}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
