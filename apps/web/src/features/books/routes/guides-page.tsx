/** /guides (issue 14): Lintel's guides, searchable, with the chapter count and reading time. */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { BookAudience } from '@lintel/shared';
import { useLocalPagedList } from '../../../components/ui/paged-list/use-local-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { paths } from '../../../lib/paths.ts';
import { getBooks } from '../api/book-calls.ts';
import { GuideProgress, guideProgress } from '../components/guide-progress.tsx';
import { useAppSelector } from '../../../lib/redux-hooks.ts';

const audienceLabels: Record<BookAudience, string> = {
  landlord: 'For landlords',
  homeowner: 'For homeowners',
  everyone: 'For everyone',
};

export default function GuidesPage() {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useSearchFilter(query, (value) => setQuery(value ?? ''));
  const filters = useMemo(() => ({ search: query || undefined }), [query]);
  const { list, controls } = useLocalPagedList({
    filters,
    fetchPage: (paged, signal) => getBooks(paged, signal),
    fallbackError: 'Failed to fetch guides',
  });
  return (
    <Stack gap="md">
      <ListHeader title="Guides" total={list.pagination?.total} noun={['guide', 'guides']} />
      <ListToolbar
        search={{
          label: 'Search guides',
          placeholder: 'Lease, gutters, U-factor…',
          value: search,
          onChange: setSearch,
        }}
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="guides"
        empty={
          <ListEmpty
            title="No guide matches"
            text="Try another word, or clear the search."
            action={
              query ? (
                <Button variant="light" onClick={() => setSearch('')}>
                  Clear search
                </Button>
              ) : undefined
            }
          />
        }
        cards={(books) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {books.map((book) => {
              const read = guideProgress(userId, book.bookId);
              return (
                <Card key={book.id} withBorder padding="lg" component="article" aria-labelledby={`guide-${book.id}`}>
                  <Stack gap="xs" h="100%">
                    <Group gap="xs">
                      <Badge variant="light">{audienceLabels[book.audience]}</Badge>
                      <Text size="xs" c="dimmed">
                        {book.chapterCount} chapters · {book.readingMinutes} min
                      </Text>
                    </Group>
                    <Title order={2} size="h4" id={`guide-${book.id}`}>
                      {book.title}
                    </Title>
                    <Text size="sm" style={{ flex: 1 }}>
                      {book.summary}
                    </Text>
                    {read !== null && <GuideProgress read={read} title={book.title} />}
                    <Group gap="xs">
                      <Button component={Link} to={paths.guide(book.bookId)}>
                        {read === null ? 'Read' : read >= 0.98 ? 'Read again' : 'Continue'}
                      </Button>
                      {book.feature && (
                        <Button component={Link} to={book.feature.path} variant="subtle">
                          {book.feature.label}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
