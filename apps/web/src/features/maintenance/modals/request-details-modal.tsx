/**
 * 'Request details' modal (spec point 2): the request with its photos and videos, who filed it (the
 * portal contact for a portal request), the rejection reason, the linked work order; the landlord
 * accepts, rejects (request rejection modal), resolves, edits, or creates a work order from it.
 */
import { Alert, Anchor, Button, Group, Image, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { can, fileKindOf, nextRequestStatus, workOrderCategoryForRequest } from '@lintel/shared';
import type { RequestAction, TenantRequest } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { useActOnTenantRequestMutation, useTenantRequestQuery } from '../api/maintenance-api.ts';
import { categoryLabel, RequestBadges, requesterLabel } from '../components/request-format.tsx';
import type { WorkOrderFormProps } from '../../work-orders/index.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The work-order form's props for a work order made from `request`: linked to it and started from its fields. */
function workOrderFormFromRequest(request: TenantRequest) {
  const props: WorkOrderFormProps = {
    source: { kind: 'tenantRequest', id: request.id },
    prefill: {
      name: categoryLabel(request),
      category: workOrderCategoryForRequest(request.category.id, request.subCategory?.id),
      description: request.description,
      property: request.buildingId,
      unit: request.propertyId === request.buildingId ? null : request.propertyId,
      files: [...request.attachments, ...request.videos],
    },
  };
  return { ...props };
}

function Media({ request }: { request: TenantRequest }) {
  const files = [...request.attachments, ...request.videos];
  if (files.length === 0) return <Text size="sm" c="dimmed">No photos or videos.</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="list" aria-label="Photos and videos">
      {files.map((file) =>
        fileKindOf(file.mimeType) === 'video' ? (
          <video key={file.id} src={file.url} controls preload="metadata" role="listitem" style={{ width: '100%', borderRadius: 4 }} aria-label={file.name} />
        ) : (
          <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer" role="listitem">
            <Image src={file.previewUrl ?? file.url} alt={file.name} h={120} radius="sm" fit="cover" />
          </Anchor>
        ),
      )}
    </SimpleGrid>
  );
}

export default function RequestDetailsModal({ onClose, requestId, initial }: StackedModalProps & { requestId: string; initial?: TenantRequest }) {
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const landlord = role !== undefined && can(role, 'tenantRequest.manage');
  // The list's row shows at once; the cache's record (asked once, then kept by answers and events) replaces it.
  const query = useTenantRequestQuery(requestId);
  const request = query.data ?? initial ?? null;
  const view = queryView(query, 'Failed to get request');
  const error = view.state === 'error' && !request ? view.message : null;
  const [actOn] = useActOnTenantRequestMutation();
  const [pending, setPending] = useState<RequestAction | null>(null);

  async function act(action: 'accept' | 'resolve') {
    if (!request) return;
    setPending(action);
    await actOn({ action, id: request.id });
    setPending(null);
  }

  const allowed = (action: RequestAction) => request !== null && nextRequestStatus(request.status, action) !== undefined;
  const tenantMayEdit = role === 'tenant' && request?.status === 'in-review';

  return (
    <Modal opened onClose={onClose} title={request ? categoryLabel(request) : 'Request'} size="lg">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!request && !error && <Loader size="sm" aria-label="Loading the request" />}
      {request && (
        <Stack gap="sm">
          <RequestBadges request={request} />
          <Text size="sm" c="dimmed">
            {request.propertyName} · filed {formatDateTime(request.createdAt)} by {requesterLabel(request)}
          </Text>
          {request.fromPortal && request.contact && (
            <Text size="sm">
              Contact: {request.contact.name}
              {request.contact.email && (
                <>
                  {' · '}
                  <Anchor href={`mailto:${request.contact.email}`}>{request.contact.email}</Anchor>
                </>
              )}
              {request.contact.phone && (
                <>
                  {' · '}
                  <Anchor href={`tel:${request.contact.phone}`}>{request.contact.phone}</Anchor>
                </>
              )}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{request.description}</Text>
          <Media request={request} />
          {request.rejectionReason && (
            <Alert color="gray" title="Reason for rejecting">
              {request.rejectionReason}
            </Alert>
          )}
          {request.workOrderId &&
            (landlord ? (
              <Anchor component={Link} to={paths.workOrder(request.workOrderId)} size="sm" onClick={onClose}>
                Open the work order made from this request
              </Anchor>
            ) : (
              <Text size="sm">A work order was made from this request.</Text>
            ))}
          <Group justify="space-between" gap="xs" mt="sm">
            <Group gap={4}>
              {(landlord ? allowed('edit') : tenantMayEdit) && (
                <Button variant="subtle" size="compact-md" onClick={() => dispatch(modalOpened({ name: modalNames.editRequestDetails, props: { request } }))}>
                  Edit
                </Button>
              )}
              {landlord && request.status !== 'rejected' && (
                <Button
                  variant="subtle"
                  size="compact-md"
                  onClick={() => dispatch(modalOpened({ name: modalNames.linkTask, props: { requestId: request.id, propertyId: request.propertyId } }))}
                >
                  Link task
                </Button>
              )}
              {landlord && !request.workOrderId && request.status !== 'rejected' && (
                <Button
                  variant="subtle"
                  size="compact-md"
                  onClick={() => dispatch(modalOpened({ name: modalNames.workOrderForm, props: workOrderFormFromRequest(request) }))}
                >
                  Create work order
                </Button>
              )}
            </Group>
            <Group gap="xs" justify="flex-end" style={{ marginLeft: 'auto' }}>
              {landlord && allowed('reject') && (
                <Button variant="light" color="red" onClick={() => dispatch(modalOpened({ name: modalNames.requestRejection, props: { requestId: request.id } }))}>
                  Reject
                </Button>
              )}
              {landlord && allowed('resolve') && (
                <Button variant="light" color="teal" loading={pending === 'resolve'} onClick={() => void act('resolve')}>
                  Resolve
                </Button>
              )}
              {landlord && allowed('accept') && (
                <Button loading={pending === 'accept'} onClick={() => void act('accept')}>
                  Accept
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
