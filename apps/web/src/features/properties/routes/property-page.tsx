/** /properties/:id: the details view with units and rooms sections, add unit and add room. */
import { Alert, Anchor, Breadcrumbs, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { can } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { DELETE_PROPERTY_KEY, useDeletePropertyMutation, usePropertyQuery } from '../api/properties-api.ts';
import { PropertyDetailsView } from '../components/property-details-view.tsx';
import { paths } from '../../../lib/paths.ts';
import { PropertyLeasesSection } from '../../leases/index.ts';
import { PropertyMoneySummary } from '../../payments/index.ts';
import { PropertyRequestsSection } from '../../maintenance/index.ts';
import { PropertyWorkOrdersSection } from '../../work-orders/index.ts';

// The leases of this property (issue 3) and its money summary (issue 4) load with their own chunks.

export default function PropertyPage() {
  const { id = '' } = useParams();
  const query = usePropertyQuery(id);
  // The delete dialog's mutation (shared key): once this record is deleted, the page leaves.
  const [, deletion] = useDeletePropertyMutation({ fixedCacheKey: DELETE_PROPERTY_KEY });
  // Leases and rent are the property manager's (docs/design.md#roles-and-what-they-may-do); a homeowner's home has neither.
  const rentsOut = useAppSelector((state) => Boolean(state.auth.user && can(state.auth.user.role, 'lease.manage')));
  // The request portal and the property's requests and work orders (issue 21 item 12) are the landlord's.
  const managesWork = useAppSelector((state) => Boolean(state.auth.user && can(state.auth.user.role, 'tenantRequest.manage') && can(state.auth.user.role, 'workOrder.manage')));
  const property = query.currentData ?? null;
  const view = queryView({ ...query, data: query.currentData }, 'Failed to fetch property');

  if (deletion.isSuccess && deletion.originalArgs?.id === id) return <Navigate to={paths.properties} replace />;

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
      {view.state === 'loading' && (
        <Stack role="status" aria-label="Loading property">
          <Skeleton height={36} width="40%" />
          <Skeleton height={280} />
        </Stack>
      )}
      {view.state === 'error' && (
        <Alert color="red" role="alert" title="Could not load this property">
          <Text mb="sm">{view.message}</Text>
          <Button size="xs" onClick={() => void query.refetch()}>
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
