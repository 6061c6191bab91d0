/** Dashboard widget `openRequests`: open requests per property with the most urgent one's badge (issue 12). */
import { Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AsyncStatus, OpenRequestsSummary } from '@lintel/shared';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';
import { isAbortError } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live/live.ts';
import { paths } from '../../../lib/paths.ts';
import { getOpenRequestsSummary } from '../api/maintenance-calls.ts';
import { UrgencyBadge } from './request-format.tsx';

type Row = OpenRequestsSummary['properties'][number];

export function OpenRequestsWidget() {
  const [rows, setRows] = useState<Row[]>([]);
  const [status, setStatus] = useState<AsyncStatus>('pending');
  const [version, setVersion] = useState(0);
  useLiveEvent('tenantRequest.created', () => setVersion((v) => v + 1));
  useEffect(() => {
    const controller = new AbortController();
    getOpenRequestsSummary(controller.signal).then(
      (answer) => {
        setRows(answer.properties.slice(0, 6));
        setStatus('succeeded');
      },
      (error: unknown) => {
        if (!isAbortError(error)) setStatus('rejected');
      },
    );
    return () => controller.abort();
  }, [version]);
  return (
    <DashboardWidget
      title="Open requests"
      viewAllTo={paths.requests}
      status={status}
      items={rows}
      emptyText="No open requests."
      getKey={(row) => row.propertyId}
      renderItem={(row) => (
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {row.propertyName}
            </Text>
            <Text size="xs" c="dimmed">
              {row.open} open {row.open === 1 ? 'request' : 'requests'}
            </Text>
          </div>
          <UrgencyBadge urgency={row.highestUrgency} />
        </Group>
      )}
    />
  );
}
