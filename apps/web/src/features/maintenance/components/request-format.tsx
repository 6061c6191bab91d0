/** Badges and labels of tenant requests (status, urgency, from the portal). */
import { Badge, Group } from '@mantine/core';
import { requestStatusLabels, requestUrgencyLabels } from '@lintel/shared';
import type { RequestStatus, RequestUrgency, TenantRequest } from '@lintel/shared';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

export const statusColor: Record<RequestStatus, string> = { 'in-review': 'indigo', ongoing: 'yellow', completed: 'teal', rejected: 'gray' };
export const urgencyColor: Record<RequestUrgency, string> = { low: 'gray', medium: 'orange', emergency: 'red' };

export function UrgencyBadge({ urgency }: { urgency: RequestUrgency }) {
  return (
    <Badge color={urgencyColor[urgency]} variant={urgency === 'emergency' ? 'filled' : 'light'}>
      {requestUrgencyLabels[urgency]}
    </Badge>
  );
}

export function RequestBadges({ request }: { request: TenantRequest }) {
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge color={statusColor[request.status]}>
        {requestStatusLabels[request.status]}
      </StatusBadge>
      <UrgencyBadge urgency={request.urgency} />
      {request.fromPortal && (
        <Badge color="grape" variant="outline">
          From portal
        </Badge>
      )}
    </Group>
  );
}

/** "Plumbing · Leak". */
export const categoryLabel = (request: Pick<TenantRequest, 'category' | 'subCategory'>) =>
  request.subCategory ? `${request.category.name} · ${request.subCategory.name}` : request.category.name;

/** Who filed it: the tenant's name, or the portal contact. */
export const requesterLabel = (request: TenantRequest) =>
  request.fromPortal ? (request.contact?.name ?? 'Visitor') : (request.requestedBy?.fullName ?? 'Tenant');
