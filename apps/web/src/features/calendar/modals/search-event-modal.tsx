/**
 * 'Search event' modal (spec point 2): finds events by title or description within a year before and
 * after today, 15 per page (spec point 9); a result opens its event info.
 */
import { Loader, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CalendarEvent } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useSearchCalendarEventsQuery } from '../api/calendar-api.ts';
import { EventList } from '../components/event-list.tsx';

const shiftDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export default function SearchEventModal({ onClose }: StackedModalProps) {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The page belongs to its search: a new search starts at page 1 (no request for the old page number).
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debounced ? paging.page : 1;
  // A year either side of today, fixed while the modal is open (one cache entry per search and page).
  const [span] = useState(() => ({ startDate: shiftDays(-365), endDate: shiftDays(365) }));

  // One query per search and page; a failure shows below the field (no toast, spec point 8).
  const query = useSearchCalendarEventsQuery(debounced ? { ...span, search: debounced, page } : skipToken);
  const answer = debounced ? (query.data ?? null) : null;
  const status = !debounced ? 'idle' : query.isFetching ? 'pending' : query.isError && !(query.error as ApiFailure | undefined)?.aborted ? 'error' : 'done';

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
          <Pagination total={answer.pagination.totalPages} value={page} onChange={(next) => setPaging({ search: debounced, page: next })} size="sm" aria-label="Search result pages" />
        )}
      </Stack>
    </Modal>
  );
}
