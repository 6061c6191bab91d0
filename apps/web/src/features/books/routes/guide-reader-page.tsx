/**
 * /guides/{id} (issue 14): a guide's chapters on one page with a table of contents; the reading
 * position is remembered per user and book (localStorage) and restored on the next visit; chapters
 * link to the Lintel screens they explain.
 */
import { Anchor, Breadcrumbs, Button, Card, Grid, List, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { chapterBlocks } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { ListLoadError } from '../../../components/ui/list-states/list-states.tsx';
import { queryView } from '../../../lib/data-cache.ts';
import { useReadingPosition } from '../components/reading-position.ts';
import { useGuideQuery } from '../api/books-api.ts';

export default function GuideReaderPage() {
  const id = Number(useParams().id);
  const userId = useAppSelector((state) => state.auth.user?.id);
  const valid = Number.isInteger(id) && id > 0;
  const book = useGuideQuery(id, { skip: !valid });
  const view = queryView(book, 'Failed to load the guide');
  useReadingPosition(userId, id, view.state === 'ready');

  if (view.state === 'error' || !valid) {
    return (
      <ListLoadError
        title="Could not open this guide"
        message={view.state === 'error' ? view.message : 'This guide does not exist.'}
        onRetry={() => {
          if (valid) void book.refetch();
        }}
      />
    );
  }
  if (!book.data) return <Skeleton height={400} aria-label="Loading the guide" />;
  const guide = book.data;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={paths.guides}>
          Guides
        </Anchor>
        <Text size="sm">{guide.title}</Text>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Card withBorder padding="md" style={{ position: 'sticky', top: 80 }} component="nav" aria-label="Chapters">
            <Text fw={600} size="sm" mb="xs">
              Chapters
            </Text>
            <List spacing={6} size="sm" listStyleType="decimal">
              {guide.chapters.map((chapter) => (
                <List.Item key={chapter.id}>
                  <Anchor href={`#chapter-${chapter.id}`} size="sm">
                    {chapter.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg" component="article" maw={760} data-testid="guide-reader">
            <div>
              <Title order={1}>{guide.title}</Title>
              <Text c="dimmed" mt={4}>
                {guide.summary}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {guide.chapterCount} chapters · about {guide.readingMinutes} minutes
              </Text>
              <Select
                hiddenFrom="md"
                mt="sm"
                label="Jump to chapter"
                placeholder="Choose a chapter"
                data={guide.chapters.map((chapter, index) => ({ value: String(chapter.id), label: `${index + 1}. ${chapter.title}` }))}
                value={null}
                onChange={(chapterId) => chapterId && document.getElementById(`chapter-${chapterId}`)?.scrollIntoView()}
              />
            </div>
            {guide.chapters.map((chapter, index) => (
              <Stack key={chapter.id} gap="sm" component="section" aria-labelledby={`chapter-${chapter.id}`}>
                <Title order={2} size="h3" id={`chapter-${chapter.id}`} data-chapter-id={chapter.id} style={{ scrollMarginTop: 80 }}>
                  {index + 1}. {chapter.title}
                </Title>
                {chapterBlocks(chapter.body).map((block, blockIndex) =>
                  block.kind === 'list' ? (
                    <List key={blockIndex} spacing={4}>
                      {block.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text key={blockIndex} style={{ lineHeight: 1.65 }}>
                      {block.text}
                    </Text>
                  ),
                )}
                {chapter.link && (
                  <div>
                    <Button component={Link} to={chapter.link.path} variant="light" size="xs">
                      {chapter.link.label}
                    </Button>
                  </div>
                )}
              </Stack>
            ))}
            {guide.feature && (
              <Card withBorder padding="md">
                <Text fw={600}>Put it into practice</Text>
                <Button component={Link} to={guide.feature.path} mt="xs">
                  {guide.feature.label}
                </Button>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
