/**
 * /contacts: table (default) or cards, search, sort, category and type filters, paged list that loads
 * more on scroll; create, details, edit, share and delete (confirmed).
 */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Button, Select, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import {
  contactTypeLabels,
  contactTypes,
  DEFAULT_CONTACTS_VIEW,
  recordSortLabels,
  recordSortOptions,
} from '@lintel/shared';
import type { Contact, ContactType, ContactViewMode, RecordSort } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import {
  defaultContactFilters,
  useContactCategoriesQuery,
  useContactsInfiniteQuery,
  useDeleteContactMutation,
} from '../api/contacts-api.ts';
import type { ContactFilters } from '../api/contacts-api.ts';
import { ContactCards, ContactTable } from '../components/contact-list.tsx';
import { useContactActions } from '../components/contact-actions.ts';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { ListToolbar } from '../../../components/ui/paged-list/list-toolbar.tsx';
import { ListEmpty, ListHeader, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';

export const CONTACTS_VIEW_KEY = 'lintel.contactsView';

export default function ContactsPage() {
  const role = useAppSelector((state) => state.auth.user?.role);
  const [filters, setFilters] = useState<ContactFilters>(defaultContactFilters);
  const filtersChanged = (change: Partial<ContactFilters>) => setFilters((current) => ({ ...current, ...change }));
  const actions = useContactActions();
  const allowed = role !== 'tenant';
  const query = useContactsInfiniteQuery(filters, { skip: !allowed });
  const { list, controls } = useCachedPagedList(query, 'Failed to fetch contacts');
  const hasContacts = query.data?.pages[0]?.meta.hasContacts;
  const categoryItems = useContactCategoriesQuery(undefined, { skip: !allowed }).data ?? [];
  const [deleteContact, deleting] = useDeleteContactMutation();
  const [view, setView] = useLocalStorage<ContactViewMode>({
    key: CONTACTS_VIEW_KEY,
    defaultValue: DEFAULT_CONTACTS_VIEW,
    getInitialValueInEffect: false,
  });
  const [search, setSearch] = useSearchFilter(filters.search, (value) => filtersChanged({ search: value }));
  const [toDelete, setToDelete] = useState<Contact | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    await deleteContact(toDelete.id);
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
    setFilters(defaultContactFilters);
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
          onChange: (value) => filtersChanged({ sortBy: value as RecordSort }),
        }}
        activeFilters={[filters.categoryId, filters.type].filter(Boolean).length}
        filters={
          <>
            <Select
              label="Category"
              placeholder="All categories"
              clearable
              value={filters.categoryId ? String(filters.categoryId) : null}
              data={categoryItems.filter((c) => !c.parentId).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(value) => filtersChanged({ categoryId: value ? Number(value) : undefined })}
              style={{ flex: '1 1 160px', maxWidth: 220 }}
            />
            <Select
              label="Type"
              placeholder="All types"
              clearable
              value={filters.type ?? null}
              data={contactTypes.map((value) => ({ value, label: contactTypeLabels[value] }))}
              onChange={(value) => filtersChanged({ type: (value as ContactType | null) ?? undefined })}
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
          hasContacts === false ? (
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
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
