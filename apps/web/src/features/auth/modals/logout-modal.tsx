/**
 * The logout modal of spec point 2: confirms, then the data cache's `logout` clears the session at once
 * (the slice on its start; the store empties the data cache, so the next user sees nothing of this one)
 * and revokes the refresh token.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../api/auth-api.ts';
import { paths } from '../../../lib/paths.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function LogoutModal({ onClose }: StackedModalProps) {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  return (
    <Modal opened onClose={onClose} title="Log out" centered>
      <Text>Are you sure you want to log out of Lintel?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          onClick={() => {
            onClose();
            void logout();
            navigate(paths.login, { replace: true });
          }}
        >
          Log out
        </Button>
      </Group>
    </Modal>
  );
}
