/** Public surface of the contacts feature: screen, sidebar entry, modals and dashboard widget (server data in the data cache, api/contacts-api.ts). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconContacts } from './nav-icon.tsx';

const ContactsPage = lazy(() => import('./routes/contacts-page.tsx'));
const SharedContactPage = lazy(() => import('./routes/shared-contact-page.tsx'));

/** For the sign-in page a shared-contact link lands on: who shared which contact (`{ token }`; issue 21). */
export const SharedContactSignInNote = lazy(() => import('./components/shared-contact-sign-in-note.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  createContact: lazy(() => import('./modals/create-contact-modal.tsx')),
  contactDetails: lazy(() => import('./modals/contact-details-modal.tsx')),
  shareContact: lazy(() => import('./modals/share-contact-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    contacts: typeof modals;
  }
}

export const contactsFeature: AppFeature = {
  name: 'contacts',
  appRoutes: [{ path: paths.contacts, element: page(ContactsPage) },
    { path: '/contacts/shared/:token', element: page(SharedContactPage) }],
  nav: [{ to: paths.contacts, label: 'Contacts', icon: IconContacts, roles: rolesAllowed('contact.manage') }],
  modals,
  widgets: [{ id: 'contacts', roles: rolesAllowed('contact.manage'), component: lazy(() => import('./contacts-widget.ts')) }],
};
