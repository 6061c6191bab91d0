/**
 * /contacts: table (default) or cards, search, sort, category and type filters, paged list that loads
 * more on scroll; create, details, edit, share and delete (confirmed).
 */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Button, Select, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import {
  contactTypeLabels,
  contactTypes,
  DEFAULT_CONTACTS_VIEW,
  recordSortLabels,
  recordSortOptions,
} from '@lintel/shared';
import type { Contact, ContactType, ContactViewMode, RecordSort } from '@lintel/shared';
import { useContactsDispatch, useContactsSelector } from '../state/hooks.ts';
import { deleteContact, fetchContactCategories, fetchContacts } from '../api/contact-calls.ts';
import { contactFiltersChanged, defaultContactFilters } from '../state/contacts-slice.ts';
import { ContactCards, ContactTable } from '../components/contact-list.tsx';
import { useContactActions } from '../components/contact-actions.ts';
import { usePagedList } from '../../../components/ui/paged-list/use-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';

export const CONTACTS_VIEW_KEY = 'lintel.contactsView';

export default function ContactsPage() {
  const dispatch = useContactsDispatch();
  const role = useContactsSelector((state) => state.auth.user?.role);
  const filters = useContactsSelector((state) => state.contacts.filters);
  const list = useContactsSelector((state) => state.contacts.list);
  const categories = useContactsSelector((state) => state.contacts.categories);
  const deleting = useContactsSelector((state) => state.contacts.deleteStatus === 'pending');
  const actions = useContactActions();
  const allowed = role !== 'tenant';
  const [view, setView] = useLocalStorage<ContactViewMode>({
    key: CONTACTS_VIEW_KEY,
    defaultValue: DEFAULT_CONTACTS_VIEW,
    getInitialValueInEffect: false,
  });
  const [search, setSearch] = useSearchFilter(filters.search, (value) => dispatch(contactFiltersChanged({ search: value })));
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const controls = usePagedList({
    list,
    filters,
    enabled: allowed,
    load: (query, append) => dispatch(fetchContacts({ query, append })),
  });

  useEffect(() => {
    if (allowed && categories.status === 'idle') void dispatch(fetchContactCategories());
  }, [allowed, categories.status, dispatch]);

  async function confirmDelete() {
    if (!toDelete) return;
    await dispatch(deleteContact(toDelete.id));
    setToDelete(null);
  }

  if (role && !allowed) {
    return (
      <Stack>
        <Title order={1}>Contacts</Title>
        <Text>Contacts are kept by managers, homeowners and service providers.</Text>
      </Stack>
    );
  }

  const filtered = Boolean(filters.search || filters.type || filters.categoryId);
  const clearFilters = () => {
    setSearch('');
    dispatch(contactFiltersChanged({ ...defaultContactFilters, search: undefined, type: undefined, categoryId: undefined }));
  };
  return (
    <Stack gap="md">
      <ListHeader
        title="Contacts"
        total={list.pagination?.total}
        noun={['contact', 'contacts']}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={actions.create}>
            Create contact
          </Button>
        }
      />
      <ListToolbar
        search={{ label: 'Search contacts', placeholder: 'Name, company or e-mail', value: search, onChange: setSearch }}
        sort={{
          value: filters.sortBy,
          options: recordSortOptions.map((value) => ({ value, label: recordSortLabels[value] })),
          onChange: (value) => dispatch(contactFiltersChanged({ sortBy: value as RecordSort })),
        }}
        activeFilters={[filters.categoryId, filters.type].filter(Boolean).length}
        filters={
          <>
            <Select
              label="Category"
              placeholder="All categories"
              clearable
              value={filters.categoryId ? String(filters.categoryId) : null}
              data={categories.items.filter((c) => !c.parentId).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(value) => dispatch(contactFiltersChanged({ categoryId: value ? Number(value) : undefined }))}
              style={{ flex: '1 1 160px', maxWidth: 220 }}
            />
            <Select
              label="Type"
              placeholder="All types"
              clearable
              value={filters.type ?? null}
              data={contactTypes.map((value) => ({ value, label: contactTypeLabels[value] }))}
              onChange={(value) => dispatch(contactFiltersChanged({ type: (value as ContactType | null) ?? undefined }))}
              style={{ flex: '1 1 150px', maxWidth: 200 }}
            />
          </>
        }
        view={{ value: view, onChange: setView }}
      />
      <PagedListBody
        list={list}
        controls={controls}
        noun="contacts"
        view={view}
        table={(items) => <ContactTable items={items} onDelete={setToDelete} />}
        cards={(items) => <ContactCards items={items} onDelete={setToDelete} />}
        empty={
          list.hasContacts === false ? (
            <ListEmpty
              title="No contacts yet"
              text="Keep your plumber, insurer and property manager one tap away — and share them by link."
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={actions.create}>
                  Create your first contact
                </Button>
              }
            />
          ) : (
            <ListEmpty
              title="No contacts match"
              action={
                filtered && (
                  <Button variant="light" onClick={clearFilters}>
                    Clear filters
                  </Button>
                )
              }
            />
          )
        }
      />

      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete contact"
        message={toDelete ? `Delete ${toDelete.displayName}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
