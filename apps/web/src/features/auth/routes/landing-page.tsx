/**
 * `/`: the public landing page (issue 11 item 6). A visitor learns what Lintel does for each kind of
 * user and goes on to sign in, sign up, or the configurator (no account needed); a signed-in user
 * goes straight on to their dashboard (GuestOnly).
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GuestOnly } from '../components/session-gate.tsx';
import { paths } from '../../../lib/paths.ts';

const audiences = [
  { title: 'Homeowners', text: 'Keep your home’s rooms, inventory, documents and contacts in one place, and get quotes for new windows and doors.' },
  { title: 'Property managers', text: 'Properties and units, tenants, applications, leases signed online, rent and receipts.' },
  { title: 'Tenants', text: 'Your lease, what you owe and your receipts — your landlord invites you.' },
  { title: 'Service providers', text: 'Requests for quotes in your trades, and your quotes with your company details.' },
] as const;

export default function LandingPage() {
  return (
    <GuestOnly>
      <main className="auth-page">
        <Paper className="landing-card" p={{ base: 'lg', sm: 40 }} radius="lg" shadow="xl">
          <Stack gap="lg">
            <Stack gap="xs">
              <Text fw={700} c="indigo.8" size="lg" aria-hidden="true">
                Lintel
              </Text>
              <Title order={1}>Your home and your rentals, in one place</Title>
              <Text c="dimmed">One account for the home you live in, the units you rent out, and the work you have done on them.</Text>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to={paths.signUp} size="md">
                Create an account
              </Button>
              <Button component={Link} to={paths.login} size="md" variant="default">
                Sign in
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {audiences.map((audience) => (
                <Stack key={audience.title} gap={4} component="section" aria-label={audience.title}>
                  <Title order={2} size="h5">
                    {audience.title}
                  </Title>
                  <Text size="sm">{audience.text}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Paper withBorder p="md" radius="md" bg="indigo.0">
              <Group justify="space-between" gap="sm">
                <div>
                  <Text fw={600}>Planning new windows or doors?</Text>
                  <Text size="sm">Configure them now, no account needed.</Text>
                </div>
                <Button component={Link} to={paths.configurator} variant="light">
                  Try the configurator
                </Button>
              </Group>
            </Paper>
          </Stack>
        </Paper>
      </main>
    </GuestOnly>
  );
}
