/** Dashboard widget: the newest 6 documents (spec points 4 and 9); a name opens the preview. */
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { documentTypeLabels } from '@lintel/shared';
import { useDocumentsDispatch, useDocumentsSelector } from '../state/hooks.ts';
import { fetchDocumentsWidget } from '../api/document-calls.ts';
import { useDocumentActions } from './document-actions.ts';
import { paths } from '../../../lib/paths.ts';

export function DocumentsWidget() {
  const dispatch = useDocumentsDispatch();
  const widget = useDocumentsSelector((state) => state.documents.widget);
  const actions = useDocumentActions();
  useEffect(() => {
    const request = dispatch(fetchDocumentsWidget());
    return () => request.abort();
  }, [dispatch]);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="documents-widget-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="documents-widget-title">
          Documents
        </Title>
        <Anchor component={Link} to={paths.documents} size="sm">
          View all
        </Anchor>
      </Group>
      {widget.status === 'pending' && widget.items.length === 0 ? (
        <Stack gap="xs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={28} />
          ))}
        </Stack>
      ) : widget.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {widget.status === 'rejected' ? 'Could not load documents.' : 'No documents yet.'}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {widget.items.map((document) => (
            <Group key={document.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component="button"
                type="button"
                size="sm"
                truncate="end"
                onClick={() => actions.preview(document)}
                ta="left"
              >
                {document.name}
              </Anchor>
              <Badge variant="light" color="gray" size="sm">
                {documentTypeLabels[document.type]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
