/** Status and priority badges of a work order. */
import { Badge, Group } from '@mantine/core';
import { workOrderPriorityLabels, workOrderStatusLabels, type WorkOrderPriority, type WorkOrderStatus } from '@lintel/shared';
import { priorityColor, workOrderStatusColor } from './work-order-format.ts';

export function WorkOrderBadges({ status, priority }: { status: WorkOrderStatus; priority: WorkOrderPriority }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={workOrderStatusColor[status]} variant="light" style={{ flexShrink: 0 }}>
        {workOrderStatusLabels[status]}
      </Badge>
      <Badge color={priorityColor[priority]} variant="outline" style={{ flexShrink: 0 }}>
        {workOrderPriorityLabels[priority]} priority
      </Badge>
    </Group>
  );
}
