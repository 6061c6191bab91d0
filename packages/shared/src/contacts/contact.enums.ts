/** Contact enumerations (spec point 3 "Contact", points 2, 4 and 9). */
export const contactTypes = ['contact', 'company'] as const;
export type ContactType = (typeof contactTypes)[number];
export const contactTypeLabels: Record<ContactType, string> = { contact: 'Contact', company: 'Company' };

/** Spec point 3: contact categories belong to an entity, contact or inventory. */
export const categoryEntities = ['contact', 'inventory'] as const;
export type CategoryEntity = (typeof categoryEntities)[number];

/** Spec point 2 and 9: contacts show as a table or cards, table by default. */
export const contactViewModes = ['table', 'cards'] as const;
export type ContactViewMode = (typeof contactViewModes)[number];
export const DEFAULT_CONTACTS_VIEW: ContactViewMode = 'table';

/** Spec point 9: the contacts widget keeps at most 4. */
export const CONTACTS_WIDGET_LIMIT = 4;
/** A shared contact link works for this many days. */
export const CONTACT_SHARE_TTL_DAYS = 14;
/** Spec point 8 success messages the server answers with. */
export const contactMessages = {
  shared: 'Contact was successfully shared',
  added: 'Contact was successfully added to your list',
} as const;
