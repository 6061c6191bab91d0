/** 'Mobile event popup' (spec point 2): on a phone, a tapped day's events, and adding one on that day. */
import { Button, Modal, Stack } from '@mantine/core';
import type { CalendarEvent } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { EventList } from '../components/event-list.tsx';

const titleFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

export default function MobileEventPopup({ onClose, date, events }: StackedModalProps & { date: string; events: CalendarEvent[] }) {
  const dispatch = useAppDispatch();
  const open = (name: string, props: Record<string, unknown>) => {
    onClose();
    dispatch(modalOpened({ name, props }));
  };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, day, 9);
  return (
    <Modal opened onClose={onClose} title={titleFormat.format(local)} fullScreen={false} size="md">
      <Stack>
        <EventList events={events} onOpen={(event) => open(modalNames.eventInfo, { event })} empty="Nothing on this day" />
        <Button onClick={() => open(modalNames.createEvent, { start: local.toISOString() })}>Add event</Button>
      </Stack>
    </Modal>
  );
}
