/** 'Link task' modal (spec point 2): links a property service (task) of the request's property to a tenant request. */
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PropertyService } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { errorMessage, isAbortError } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { getServices, putService } from '../api/maintenance-calls.ts';

export default function LinkTaskModal({ onClose, requestId, propertyId }: StackedModalProps & { requestId: string; propertyId?: string }) {
  const [services, setServices] = useState<PropertyService[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getServices({ page: 1, pageSize: 100, propertyId }, controller.signal).then(
      (answer) => setServices(answer.results),
      (caught: unknown) => {
        if (!isAbortError(caught)) setError(errorMessage(caught, 'Failed to fetch services'));
      },
    );
    return () => controller.abort();
  }, [propertyId]);

  async function link() {
    if (!serviceId) return;
    setPending(true);
    try {
      await putService(serviceId, { tenantRequestId: requestId });
      toastSuccess('Task linked to the request');
      onClose();
    } catch (caught) {
      failWith(caught, 'Failed to link task');
    } finally {
      setPending(false);
    }
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
          <Button onClick={() => void link()} loading={pending} disabled={!serviceId}>
            Link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
