/**
 * /leases/:id: the lease with its status, PDF preview, send for signature, invitations for tenants
 * without an account, signature status per signer, audit trail, signed PDF download and terminate.
 * A tenant sees the same page without the landlord's actions.
 */
import { Alert, Anchor, Breadcrumbs, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { chatSubjectPath, leaseAuditEventLabels } from '@lintel/shared';
import type { Lease, LeaseTenant } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/toast.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { queryView } from '../../../lib/data-cache.ts';
import {
  downloadLeasePdf,
  useInviteLeaseTenantMutation,
  useLeaseAuditQuery,
  useLeaseQuery,
  useRemoveLeaseMutation,
  useSendLeaseForSignatureMutation,
} from '../api/leases-api.ts';
import { leaseSent, leaseTenantInvited, selectLeases } from '../state/leases-slice.ts';
import { LeaseFacts, LeaseStatusBadge } from '../components/lease-summary.tsx';
import { LeasePdfFrame, useLeasePdf } from '../components/lease-pdf.tsx';
import { canSign, isFullySigned, isTenantViewer } from '../components/lease-viewer.ts';
import { formatMoney, leaseDates } from '../components/lease-format.ts';
import { VirtualTable } from '../../../components/ui/infinite-list/virtual-table.tsx';
import type { VirtualColumn } from '../../../components/ui/infinite-list/virtual-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

const fileNameOf = (lease: Lease, signed: boolean) =>
  `lease-${lease.propertyName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}${signed ? '-signed' : ''}.pdf`;

export async function download(lease: Lease, signed: boolean) {
  try {
    await downloadLeasePdf(lease.id, signed ? 'signed-document' : 'document', fileNameOf(lease, signed));
  } catch (error) {
    toastError(errorMessage(error, 'Could not download the document'));
  }
}

function InviteRow({ tenant, invited }: { tenant: LeaseTenant; invited: boolean }) {
  const dispatch = useAppDispatch();
  const [invite, { isLoading: pending }] = useInviteLeaseTenantMutation();
  const [email, setEmail] = useState(tenant.email ?? '');
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={`${tenant.fullName}'s e-mail`}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
      <Button
        loading={pending}
        disabled={!/^\S+@\S+\.\S+$/.test(email.trim())}
        onClick={() =>
          void invite({ tenantId: tenant.id, email: email.trim(), fullName: tenant.fullName }).then((result) => {
            if (!result.error) dispatch(leaseTenantInvited(tenant.id));
          })
        }
      >
        {invited ? `Send again to ${tenant.fullName}` : `Invite ${tenant.fullName}`}
      </Button>
      {invited && (
        <Text size="sm" c="teal.9" w="100%">
          Invitation sent to {tenant.fullName}.
        </Text>
      )}
    </Group>
  );
}

const signerColumns = (lease: Lease): VirtualColumn<Lease['signing']['signers'][number]>[] => [
  {
    key: 'signer',
    header: 'Signer',
    wrap: true,
    cell: (signer) => (
      <>
        <Text size="sm" fw={600}>
          {signer.name}
        </Text>
        {signer.email && (
          <Text size="xs" c="dimmed">
            {signer.email}
          </Text>
        )}
      </>
    ),
  },
  { key: 'role', header: 'Role', cell: (signer) => (signer.role === 'landlord' ? 'Landlord' : 'Tenant') },
  {
    key: 'status',
    header: 'Status',
    wrap: true,
    cell: (signer) =>
      signer.signedAt ? (
        <>
          <StatusBadge color="teal">Signed</StatusBadge>
          <Text size="xs" c="dimmed">
            {formatDateTime(signer.signedAt)} · {signer.signatureType}
          </Text>
        </>
      ) : (
        <StatusBadge color={lease.status === 'pendingSignature' ? 'yellow' : 'gray'}>
          {lease.status === 'pendingSignature' ? 'Waiting' : 'Not sent'}
        </StatusBadge>
      ),
  },
];

function Signers({ lease }: { lease: Lease }) {
  if (!lease.signing.signers.length) return null;
  return (
    <VirtualTable
      items={lease.signing.signers}
      columns={signerColumns(lease)}
      caption="Signatures"
      getKey={(signer) => `${signer.role}-${signer.tenantId ?? 'landlord'}`}
      rowHeight={64}
    />
  );
}

/** The trail is asked again whenever the lease changes (tags `LeaseAudit` and `Lease` of this lease). */
function AuditTrail({ leaseId }: { leaseId: string }) {
  const audit = useLeaseAuditQuery(leaseId);
  const view = queryView(audit, 'Failed to fetch the audit trail');
  const items = audit.currentData ?? [];
  return (
    <Card withBorder component="section" aria-label="Audit trail">
      <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
        Audit trail
      </Text>
      {view.state === 'error' && <Text c="dimmed">The audit trail could not be loaded.</Text>}
      {items.length === 0 && view.state !== 'error' && <Skeleton height={60} />}
      <Stack gap={6} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((entry) => (
          <li key={entry.id}>
            <Text size="sm">
              <strong>{leaseAuditEventLabels[entry.event]}</strong> · {entry.actorName}
              {entry.actorRole !== 'system' ? ` (${entry.actorRole})` : ''}
              {entry.details ? ` · ${entry.details}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.createdAt)}
              {entry.ip ? ` · IP ${entry.ip}` : ''}
              {entry.documentHash ? ` · document ${entry.documentHash.slice(0, 12)}…` : ''}
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

export default function LeasePage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const { uninvited, invitedTenantIds: invitedIds } = useAppSelector(selectLeases);
  const query = useLeaseQuery(id);
  const view = queryView(query, 'Failed to fetch lease');
  const [removeLease, removal] = useRemoveLeaseMutation();
  const [sendLeaseForSignature, { isLoading: sendPending }] = useSendLeaseForSignatureMutation();
  // Issue 11 item 8: sending freezes the lease and deleting is final, so both are confirmed first.
  const [confirming, setConfirming] = useState<'send' | 'delete' | null>(null);
  // Issue 21 item 5: another party's signature, the full execution or a termination refreshes the
  // signatures table (and the audit trail with it) without a reload: lease events invalidate the
  // lease's tags (lib/live/event-tags.ts).
  const lease = removal.isSuccess ? null : (query.data ?? null);
  const signed = lease ? isFullySigned(lease) : false;
  const pdf = useLeasePdf(id, signed ? 'signed-document' : 'document', lease ? `${lease.updatedAt}|${lease.status}` : null);

  if (removal.isSuccess) return <Navigate to={paths.leases} replace />;
  const tenantView = lease ? isTenantViewer(lease, user) : user?.role === 'tenant';
  const withoutAccount = lease ? lease.tenants.filter((tenant) => !tenant.hasAccount) : [];
  // Invited: from this page, or not among the tenants the send said had no invitation yet.
  const isInvited = (tenantId: string) =>
    invitedIds.includes(tenantId) || (uninvited.leaseId === lease?.id && !uninvited.tenantIds.includes(tenantId));

  return (
    <Stack>
      <Breadcrumbs aria-label="Breadcrumb">
        <Anchor component={Link} to={tenantView ? paths.myLease : paths.leases}>
          {tenantView ? 'My lease' : 'Leases'}
        </Anchor>
        <Text>{lease?.propertyName ?? '…'}</Text>
      </Breadcrumbs>
      {view.state === 'loading' && (
        <Stack role="status" aria-label="Loading lease">
          <Skeleton height={36} width="40%" />
          <Skeleton height={280} />
        </Stack>
      )}
      {view.state === 'error' && (
        <Alert color="red" role="alert" title="Could not load this lease">
          <Text mb="sm">{view.message}</Text>
          <Button size="xs" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {lease && (
        <>
          <Stack gap="sm">
            <div>
              <Title order={1}>{lease.propertyName}</Title>
              <Text c="dimmed">
                {leaseDates(lease)} · {formatMoney(lease.rentAmount)} rent
              </Text>
              <Group gap="xs" mt={6}>
                <LeaseStatusBadge lease={lease} />
                <Text size="sm" c="dimmed">
                  {lease.tenants.map((tenant) => tenant.fullName).join(', ')}
                </Text>
              </Group>
            </div>
            <Group gap="xs">
              {lease.status !== 'draft' && (
                <Button variant="light" component={Link} to={chatSubjectPath({ kind: 'lease', id: lease.id })}>
                  Message
                </Button>
              )}
              {canSign(lease, user) && (
                <Button component={Link} to={paths.leaseSign(lease.id)}>
                  Sign lease
                </Button>
              )}
              {!tenantView && lease.status === 'draft' && (
                <Button loading={sendPending} onClick={() => setConfirming('send')}>
                  Send for signature
                </Button>
              )}
              {signed && (
                <Button variant="light" onClick={() => void download(lease, true)}>
                  Download signed PDF
                </Button>
              )}
              {!signed && (
                <Button variant="default" onClick={() => void download(lease, false)}>
                  Download PDF
                </Button>
              )}
              {!tenantView && (lease.status === 'active' || lease.status === 'pendingSignature') && (
                <Button
                  variant="default"
                  color="red"
                  c="red.8"
                  onClick={() => dispatch(modalOpened({ name: modalNames.terminateLease, props: { lease } }))}
                >
                  Terminate lease
                </Button>
              )}
              {!tenantView && lease.status === 'draft' && (
                <Button
                  variant="default"
                  color="red"
                  c="red.8"
                  onClick={() => setConfirming('delete')}
                >
                  Delete draft
                </Button>
              )}
            </Group>
          </Stack>

          {!tenantView && lease.status === 'draft' && (
            <Alert color="indigo" variant="light" title="Draft">
              Review the document below. Sending it e-mails every party a link to sign; the document is then fixed.
            </Alert>
          )}
          {!tenantView && lease.status === 'pendingSignature' && withoutAccount.length > 0 && (
            <Card withBorder component="section" aria-label="Invite tenants">
              <Text component="h2" fw={650} fz="lg" m={0}>
                Invite tenants to sign
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                Tenants sign with a Lintel account. These tenants don't have one yet: invite them by e-mail.
              </Text>
              <Stack gap="sm">
                {withoutAccount.map((tenant) => (
                  <InviteRow key={tenant.id} tenant={tenant} invited={isInvited(tenant.id)} />
                ))}
              </Stack>
            </Card>
          )}

          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Stack>
              <Card withBorder component="section" aria-label="Signatures">
                <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
                  Signatures
                </Text>
                {lease.signing.signedOffline ? (
                  <Text size="sm">Recorded as signed on paper.</Text>
                ) : (
                  <Signers lease={lease} />
                )}
                {lease.signing.documentHash && (
                  <Text size="xs" c="dimmed" mt="xs" style={{ wordBreak: 'break-all' }}>
                    Document SHA-256: {lease.signing.documentHash}
                  </Text>
                )}
              </Card>
              <Card withBorder component="section" aria-label="Terms">
                <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
                  Terms
                </Text>
                <LeaseFacts lease={lease} />
              </Card>
              <AuditTrail leaseId={lease.id} />
            </Stack>
            <Card withBorder component="section" aria-label="Document">
              <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
                {signed ? 'Signed document' : lease.status === 'draft' ? 'Document preview (draft)' : 'Document'}
              </Text>
              <LeasePdfFrame pdf={pdf} title={`Lease for ${lease.propertyName}`} />
            </Card>
          </SimpleGrid>
          <ConfirmDialog
            opened={confirming === 'send'}
            title="Send this lease for signature?"
            message="The lease is frozen as it is now: its terms can't be edited once sent. Every tenant with an e-mail address is asked to sign it, then you sign."
            confirmLabel="Send for signature"
            confirmColor="indigo"
            loading={sendPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              void sendLeaseForSignature(lease.id).then((result) => {
                if (result.data)
                  dispatch(leaseSent({ leaseId: result.data.lease.id, uninvitedTenantIds: result.data.uninvitedTenantIds, notified: result.data.notified }));
              });
            }}
          />
          <ConfirmDialog
            opened={confirming === 'delete'}
            title="Delete this draft lease?"
            message="The draft and its terms are deleted for good."
            confirmLabel="Delete draft"
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              void removeLease(lease.id);
            }}
          />
        </>
      )}
    </Stack>
  );
}
