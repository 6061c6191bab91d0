/** 'Link task' modal (spec point 2): links a property service (task) of the request's property to a tenant request. */
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { queryView } from '../../../lib/data-cache.ts';
import { useServicesInfiniteQuery, useUpdateServiceMutation } from '../api/maintenance-api.ts';

export default function LinkTaskModal({ onClose, requestId, propertyId }: StackedModalProps & { requestId: string; propertyId?: string }) {
  // The property's services, one page of 100 (the first page of the cached list for that property).
  const query = useServicesInfiniteQuery({ propertyId, pageSize: 100 });
  const services = query.data?.pages[0]?.results ?? null;
  const view = queryView(query, 'Failed to fetch services');
  const error = view.state === 'error' ? view.message : null;
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [updateService, update] = useUpdateServiceMutation();

  async function link() {
    if (!serviceId) return;
    const result = await updateService({ id: serviceId, input: { tenantRequestId: requestId }, error: 'Failed to link task', success: 'Task linked to the request' });
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Link task">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!services && !error && <Loader size="sm" aria-label="Loading services" />}
        {services && services.length === 0 && <Text size="sm">This property has no services yet; create one on the Services page.</Text>}
        {services && services.length > 0 && (
          <Select
            label="Service"
            searchable
            data={services.map((service) => ({ value: service.id, label: `${service.name} · ${service.propertyName}` }))}
            value={serviceId}
            onChange={setServiceId}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void link()} loading={update.isLoading} disabled={!serviceId}>
            Link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
