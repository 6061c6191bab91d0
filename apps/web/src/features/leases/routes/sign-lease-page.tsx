/**
 * /leases/:id/sign (the link in the signing e-mail): review the PDF, sign by drawing or typing,
 * consent to sign electronically. Sends the hash of the document reviewed (documentHash) so a
 * changed document is refused instead of signed.
 */
import { Alert, Anchor, Breadcrumbs, Button, Card, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { useLeaseQuery, useSignLeaseMutation } from '../api/leases-api.ts';
import { LeasePdfFrame, useLeasePdf } from '../components/lease-pdf.tsx';
import { SignaturePad } from '../components/signature-pad.tsx';
import type { SignatureValue } from '../components/signature-pad.tsx';
import { canSign, isTenantViewer, ownSignerSlot } from '../components/lease-viewer.ts';
import { LeaseStatusBadge } from '../components/lease-summary.tsx';
import { formatMoney, leaseDates } from '../components/lease-format.ts';
import { formatDateTime } from '../../../lib/format.ts';

export default function SignLeasePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const query = useLeaseQuery(id);
  const view = queryView(query, 'Failed to fetch lease');
  const [signLease, { isLoading: signing }] = useSignLeaseMutation();
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [consent, setConsent] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const lease = query.data ?? null;
  // The unsigned document everybody signs (its hash is fixed once sent).
  const pdf = useLeasePdf(id, 'document', lease ? lease.signing.documentHash ?? lease.updatedAt : null);
  const slot = lease ? ownSignerSlot(lease, user) : null;
  const tenantView = lease ? isTenantViewer(lease, user) : false;
  const backTo = tenantView ? paths.myLease : paths.lease(id);

  async function submit() {
    setAttempted(true);
    if (!lease || !signature || !consent) return;
    const documentHash = lease.signing.documentHash ?? pdf.sha256 ?? undefined;
    const result = await signLease({
        id: lease.id,
        input: {
          signatureType: signature.signatureType,
          signature: signature.signature,
          consent: true,
          ...(documentHash ? { documentHash } : {}),
        },
      });
    if (!result.error) navigate(tenantView ? paths.myLease : paths.lease(lease.id));
  }

  return (
    <Stack>
      <Breadcrumbs aria-label="Breadcrumb">
        <Anchor component={Link} to={backTo}>
          {tenantView ? 'My lease' : 'Lease'}
        </Anchor>
        <Text>Sign</Text>
      </Breadcrumbs>
      {view.state === 'loading' && <Skeleton height={320} role="status" aria-label="Loading lease" />}
      {view.state === 'error' && (
        <Alert color="red" role="alert" title="Could not load this lease">
          {view.message}
        </Alert>
      )}
      {lease && (
        <>
          <div>
            <Title order={1}>Sign the lease for {lease.propertyName}</Title>
            <Group gap="xs" mt={4}>
              <LeaseStatusBadge lease={lease} />
              <Text c="dimmed" size="sm">
                {leaseDates(lease)} · {formatMoney(lease.rentAmount)} rent
              </Text>
            </Group>
          </div>
          {!canSign(lease, user) ? (
            <Alert color={slot?.signedAt ? 'teal' : 'gray'} title={slot?.signedAt ? 'You have signed' : 'Nothing to sign'}>
              <Text mb="sm">
                {slot?.signedAt
                  ? `You signed on ${formatDateTime(slot.signedAt)}.`
                  : lease.status === 'draft'
                    ? 'This lease has not been sent for signature yet.'
                    : 'This lease is not waiting for your signature.'}
              </Text>
              <Button component={Link} to={backTo} variant="light" size="xs">
                Back to the lease
              </Button>
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <Card withBorder component="section" aria-label="Review the document">
                <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
                  1. Review the document
                </Text>
                <LeasePdfFrame pdf={pdf} title={`Lease for ${lease.propertyName}`} />
              </Card>
              <Card withBorder component="section" aria-label="Your signature">
                <Stack>
                  <Text component="h2" fw={650} fz="lg" m={0}>
                    2. Sign as {slot?.name ?? user?.fullName}
                  </Text>
                  <SignaturePad defaultName={slot?.name ?? user?.fullName ?? ''} onChange={setSignature} />
                  {attempted && !signature && (
                    <Text c="red.8" size="sm" role="alert">
                      Draw or type your signature.
                    </Text>
                  )}
                  <Checkbox
                    label="I agree to sign this lease electronically, and that my electronic signature is as binding as one on paper."
                    checked={consent}
                    onChange={(e) => setConsent(e.currentTarget.checked)}
                    error={attempted && !consent ? 'Agree to sign electronically' : undefined}
                  />
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    Your signature is recorded with the time, your IP address and the document fingerprint
                    {lease.signing.documentHash ? ` ${lease.signing.documentHash.slice(0, 16)}…` : ''}.
                  </Text>
                  <Button onClick={() => void submit()} loading={signing} disabled={pdf.status === 'pending'}>
                    Sign lease
                  </Button>
                </Stack>
              </Card>
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
