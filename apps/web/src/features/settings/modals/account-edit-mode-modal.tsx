/** 'Account edit mode' modal (spec point 2 "Edit Mode"): the profile form; closes after the success toast. */
import { Modal } from '@mantine/core';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { ProfileForm } from '../components/profile-form.tsx';

export default function AccountEditModeModal({ onClose }: StackedModalProps) {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  return (
    <Modal opened onClose={onClose} title="Edit Mode" centered>
      <ProfileForm user={user} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
