/**
 * 'Search event' modal (spec point 2): finds events by title or description within a year before and
 * after today, 15 per page (spec point 9); a result opens its event info.
 */
import { Loader, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { CalendarEvent, CalendarEventListResponse } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { failWith } from '../../../lib/toast.ts';
import { getEvents } from '../api/calendar-calls.ts';
import { useCalendarDispatch } from '../state/hooks.ts';
import { EventList } from '../components/event-list.tsx';

const shiftDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export default function SearchEventModal({ onClose }: StackedModalProps) {
  const dispatch = useCalendarDispatch();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<CalendarEventListResponse | null>(null);
  const [status, setStatus] = useState<'idle' | 'pending' | 'done' | 'error'>('idle');

  useEffect(() => setPage(1), [debounced]);
  useEffect(() => {
    if (!debounced) {
      setAnswer(null);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('pending');
    getEvents({ startDate: shiftDays(-365), endDate: shiftDays(365), search: debounced, page }, controller.signal).then(
      (result) => {
        setAnswer(result);
        setStatus('done');
      },
      (reason: unknown) => {
        // A request cancelled by a newer search stays pending, without an error (spec point 8).
        if (controller.signal.aborted) return;
        failWith(reason, 'Failed to fetch events', { silent: true });
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [debounced, page]);

  const open = (event: CalendarEvent) => {
    onClose();
    dispatch(modalOpened({ name: modalNames.eventInfo, props: { event } }));
  };

  return (
    <Modal opened onClose={onClose} title="Search events" size="lg">
      <Stack>
        <TextInput data-autofocus label="Search" placeholder="Title or description" value={search} onChange={(e) => setSearch(e.currentTarget.value)} rightSection={status === 'pending' ? <Loader size="xs" /> : null} />
        {status === 'error' && <Text c="red" size="sm">Failed to fetch events</Text>}
        {answer && <EventList events={answer.results} onOpen={open} empty="No events match" />}
        {answer && answer.pagination.totalPages > 1 && (
          <Pagination total={answer.pagination.totalPages} value={page} onChange={setPage} size="sm" aria-label="Search result pages" />
        )}
      </Stack>
    </Modal>
  );
}
