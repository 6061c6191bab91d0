/** What a document row can do: open the stacked modals by name. */
import type { Document } from '@lintel/shared';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';

export function useDocumentActions() {
  const dispatch = useAppDispatch();
  return {
    preview(document: Document) {
      dispatch(modalOpened({ name: modalNames.documentPreview, props: { id: document.id } }));
    },
    edit(document: Document) {
      dispatch(modalOpened({ name: modalNames.editDocument, props: { id: document.id } }));
    },
    move(ids: string[]) {
      dispatch(modalOpened({ name: modalNames.moveDocumentToFolder, props: { documentIds: ids } }));
    },
    upload(folderId: string | null) {
      dispatch(modalOpened({ name: modalNames.uploadDocument, props: { folderId } }));
    },
  };
}
