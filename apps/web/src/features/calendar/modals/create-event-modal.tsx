/**
 * 'Create event' modal (spec point 2), also editing when `event` is given: event or task, title,
 * all day, start and end in a time zone (a new event starts in the user's profile zone), repeat on
 * weekdays with an optional end, reminders, description.
 */
import { Button, Checkbox, Chip, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { reminderLabels, reminderOffsets, weekdayLabels, weekdays, type CalendarEvent, type CalendarEventType, type ReminderOffset, type Weekday } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useCreateCalendarEventMutation, useUpdateCalendarEventMutation } from '../api/calendar-api.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { browserTimeZone, timeZoneOptions } from '../../../lib/time-zone.ts';
import { eventPayload, moveStart, newEventValues, startWeekday, valuesOfEvent, type EventFormValues } from '../components/event-form.ts';

/** The week as the calendar shows it: Monday first. */
const mondayFirst = [...weekdays.slice(1), weekdays[0]];

export interface CreateEventModalProps {
  /** Edit this event (its series). */
  event?: CalendarEvent;
  /** A new event's start (ISO) and whether it is all day, e.g. from a clicked day. */
  start?: string;
  allDay?: boolean;
  type?: CalendarEventType;
  title?: string;
}

export default function CreateEventModal({ onClose, event, start, allDay, type, title }: StackedModalProps & CreateEventModalProps) {
  const [createEvent, creating] = useCreateCalendarEventMutation();
  const [updateEvent, updating] = useUpdateCalendarEventMutation();
  const saving = creating.isLoading || updating.isLoading;
  // A new event starts in the user's profile zone (issue 22 item 2), the browser's while they have none.
  const profileZone = useAppSelector((state) => state.auth.user?.timeZone ?? null);
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? valuesOfEvent(event) : newEventValues(start ? new Date(start) : undefined, allDay, type, title, profileZone ?? browserTimeZone()),
  );
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const repeats = values.repeatDays.length > 0;

  async function submit(formEvent: React.FormEvent) {
    formEvent.preventDefault();
    const { input, errors: found } = eventPayload(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = event ? await updateEvent({ id: event.id, input }) : await createEvent(input);
    if (!('error' in result)) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={event ? 'Edit event' : 'Create event'} size="lg">
      <form onSubmit={(formEvent) => void submit(formEvent)} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Kind"
            value={values.type}
            onChange={(value) => set('type', value as CalendarEventType)}
            data={[{ value: 'calendarEvent', label: 'Event' }, { value: 'task', label: 'Task' }]}
          />
          <TextInput label="Title" required data-autofocus value={values.title} error={errors.title} maxLength={200} onChange={(e) => set('title', e.currentTarget.value)} />
          <Checkbox label="All day" checked={values.allDay} onChange={(e) => set('allDay', e.currentTarget.checked)} />
          <SimpleGrid cols={{ base: values.allDay ? 1 : 2, xs: 2 }}>
            <TextInput type="date" label={values.allDay ? 'From' : 'Date'} required value={values.startDate} error={errors.startDate} onChange={(e) => { const startDate = e.currentTarget.value; setValues((current) => moveStart(current, { startDate })); }} />
            {values.allDay ? (
              <TextInput type="date" label="To" value={values.endDate} min={values.startDate} onChange={(e) => set('endDate', e.currentTarget.value)} />
            ) : (
              <TextInput type="time" label="Starts" value={values.startTime} onChange={(e) => { const startTime = e.currentTarget.value; setValues((current) => moveStart(current, { startTime })); }} />
            )}
          </SimpleGrid>
          {!values.allDay && (
            <Select
              label="Time zone"
              searchable
              allowDeselect={false}
              data={zones}
              value={values.timeZone}
              onChange={(zone) => zone && set('timeZone', zone)}
              comboboxProps={{ withinPortal: true }}
              description="The times above are in this zone; a repeating event keeps its local time across daylight-saving changes."
            />
          )}
          {!values.allDay && values.type === 'calendarEvent' && (
            <SimpleGrid cols={2}>
              <TextInput type="date" label="End date" value={values.endDate} min={values.startDate} error={errors.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} />
              <TextInput type="time" label="Ends" value={values.endTime} error={errors.endTime} onChange={(e) => set('endTime', e.currentTarget.value)} />
            </SimpleGrid>
          )}
          <div>
            <Text size="sm" fw={500} mb={4} id="repeat-label">
              Repeat every week on
            </Text>
            <Chip.Group multiple value={values.repeatDays} onChange={(days) => set('repeatDays', days as Weekday[])}>
              <Group gap={6} role="group" aria-labelledby="repeat-label">
                {mondayFirst.map((day) => (
                  <Chip key={day} value={day} size="xs">
                    {weekdayLabels[day]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {repeats && !values.repeatDays.includes(startWeekday(values)) && (
              <Text size="xs" c="dimmed" mt={4}>
                The first occurrence is on {weekdayLabels[startWeekday(values)]}, so it repeats then too.
              </Text>
            )}
          </div>
          {repeats && (
            <TextInput type="date" label="Repeat until (optional)" value={values.repeatUntil} min={values.startDate} onChange={(e) => set('repeatUntil', e.currentTarget.value)} />
          )}
          <MultiSelect
            label="Reminders"
            placeholder={values.reminders.length ? undefined : 'No reminder'}
            data={reminderOffsets.map((offset) => ({ value: offset, label: reminderLabels[offset] }))}
            value={values.reminders}
            onChange={(list) => set('reminders', list as ReminderOffset[])}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea label="Description" autosize minRows={2} maxRows={6} maxLength={2000} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {event ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
