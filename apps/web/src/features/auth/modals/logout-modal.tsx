/** The logout modal of spec point 2: confirms, then revokes the refresh token and clears the session. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { logoutUser } from '../api/auth-calls.ts';
import { paths } from '../../../lib/paths.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';

export default function LogoutModal({ onClose }: StackedModalProps) {
  const dispatch = useAppDispatch();
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
            void dispatch(logoutUser());
            navigate(paths.login, { replace: true });
          }}
        >
          Log out
        </Button>
      </Group>
    </Modal>
  );
}
