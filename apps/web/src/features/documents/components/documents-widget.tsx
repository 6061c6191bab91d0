/** Dashboard widget: the newest 6 documents (spec points 4 and 9); a name opens the preview. */
import { Anchor, Badge, Group } from '@mantine/core';
import { documentFormatLabel } from '@lintel/shared';
import { queryStatus } from '../../../lib/data-cache.ts';
import { documentsWidgetFilters, useDocumentsInfiniteQuery } from '../api/documents-api.ts';
import { useDocumentActions } from './document-actions.ts';
import { paths } from '../../../lib/paths.ts';
import { DashboardWidget } from '../../../components/ui/dashboard-widget/dashboard-widget.tsx';

export function DocumentsWidget() {
  const query = useDocumentsInfiniteQuery(documentsWidgetFilters);
  const items = query.data?.pages[0]?.results ?? [];
  const actions = useDocumentActions();
  return (
    <DashboardWidget
      title="Documents"
      viewAllTo={paths.documents}
      emptyAction={{ label: 'Upload a document', to: paths.documents }}
      status={queryStatus(query)}
      items={items}
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
