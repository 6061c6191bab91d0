/**
 * The Company Settings tab (spec point 2, shown to company-capable users only): the company's details and
 * logo, Edit (the add company modal in edit mode) and, except for service providers whose quotes carry
 * the company, Remove after a confirmation.
 */
import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { User } from '@lintel/shared';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useDeleteCompanyDetailsMutation } from '../api/settings-api.ts';
import { formatPhone } from '../../../lib/format-phone.ts';

export function CompanySettings({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [deleteCompanyDetails, { isLoading: pending }] = useDeleteCompanyDetailsMutation();
  const [confirming, setConfirming] = useState(false);
  const company = user.company;
  const edit = () => dispatch(modalOpened({ name: modalNames.addCompany }));
  if (!company) {
    return (
      <Stack maw={520} align="flex-start">
        <Text>No company details yet.</Text>
        <Button onClick={edit}>Add company</Button>
      </Stack>
    );
  }
  const rows: Array<[string, string | null]> = [
    ['E-mail', company.email],
    ['Phone', company.phoneNumber && formatPhone(company.phoneNumber)],
    ['Address', company.address],
  ];
  return (
    <Stack maw={560}>
      <Group wrap="nowrap">
        <Avatar src={company.logo} size={72} radius="md" alt="Company logo" color="indigo" styles={{ image: { objectFit: 'contain' } }}>
          {company.name.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3">
            {company.name}
          </Title>
          {company.website && (
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
              {company.website}
            </Anchor>
          )}
        </div>
      </Group>
      <Stack gap={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" w={70}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line' }}>
              {value ?? '—'}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group>
        <Button onClick={edit}>Edit company details</Button>
        {user.role !== 'serviceProvider' && (
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Remove company details
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Remove company details?"
        message="Your company name, logo and contact details are removed and the Company Settings tab disappears. You can add a company again later."
        confirmLabel="Remove"
        loading={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteCompanyDetails().then(() => setConfirming(false))}
      />
    </Stack>
  );
}
