/** 'Property details' modal: loads GET /properties/{id} and shows the shared details view. */
import { Alert, Button, Modal, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { fetchPropertyDetails } from '../api/property-calls.ts';
import { PropertyDetailsView } from '../components/property-details-view.tsx';
import { paths } from '../../../lib/paths.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function PropertyDetailsModal({ onClose, propertyId }: StackedModalProps & { propertyId: string }) {
  const dispatch = usePropertiesDispatch();
  const { item, status, error } = usePropertiesSelector((state) => state.properties.details);
  useEffect(() => {
    const request = dispatch(fetchPropertyDetails(propertyId));
    return () => request.abort();
  }, [propertyId, dispatch]);
  const loaded = item?.id === propertyId ? item : null;
  // The record was deleted while the modal was open.
  const gone = status === 'succeeded' && !loaded;
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);

  return (
    <Modal opened onClose={onClose} title="Property details" size="xl" fullScreen={window.innerWidth < 640}>
      {!loaded && status === 'pending' && (
        <Stack>
          <Skeleton height={32} width="50%" />
          <Skeleton height={240} />
        </Stack>
      )}
      {status === 'rejected' && (
        <Alert color="red" role="alert" title="Could not load the property">
          {error}{' '}
          <Button size="xs" variant="white" onClick={() => void dispatch(fetchPropertyDetails(propertyId))}>
            Retry
          </Button>
        </Alert>
      )}
      {loaded && (
        <Stack>
          <PropertyDetailsView property={loaded} onNavigate={onClose} />
          <Button
            component={Link}
            to={paths.property(loaded.id)}
            variant="subtle"
            onClick={onClose}
            style={{ alignSelf: 'flex-start' }}
          >
            Open full page
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
