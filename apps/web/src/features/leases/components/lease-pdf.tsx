/**
 * The lease PDF (unsigned or signed) fetched with the Bearer client, kept as an object URL and shown
 * in an <iframe> (issue 11 item 1: the CSP allows `frame-src 'self' blob:` for exactly this, while
 * `object-src 'none'` stays), with a link to open it in a new tab.
 */
import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { queryView } from '../../../lib/data-cache.ts';
import { useLeaseDocumentQuery } from '../api/leases-api.ts';
import './leases.css';

export interface LeasePdfState {
  url: string | null;
  sha256: string | null;
  status: 'pending' | 'succeeded' | 'rejected';
  error: string | null;
  reload: () => void;
}

/** The PDF from the data cache; a new `version` (e.g. the lease's updatedAt, so a new signature shows) asks again. */
export function useLeasePdf(id: string, kind: 'document' | 'signed-document', version: string | null): LeasePdfState {
  const query = useLeaseDocumentQuery(version === null ? skipToken : { id, kind, version });
  const view = queryView(query, 'Could not load the lease document');
  // The document of this version only (not the previous version's while the new one loads).
  const current = query.currentData;
  return {
    url: current?.url ?? null,
    sha256: current?.sha256 ?? null,
    status: view.state === 'error' && !query.isFetching ? 'rejected' : current ? 'succeeded' : 'pending',
    error: view.state === 'error' ? view.message : null,
    reload: () => void query.refetch(),
  };
}

export function LeasePdfFrame({ pdf, title }: { pdf: LeasePdfState; title: string }) {
  if (pdf.status === 'rejected')
    return (
      <Alert color="red" role="alert" title="Could not load the document">
        <Text mb="sm">{pdf.error}</Text>
        <Button size="xs" onClick={pdf.reload}>
          Retry
        </Button>
      </Alert>
    );
  if (!pdf.url) return <Skeleton height={420} role="status" aria-label="Loading the document" />;
  // Browsers without a built-in PDF viewer (some phones, headless) get a link instead of an empty frame.
  if (typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === false)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          This browser can't show PDFs on the page.
        </Text>
        <Button component="a" href={pdf.url} target="_blank" rel="noreferrer" variant="light">
          Open the document
        </Button>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <iframe src={pdf.url} className="lease-pdf" title={title} />
      <Anchor href={pdf.url} target="_blank" rel="noreferrer" size="sm">
        Open the document in a new tab
      </Anchor>
    </Stack>
  );
}
