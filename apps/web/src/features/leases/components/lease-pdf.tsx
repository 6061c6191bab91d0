/**
 * The lease PDF (unsigned or signed) fetched with the Bearer client, kept as an object URL and shown
 * in an <iframe> (issue 11 item 1: the CSP allows `frame-src 'self' blob:` for exactly this, while
 * `object-src 'none'` stays), with a link to open it in a new tab.
 */
import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { getLeasePdf } from '../api/lease-calls.ts';
import './leases.css';

export interface LeasePdfState {
  url: string | null;
  sha256: string | null;
  status: 'pending' | 'succeeded' | 'rejected';
  error: string | null;
  reload: () => void;
}

/** Loads the PDF when `version` changes (pass e.g. the lease's updatedAt so a new signature shows). */
export function useLeasePdf(id: string, kind: 'document' | 'signed-document', version: string | null): LeasePdfState {
  const [attempt, setAttempt] = useState(0);
  const key = version === null ? null : `${id}|${kind}|${version}|${attempt}`;
  const [state, setState] = useState<{ key: string | null; url: string | null; sha256: string | null; error: string | null }>({
    key: null,
    url: null,
    sha256: null,
    error: null,
  });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    getLeasePdf(id, kind, controller.signal)
      .then((pdf) => {
        url = URL.createObjectURL(pdf.blob);
        setState({ key, url, sha256: pdf.sha256, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ key, url: null, sha256: null, error: errorMessage(error, 'Could not load the lease document') });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, kind, key]);
  const current = state.key === key ? state : null;
  return {
    url: current?.url ?? null,
    sha256: current?.sha256 ?? null,
    status: current ? (current.error ? 'rejected' : 'succeeded') : 'pending',
    error: current?.error ?? null,
    reload: () => setAttempt((value) => value + 1),
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
