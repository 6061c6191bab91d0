/**
 * The providers a landlord asked to quote, each with a button to their own conversation about the
 * work order (issue 21 item 2): before a quote is accepted each provider talks to the landlord alone.
 * Once another provider is chosen, a declined provider's conversation is history only ("History").
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { chatSubjectPath, type WorkOrder } from '@lintel/shared';

export function AskedProviders({ workOrder }: { workOrder: Pick<WorkOrder, 'id' | 'quoteRequests' | 'provider'> }) {
  if (workOrder.quoteRequests.length === 0) return null;
  return (
    <Stack gap={4} mt="sm" aria-label="Providers asked to quote" role="list">
      {workOrder.quoteRequests.map((request) => {
        const declined = Boolean(workOrder.provider && workOrder.provider.id !== request.providerId);
        return (
          <Group key={request.providerId} justify="space-between" gap="xs" wrap="nowrap" role="listitem">
            <Text size="sm" truncate>
              {request.providerName}
              <Text span c="dimmed">
                {request.quoteId ? ' · answered' : ' · asked'}
                {declined ? ' · not chosen' : ''}
              </Text>
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={chatSubjectPath({ kind: 'workOrder', id: workOrder.id }, request.providerId)}
              aria-label={`${declined ? 'History with' : 'Message'} ${request.providerName}`}
            >
              {declined ? 'History' : 'Message'}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
