/** What a contact row, card or the details modal can do: open the stacked modals by name. */
import type { Contact } from '@lintel/shared';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';

export function useContactActions() {
  const dispatch = useAppDispatch();
  return {
    details(contact: Contact) {
      dispatch(modalOpened({ name: modalNames.contactDetails, props: { id: contact.id } }));
    },
    create() {
      dispatch(modalOpened({ name: modalNames.createContact }));
    },
    edit(contact: Contact) {
      dispatch(modalOpened({ name: modalNames.createContact, props: { id: contact.id } }));
    },
    share(contact: Contact) {
      dispatch(modalOpened({ name: modalNames.shareContact, props: { id: contact.id, name: contact.displayName } }));
    },
  };
}
