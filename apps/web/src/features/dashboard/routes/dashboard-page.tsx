/** /dashboard: a welcome and the widgets every feature lists for the user's role (3 columns, 2 on tablet — spec points 2 and 9). */
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { roleLabels } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useFeatureCatalogue } from '../../../lib/app-feature.tsx';
import { Suspense } from 'react';

export default function DashboardPage() {
  const user = useAppSelector((state) => state.auth.user);
  const allWidgets = useFeatureCatalogue().widgets;
  if (!user) return null;
  const widgets = allWidgets.filter((widget) => widget.roles.includes(user.role));
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
      {widgets.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Suspense fallback={null}>
            {widgets.map(({ id, component: Widget }) => (
              <Widget key={id} />
            ))}
          </Suspense>
        </SimpleGrid>
      ) : (
        <Text>Your widgets will appear here.</Text>
      )}
    </Stack>
  );
}
