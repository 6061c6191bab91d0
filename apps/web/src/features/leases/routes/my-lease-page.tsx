/**
 * /my-lease: a tenant's view of their tenancy — the current lease (pending signature or active), its
 * terms and documents, the PDF, the sign button while their signature is missing, and the signed PDF.
 */
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { chatSubjectPath } from '@lintel/shared';
import type { Lease } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { myLeasesQuery, useLeasesPageQuery } from '../api/leases-api.ts';
import { LeaseFacts, LeaseStatusBadge } from '../components/lease-summary.tsx';
import { LeasePdfFrame, useLeasePdf } from '../components/lease-pdf.tsx';
import { canSign, isFullySigned } from '../components/lease-viewer.ts';
import { formatMoney, leaseDates } from '../components/lease-format.ts';
import { download } from './lease-page.tsx';

/**
 * A tenant with no lease yet (issue 22 low: "told to sign a lease and gets no next step"): what happens
 * next, and what they can do meanwhile — be told when it arrives, complete their profile.
 */
function NoLeaseYet() {
  return (
    <Card withBorder padding="xl">
      <Stack gap="sm" align="center" ta="center">
        <Text fw={600}>You have no lease yet</Text>
        <Text c="dimmed" maw={520}>
          Your landlord prepares it and sends it to you for signature. You get a notification and an e-mail
          when it is ready, and it appears here to read and sign.
        </Text>
        <Group gap="xs" justify="center">
          <Button variant="light" component={Link} to={paths.settingsTab('notifications')}>
            Choose how you are told
          </Button>
          <Button variant="default" component={Link} to={paths.settings}>
            Complete your profile
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const rank = (lease: Lease) => (lease.status === 'pendingSignature' ? 0 : lease.status === 'active' ? 1 : 2);

function CurrentLease({ lease }: { lease: Lease }) {
  const user = useAppSelector((state) => state.auth.user);
  const signed = isFullySigned(lease);
  const pdf = useLeasePdf(lease.id, signed ? 'signed-document' : 'document', lease.updatedAt);
  return (
    <Stack>
      <Stack gap="sm">
        <div>
          <Title order={2}>{lease.propertyName}</Title>
          <Text c="dimmed">
            {leaseDates(lease)} · {formatMoney(lease.rentAmount)} rent
          </Text>
          <Group gap="xs" mt={6}>
            <LeaseStatusBadge lease={lease} />
            <Text size="sm" c="dimmed">
              Landlord: {lease.landlord.fullName}
            </Text>
          </Group>
        </div>
        <Group gap="xs">
          {canSign(lease, user) && (
            <Button component={Link} to={paths.leaseSign(lease.id)}>
              Sign lease
            </Button>
          )}
          {signed && (
            <Button variant="light" onClick={() => void download(lease, true)}>
              Download signed PDF
            </Button>
          )}
          <Button variant="light" component={Link} to={chatSubjectPath({ kind: 'lease', id: lease.id })}>
            Message landlord
          </Button>
          <Button variant="default" component={Link} to={paths.lease(lease.id)}>
            Signatures and history
          </Button>
        </Group>
      </Stack>
      {canSign(lease, user) && (
        <Alert color="yellow" title="Your signature is needed">
          Read the lease, then sign it online. It takes a minute.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder component="section" aria-label="Terms">
          <Text component="h3" fw={650} fz="lg" m={0} mb="sm">
            Terms
          </Text>
          <LeaseFacts lease={lease} />
        </Card>
        <Card withBorder component="section" aria-label="Document">
          <Text component="h3" fw={650} fz="lg" m={0} mb="sm">
            {signed ? 'Signed lease' : 'Lease document'}
          </Text>
          <LeasePdfFrame pdf={pdf} title={`Lease for ${lease.propertyName}`} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export default function MyLeasePage() {
  // Issue 21 item 5: the tenant's My lease follows signatures, activation and termination live (lease
  // events invalidate the lease lists, lib/live/event-tags.ts).
  const query = useLeasesPageQuery(myLeasesQuery);
  const view = queryView(query, 'Failed to fetch your lease');
  const state = { status: view.state, leases: query.data?.results ?? [] };
  const current = [...state.leases].filter((lease) => rank(lease) < 2).sort((a, b) => rank(a) - rank(b))[0];
  const others = state.leases.filter((lease) => lease !== current);

  return (
    <Stack>
      <Title order={1}>My lease</Title>
      {state.status === 'loading' && <Skeleton height={300} role="status" aria-label="Loading your lease" />}
      {view.state === 'error' && (
        <Alert color="red" role="alert" title="Could not load your lease">
          <Text mb="sm">{view.message}</Text>
          <Button size="xs" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && !current && (
        <NoLeaseYet />
      )}
      {current && <CurrentLease lease={current} />}
      {others.length > 0 && (
        <Card withBorder component="section" aria-label="Past leases">
          <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
            Past leases
          </Text>
          <Stack gap={6}>
            {others.map((lease) => (
              <Group key={lease.id} gap="xs">
                <Anchor component={Link} to={paths.lease(lease.id)}>
                  {lease.propertyName}
                </Anchor>
                <LeaseStatusBadge lease={lease} />
                <Text size="sm" c="dimmed">
                  {leaseDates(lease)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
