/** 'My accounts' modal (spec point 2): the My Accounts list in a modal, opened from the money forms. */
import { Modal } from '@mantine/core';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { MyAccountsPanel } from '../components/my-accounts-panel.tsx';

export default function MyAccountsModal({ onClose }: StackedModalProps) {
  return (
    <Modal opened onClose={onClose} title="My accounts" centered size="lg">
      <MyAccountsPanel />
    </Modal>
  );
}
