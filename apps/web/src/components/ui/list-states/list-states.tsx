/** What a paged list page shows instead of its rows while the first page loads or after it failed (spec point 4). */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';

export interface ListSkeletonProps {
  /** Read out by screen readers, e.g. "Loading leases". */
  label: string;
  rows?: number;
}

/** Placeholder rows with `role="status"`, shown while the list's status is idle or pending. */
export function ListSkeleton({ label, rows = 6 }: ListSkeletonProps) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={52} />
      ))}
    </Stack>
  );
}

export interface ListLoadErrorProps {
  /** e.g. "Could not load leases". */
  title: string;
  message: string | null;
  onRetry: () => void;
}

/** The red alert with the request's message and a Retry button that loads the first page again. */
export function ListLoadError({ title, message, onRetry }: ListLoadErrorProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Text mb="sm">{message}</Text>
      <Button size="xs" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
