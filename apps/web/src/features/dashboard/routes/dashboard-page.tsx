/** /dashboard: a welcome and the property widgets (3 columns, 2 on tablet — spec points 2 and 9). */
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { roleLabels } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { NewestPropertiesWidget, PropertyStatisticsCard } from '../../properties/index.ts';
import { paths } from '../../../app/paths.ts';
import { lazy, Suspense } from 'react';

// Records widgets (spec points 4 and 9: inventory, contacts, gallery at most 4; documents at most 6), loaded after the page.
const InventoryWidget = lazy(() => import('../../inventory/inventory-widget.ts'));
const ContactsWidget = lazy(() => import('../../contacts/contacts-widget.ts'));
const GalleryWidget = lazy(() => import('../../gallery/gallery-widget.ts'));
const DocumentsWidget = lazy(() => import('../../documents/documents-widget.ts'));
// A tenant's current lease (issue 3).
const MyLeaseWidget = lazy(() => import('../../leases/my-lease-widget.tsx'));

export default function DashboardPage() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  const firstName = user.fullName.split(/\s+/)[0] ?? user.fullName;
  const hasProperties = user.role === 'propertyManager' || user.role === 'homeOwner';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Welcome, {firstName}</Title>
          <Text c="dimmed">{roleLabels[user.role]} · here's what's happening today.</Text>
        </div>
        {hasProperties && (
          <Button component={Link} to={paths.properties} variant="light">
            Manage properties
          </Button>
        )}
      </Group>
      {hasProperties ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <PropertyStatisticsCard />
          <NewestPropertiesWidget />
          <Suspense fallback={null}>
            <InventoryWidget />
            <ContactsWidget />
            <GalleryWidget />
            <DocumentsWidget />
          </Suspense>
        </SimpleGrid>
      ) : user.role === 'tenant' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Suspense fallback={null}>
            <MyLeaseWidget />
          </Suspense>
        </SimpleGrid>
      ) : (
        <Text>Your widgets will appear here.</Text>
      )}
    </Stack>
  );
}
