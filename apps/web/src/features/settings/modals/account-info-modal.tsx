/** 'Account info' modal (spec point 2): the signed-in user's details at a glance, with Edit Mode. */
import { Avatar, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { roleLabels } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { formatDate, initials } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/format-phone.ts';

export default function AccountInfoModal({ onClose }: StackedModalProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['E-mail', user.email],
    ['Phone', formatPhone(user.phoneNumber)],
    ['Company', user.company?.name ?? '—'],
    ['Member since', formatDate(user.createdAt)],
  ];
  return (
    <Modal opened onClose={onClose} title="Account info" centered>
      <Stack>
        <Group wrap="nowrap">
          <Avatar src={user.profilePicture} size={64} radius="xl" alt="" color="indigo">
            {initials(user.fullName)}
          </Avatar>
          <div>
            <Text fw={600}>{user.fullName}</Text>
            <Badge variant="light">{roleLabels[user.role]}</Badge>
          </div>
        </Group>
        <Stack gap={4} component="dl" m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed" w={110}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => dispatch(modalOpened({ name: modalNames.accountEditMode }))}>Edit Mode</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
