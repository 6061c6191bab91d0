/**
 * 'Event info' modal (spec point 2): an occurrence's details. Own events can be edited, deleted
 * (after a confirmation) and downloaded as .ics; read-only entries of other areas link to their record
 * (a work order's also opens the work-order details modal over the calendar).
 * Opened with `event`, or with `id` alone (the `/calendar?event=<id>` link of a reminder).
 */
import { Anchor, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router';
import { calendarSourceLabels, type CalendarEvent } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { failWith } from '../../../lib/toast.ts';
import { queryView } from '../../../lib/data-cache.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { downloadEventIcs, useCalendarEventQuery, useDeleteCalendarEventMutation } from '../api/calendar-api.ts';
import { remindersText, repeatText, whenText } from '../components/event-text.ts';

export default function EventInfoModal({ onClose, event: given, id }: StackedModalProps & { event?: CalendarEvent; id?: string }) {
  const dispatch = useAppDispatch();
  const [deleteEvent, { isLoading: deleting }] = useDeleteCalendarEventMutation();
  // Opened with only an id (a reminder's link): the event is read through the cache (no toast on failure).
  const fetched = useCalendarEventQuery(given || !id ? skipToken : id);
  const event = given ?? fetched.data ?? null;
  const view = queryView(fetched, 'Event not found');
  const error = view.state === 'error' ? view.message : null;
  const [confirming, setConfirming] = useState(false);

  const edit = (current: CalendarEvent) => {
    onClose();
    dispatch(modalOpened({ name: modalNames.createEvent, props: { event: current } }));
  };
  const linkTask = (current: CalendarEvent) => {
    onClose();
    dispatch(modalOpened({ name: modalNames.linkCalendarTask, props: { event: current } }));
  };
  async function remove(current: CalendarEvent) {
    const result = await deleteEvent(current.id);
    if (!('error' in result)) onClose();
  }

  if (!event) {
    return (
      <Modal opened onClose={onClose} title="Event">
        {error ? <Text c="red">{error}</Text> : <Loader size="sm" aria-label="Loading event" />}
      </Modal>
    );
  }
  const repeat = repeatText(event);
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={event.title} size="md">
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light" color={event.type === 'task' ? 'teal' : 'indigo'}>
              {event.type === 'task' ? 'Task' : 'Event'}
            </Badge>
            {event.source !== 'calendar' && <Badge variant="outline">{calendarSourceLabels[event.source]}</Badge>}
            {!event.editable && <Badge variant="outline" color="gray">Read-only</Badge>}
          </Group>
          <Text fw={500}>{whenText(event)}</Text>
          {repeat && <Text size="sm">{repeat}</Text>}
          {event.reminders.length > 0 && <Text size="sm">Reminders: {remindersText(event)}</Text>}
          {event.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {event.description}
            </Text>
          )}
          {event.link && (
            <Group gap="md">
              {event.source === 'workOrder' && (
                // The work order's summary opens over the calendar (its page is one more click away).
                <Anchor component="button" type="button" size="sm" onClick={() => dispatch(modalOpened({ name: modalNames.workOrderDetails, props: { id: event.id } }))}>
                  Work order details
                </Anchor>
              )}
              <Anchor component={Link} to={event.link} onClick={onClose} size="sm">
                Open the record
              </Anchor>
            </Group>
          )}
          <Group justify="flex-end" mt="sm" gap="xs">
            {event.editable ? (
              <>
                <Button variant="default" onClick={() => void downloadEventIcs(event).catch((reason: unknown) => failWith(reason, 'Failed to download the event'))}>
                  Download .ics
                </Button>
                <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                  Delete
                </Button>
                <Button onClick={() => edit(event)}>Edit</Button>
              </>
            ) : (
              <Button variant="light" onClick={() => linkTask(event)}>
                Add a task for it
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title="Delete event"
        message={event.repeatDays.length > 0 ? `Delete "${event.title}" and all its repeats?` : `Delete "${event.title}"?`}
        confirmLabel="Delete"
        loading={deleting}
        onConfirm={() => void remove(event)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
