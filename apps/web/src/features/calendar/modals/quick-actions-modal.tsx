/** 'Quick actions' modal (spec point 2): new event, new task, search, the calendar feed. */
import { Button, Modal, Stack } from '@mantine/core';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';

export default function QuickActionsModal({ onClose }: StackedModalProps) {
  const dispatch = useAppDispatch();
  const open = (name: string, props: Record<string, unknown> = {}) => {
    onClose();
    dispatch(modalOpened({ name, props }));
  };
  return (
    <Modal opened onClose={onClose} title="Quick actions" size="md">
      <Stack>
        <Button onClick={() => open(modalNames.createEvent)}>New event</Button>
        <Button variant="light" onClick={() => open(modalNames.createEvent, { type: 'task' })}>
          New task
        </Button>
        <Button variant="default" onClick={() => open(modalNames.searchEvent)}>
          Search events
        </Button>
        <CalendarFeedCard />
      </Stack>
    </Modal>
  );
}
