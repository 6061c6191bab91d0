/** Status and priority badges of a work order. */
import { Badge, Group } from '@mantine/core';
import { workOrderPriorityLabels, workOrderStatusLabels, type WorkOrderPriority, type WorkOrderStatus } from '@lintel/shared';
import { priorityColor, workOrderStatusColor } from './work-order-format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export function WorkOrderBadges({ status, priority }: { status: WorkOrderStatus; priority: WorkOrderPriority }) {
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge color={workOrderStatusColor[status]} style={{ flexShrink: 0 }}>
        {workOrderStatusLabels[status]}
      </StatusBadge>
      <Badge color={priorityColor[priority]} variant="outline" style={{ flexShrink: 0 }}>
        {workOrderPriorityLabels[priority]} priority
      </Badge>
    </Group>
  );
}
