/** /tenant-applications/:id: the landlord reviews every step of an application, then approves (creates the tenant) or declines. */
import { Alert, Anchor, Badge, Breadcrumbs, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  applicationStatusLabels,
  employmentStatusLabels,
  idTypeLabels,
  leaseTermLabels,
  reasonForLeavingLabels,
} from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { useApplicationQuery, useApproveApplicationMutation, useDeclineApplicationMutation } from '../api/applications-api.ts';
import { applicationStatusColor } from './applications-page.tsx';
import { LandlordOnly } from '../../../components/ui/role-gate/role-gate.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/format-phone.ts';

const money = (value: number | undefined) => (value === undefined ? '—' : `$${value.toLocaleString('en-US')}`);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Section({ title, rows }: { title: string; rows: [string, string | undefined | null][] }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
        {title}
      </Text>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ApplicationPageScreen() {
  const { id = '' } = useParams();
  const query = useApplicationQuery(id);
  const view = queryView(query, 'Failed to fetch the application');
  const application = query.data ?? null;
  const error = view.state === 'error' ? view.message : null;
  const [approveApplication, approval] = useApproveApplicationMutation();
  const [declineApplication, declination] = useDeclineApplicationMutation();
  const pending = approval.isLoading ? 'approve' : declination.isLoading ? 'decline' : null;
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [tenantName, setTenantName] = useState<string | null>(null);
  async function approve() {
    const result = await approveApplication(id);
    if (result.data) setTenantName(result.data.tenant.fullName);
  }

  async function decline() {
    const result = await declineApplication({ id, ...(reason.trim() ? { reason: reason.trim() } : {}) });
    if (!result.error) setDeclining(false);
  }

  const a = application;
  return (
    <Stack>
      <Breadcrumbs aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.applications}>
          Applications
        </Anchor>
        <Text>{a?.fullName ?? '…'}</Text>
      </Breadcrumbs>
      {error && (
        <Alert color="red" role="alert" title="Could not load this application">
          {error}
        </Alert>
      )}
      {!a && !error && <Skeleton height={300} role="status" aria-label="Loading application" />}
      {a && (
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1}>{a.fullName}</Title>
              <Text c="dimmed">
                Applied for {a.property.parent ? `${a.property.parent.nickname} · ` : ''}
                {a.property.nickname} on {formatDate(a.createdAt)}
              </Text>
              <Badge mt={6} color={applicationStatusColor[a.status]} variant="light" size="lg">
                {applicationStatusLabels[a.status]}
              </Badge>
            </div>
            {a.status === 'submitted' && (
              <Group gap="xs">
                <Button loading={pending === 'approve'} onClick={() => void approve()}>
                  Approve
                </Button>
                <Button variant="default" onClick={() => setDeclining(true)}>
                  Decline
                </Button>
              </Group>
            )}
          </Group>
          {tenantName && (
            <Alert color="teal" title="Approved">
              {tenantName} is now one of your tenants.{' '}
              <Anchor component={Link} to={paths.tenants}>
                Open tenants
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to={paths.leases}>
                create a lease
              </Anchor>
              .
            </Alert>
          )}
          {a.status === 'declined' && a.declineReason && <Alert color="gray">Declined: {a.declineReason}</Alert>}
          {declining && (
            <Card withBorder>
              <Stack>
                <Textarea label="Reason (optional, kept with the application)" autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setDeclining(false)}>
                    Cancel
                  </Button>
                  <Button color="red" loading={pending === 'decline'} onClick={() => void decline()}>
                    Decline application
                  </Button>
                </Group>
              </Stack>
            </Card>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Section
              title="Basic Info"
              rows={[
                ['E-mail', a.email],
                ['Phone', formatPhone(a.phoneNumber)],
                ['Date of birth', formatDate(a.basicInfo.dateOfBirth)],
                ['ID', `${idTypeLabels[a.basicInfo.idType]} ${a.basicInfo.idNumber} (${a.basicInfo.idCountry})`],
              ]}
            />
            {a.coSigners.length > 0 && (
              <Section
                title="Co-Signers"
                rows={a.coSigners.map((signer, index) => [
                  `Co-signer ${index + 1}`,
                  [signer.fullName, signer.relationship, signer.email, signer.phoneNumber && formatPhone(signer.phoneNumber)].filter(Boolean).join(' · '),
                ])}
              />
            )}
            <Section
              title="Terms"
              rows={[
                ['Move-in', a.terms.desiredMoveInDate],
                ['Term', leaseTermLabels[a.terms.leaseTerm]],
                ['People', String(a.terms.occupantsCount)],
                ['Pets', a.terms.hasPets ? a.terms.petsDescription || 'Yes' : 'No'],
                ['Smoking', yesNo(a.terms.smokes)],
              ]}
            />
            <Section
              title="Address"
              rows={[
                ['Address', [a.address.address, a.address.city, a.address.state, a.address.postalCode, a.address.country].filter(Boolean).join(', ')],
                ['Since', a.address.livedSince],
                ['Current rent', money(a.address.currentRent)],
                ['Landlord', [a.address.landlordName, a.address.landlordPhone].filter(Boolean).join(' · ')],
                ['Reason for leaving', reasonForLeavingLabels[a.address.reasonForLeaving]],
                ['Details', a.address.reasonDetails],
              ]}
            />
            <Section
              title="Financial"
              rows={[
                ['Employment', employmentStatusLabels[a.financial.employmentStatus]],
                ['Employer', [a.financial.employer, a.financial.jobTitle].filter(Boolean).join(' · ')],
                ['Since', a.financial.employedSince],
                ['Monthly income', money(a.financial.monthlyIncome)],
                ['Other income', a.financial.otherIncome ? `${money(a.financial.otherIncome)} ${a.financial.otherIncomeSource ?? ''}` : undefined],
              ]}
            />
            <Section
              title="Add. Info"
              rows={[
                ['Evicted before', yesNo(a.additionalInfo.hasBeenEvicted)],
                ['Bankruptcy', yesNo(a.additionalInfo.hasBankruptcy)],
                ['Vehicles', a.additionalInfo.vehicles],
                [
                  'Emergency contact',
                  a.additionalInfo.emergencyContact
                    ? [a.additionalInfo.emergencyContact.fullName, a.additionalInfo.emergencyContact.relationship, a.additionalInfo.emergencyContact.phoneNumber && formatPhone(a.additionalInfo.emergencyContact.phoneNumber)].filter(Boolean).join(' · ')
                    : undefined,
                ],
                ['Notes', a.additionalInfo.notes],
              ]}
            />
          </SimpleGrid>
          {a.attachments.length > 0 && (
            <Card withBorder component="section" aria-label="Documents">
              <Text component="h2" fw={650} fz="lg" m={0} mb="sm">
                Documents
              </Text>
              <Stack gap={2}>
                {a.attachments.map((file) => (
                  <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer">
                    {file.name}
                  </Anchor>
                ))}
              </Stack>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}

export default function ApplicationPage() {
  return (
    <LandlordOnly title="Applications" tenantHome={paths.myLease}>
      <ApplicationPageScreen />
    </LandlordOnly>
  );
}
