/** Status and priority badges of a work order (without `status`, only the priority: the provider's inbox shows its own standing instead). */
import { Badge, Group } from '@mantine/core';
import { workOrderPriorityLabels, workOrderStatusLabels, type WorkOrderPriority, type WorkOrderStatus } from '@lintel/shared';
import { priorityColor, workOrderStatusColor } from './work-order-format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export function WorkOrderBadges({ status, priority }: { status?: WorkOrderStatus | undefined; priority: WorkOrderPriority }) {
  return (
    <Group gap={6} wrap="wrap">
      {status ? (
        <StatusBadge color={workOrderStatusColor[status]} style={{ flexShrink: 0 }}>
          {workOrderStatusLabels[status]}
        </StatusBadge>
      ) : null}
      <Badge color={priorityColor[priority]} variant="outline" style={{ flexShrink: 0 }}>
        {workOrderPriorityLabels[priority]} priority
      </Badge>
    </Group>
  );
}
