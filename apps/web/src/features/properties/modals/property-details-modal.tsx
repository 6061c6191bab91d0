/** 'Property details' modal: loads GET /properties/{id} and shows the shared details view. */
import { Alert, Button, Modal, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { queryView } from '../../../lib/data-cache.ts';
import { DELETE_PROPERTY_KEY, useDeletePropertyMutation, usePropertyQuery } from '../api/properties-api.ts';
import { PropertyDetailsView } from '../components/property-details-view.tsx';
import { paths } from '../../../lib/paths.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function PropertyDetailsModal({ onClose, propertyId }: StackedModalProps & { propertyId: string }) {
  const query = usePropertyQuery(propertyId);
  const loaded = query.currentData ?? null;
  const view = queryView({ ...query, data: query.currentData }, 'Failed to fetch property');
  const [, deletion] = useDeletePropertyMutation({ fixedCacheKey: DELETE_PROPERTY_KEY });
  // The record was deleted while the modal was open.
  const gone = deletion.isSuccess && deletion.originalArgs?.id === propertyId;
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);

  return (
    <Modal opened onClose={onClose} title="Property details" size="xl" fullScreen={window.innerWidth < 640}>
      {view.state === 'loading' && (
        <Stack>
          <Skeleton height={32} width="50%" />
          <Skeleton height={240} />
        </Stack>
      )}
      {view.state === 'error' && (
        <Alert color="red" role="alert" title="Could not load the property">
          {view.message}{' '}
          <Button size="xs" variant="white" onClick={() => void query.refetch()}>
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
