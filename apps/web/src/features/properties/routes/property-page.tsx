/** /properties/:id: the details view with units and rooms sections, add unit and add room. */
import { Alert, Anchor, Breadcrumbs, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { can } from '@lintel/shared';
import { usePropertiesDispatch, usePropertiesSelector } from '../state/hooks.ts';
import { fetchPropertyDetails } from '../api/property-calls.ts';
import { PropertyDetailsView } from '../components/property-details-view.tsx';
import { paths } from '../../../lib/paths.ts';
import { PropertyLeasesSection } from '../../leases/index.ts';
import { PropertyMoneySummary } from '../../payments/index.ts';
import { PropertyRequestsSection } from '../../maintenance/index.ts';
import { PropertyWorkOrdersSection } from '../../work-orders/index.ts';

// The leases of this property (issue 3) and its money summary (issue 4) load with their own chunks.

export default function PropertyPage() {
  const { id = '' } = useParams();
  const dispatch = usePropertiesDispatch();
  const { item, status, error } = usePropertiesSelector((state) => state.properties.details);
  const deleteStatus = usePropertiesSelector((state) => state.properties.deleteStatus);
  // Leases and rent are the property manager's (DESIGN.md roles); a homeowner's home has neither.
  const rentsOut = usePropertiesSelector((state) => Boolean(state.auth.user && can(state.auth.user.role, 'lease.manage')));
  // The request portal and the property's requests and work orders (issue 21 item 12) are the landlord's.
  const managesWork = usePropertiesSelector((state) => Boolean(state.auth.user && can(state.auth.user.role, 'tenantRequest.manage') && can(state.auth.user.role, 'workOrder.manage')));
  useEffect(() => {
    const request = dispatch(fetchPropertyDetails(id));
    return () => request.abort();
  }, [id, dispatch]);
  const property = item?.id === id ? item : null;

  if (!property && status === 'succeeded' && deleteStatus === 'succeeded')
    return <Navigate to={paths.properties} replace />;

  return (
    <Stack>
      <Breadcrumbs aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.properties}>
          Properties
        </Anchor>
        {property?.parent && (
          <Anchor component={Link} to={paths.property(property.parent.id)}>
            {property.parent.nickname}
          </Anchor>
        )}
        <Text>{property?.nickname ?? '…'}</Text>
      </Breadcrumbs>
      {!property && status === 'pending' && (
        <Stack role="status" aria-label="Loading property">
          <Skeleton height={36} width="40%" />
          <Skeleton height={280} />
        </Stack>
      )}
      {status === 'rejected' && (
        <Alert color="red" role="alert" title="Could not load this property">
          <Text mb="sm">{error}</Text>
          <Button size="xs" onClick={() => void dispatch(fetchPropertyDetails(id))}>
            Retry
          </Button>
        </Alert>
      )}
      {property && <PropertyDetailsView property={property} headingLevel={1} />}
      {property && rentsOut && (
        <Suspense fallback={null}>
          <PropertyLeasesSection propertyId={property.id} />
          <PropertyMoneySummary propertyId={property.id} />
        </Suspense>
      )}
      {property && managesWork && (
        <Suspense fallback={null}>
          <PropertyRequestsSection propertyId={property.id} propertyName={property.nickname} />
          <PropertyWorkOrdersSection propertyId={property.id} />
        </Suspense>
      )}
    </Stack>
  );
}
