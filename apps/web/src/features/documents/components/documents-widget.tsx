/** Dashboard widget: the newest 6 documents (spec points 4 and 9); a name opens the preview. */
import { Anchor, Badge, Group } from '@mantine/core';
import { useEffect } from 'react';
import { documentFormatLabel } from '@lintel/shared';
import { useDocumentsDispatch, useDocumentsSelector } from '../state/hooks.ts';
import { fetchDocumentsWidget } from '../api/document-calls.ts';
import { useDocumentActions } from './document-actions.ts';
import { paths } from '../../../lib/paths.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';

export function DocumentsWidget() {
  const dispatch = useDocumentsDispatch();
  const widget = useDocumentsSelector((state) => state.documents.widget);
  const actions = useDocumentActions();
  useEffect(() => {
    const request = dispatch(fetchDocumentsWidget());
    return () => request.abort();
  }, [dispatch]);
  return (
    <DashboardWidget
      title="Documents"
      viewAllTo={paths.documents}
      emptyAction={{ label: 'Upload a document', to: paths.documents }}
      status={widget.status}
      items={widget.items}
      getKey={(item) => item.id}
      skeletonHeight={28}
      renderItem={(document) => (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component="button" type="button" size="sm" truncate="end" onClick={() => actions.preview(document)} ta="left">
            {document.name}
          </Anchor>
          <Badge variant="light" color="gray" size="sm">
            {documentFormatLabel(document)}
          </Badge>
        </Group>
      )}
    />
  );
}
