/** Pure contact rules (spec point 4 "Contacts"). */
import { insertFirst } from '../common/list.rules.ts';
import { CONTACTS_WIDGET_LIMIT, type ContactType } from './contact.enums.ts';

/** The name a contact is listed and sorted by: the person's name, or the company's. */
export function contactDisplayName(contact: { type: ContactType; fullName?: string | null; companyName?: string | null }): string {
  const name = contact.type === 'company' ? contact.companyName || contact.fullName : contact.fullName || contact.companyName;
  return (name ?? '').trim();
}

/** Spec point 4: a new contact goes first; the widget keeps at most 4. */
export function addContactToList<T extends { id: string }>(list: readonly T[], contact: T, variant: 'list' | 'widget' = 'list'): T[] {
  return insertFirst(list, contact, variant === 'widget' ? CONTACTS_WIDGET_LIMIT : undefined);
}

/** Spec point 4: deleting clears the active contact if it matches. */
export function activeContactAfterDelete(activeId: string | null, deletedId: string): string | null {
  return activeId === deletedId ? null : activeId;
}

/** The web route a shared-contact e-mail links to. */
export function sharedContactPath(token: string): string {
  return `/contacts/shared/${token}`;
}
