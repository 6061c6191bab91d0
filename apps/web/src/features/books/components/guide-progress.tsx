/**
 * A guide's reading progress on the guides list (issue 22 low: "the guides list shows no progress"):
 * from the reader's remembered position of this user (reading-position.ts), a bar with "40 % read" or
 * "Finished", and the card's button says Continue instead of Read. Nothing when never opened.
 */
import { Group, Progress, Text } from '@mantine/core';
import { readPosition } from './reading-position.ts';

/** The share read (0–1) of `bookId` by `userId`, or null when the guide was never opened. */
export function guideProgress(userId: string | undefined, bookId: number): number | null {
  if (!userId) return null;
  const saved = readPosition(userId, bookId);
  if (!saved) return null;
  return saved.read ?? 0;
}

export function GuideProgress({ read, title }: { read: number; title: string }) {
  const percent = Math.round(read * 100);
  const label = percent >= 98 ? 'Finished' : `${percent} % read`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={Math.max(percent, 2)} size="sm" style={{ flex: 1 }} aria-label={`${title}: ${label}`} color={percent >= 98 ? 'teal' : undefined} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}
