/** 'Load more on scroll' (spec point 2): an IntersectionObserver sentinel plus a button for keyboard and screen-reader users. */
import { Button, Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface LoadMoreSentinelProps {
  hasMore: boolean;
  loading: boolean;
  failed?: boolean;
  onLoadMore: () => void;
}

export function LoadMoreSentinel({ hasMore, loading, failed, onLoadMore }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  const active = hasMore && !loading && !failed;
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);

  if (!hasMore) return null;
  return (
    <Center ref={ref} py="md">
      {loading ? (
        <Loader size="sm" aria-label="Loading more" />
      ) : (
        <Button variant="subtle" onClick={onLoadMore}>
          {failed ? 'Try loading more again' : 'Load more'}
        </Button>
      )}
    </Center>
  );
}
