/**
 * /contacts: table (default) or cards, search, sort, category and type filters, paged list that loads
 * more on scroll; create, details, edit, share and delete (confirmed).
 */
import { useSearchFilter } from '../../../lib/use-search-filter.ts';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import {
  contactTypeLabels,
  contactTypes,
  DEFAULT_CONTACTS_VIEW,
  DEFAULT_PAGE_SIZE,
  recordSortLabels,
  recordSortOptions,
} from '@lintel/shared';
import type { Contact, ContactType, ContactViewMode, RecordSort } from '@lintel/shared';
import { useContactsDispatch, useContactsSelector } from '../state/hooks.ts';
import { deleteContact, fetchContactCategories, fetchContacts } from '../api/contact-calls.ts';
import { contactFiltersChanged, defaultContactFilters } from '../state/contacts-slice.ts';
import { ContactCards, ContactTable } from '../components/contact-list.tsx';
import { useContactActions } from '../components/contact-actions.ts';
import { LoadMoreSentinel } from '../../../components/ui/infinite-list/load-more-sentinel.tsx';
import { ListLoadError, ListSkeleton } from '../../../components/ui/list-states/list-states.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { IconPlus, IconSearch } from '../../../components/ui/icons.tsx';

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
  const [reloadKey, setReloadKey] = useState(0);
  const [toDelete, setToDelete] = useState<Contact | null>(null);


  useEffect(() => {
    if (!allowed) return;
    const request = dispatch(fetchContacts({ query: { ...filters, page: 1, pageSize: DEFAULT_PAGE_SIZE } }));
    return () => request.abort();
  }, [filters, reloadKey, allowed, dispatch]);

  useEffect(() => {
    if (allowed && categories.status === 'idle') void dispatch(fetchContactCategories());
  }, [allowed, categories.status, dispatch]);

  const pagination = list.pagination;
  const hasMore = Boolean(pagination && pagination.page < pagination.totalPages) && list.status === 'succeeded';
  const loadMore = useCallback(() => {
    if (!pagination || list.loadMoreStatus === 'pending') return;
    void dispatch(
      fetchContacts({ query: { ...filters, page: pagination.page + 1, pageSize: DEFAULT_PAGE_SIZE }, append: true }),
    );
  }, [pagination, list.loadMoreStatus, filters, dispatch]);

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
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Contacts</Title>
          {pagination && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {pagination.total} {pagination.total === 1 ? 'contact' : 'contacts'}
            </Text>
          )}
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={actions.create}>
          Create contact
        </Button>
      </Group>

      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search contacts"
            placeholder="Name, company or e-mail"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            type="search"
          />
          <Select
            label="Sort by"
            allowDeselect={false}
            value={filters.sortBy}
            data={recordSortOptions.map((value) => ({ value, label: recordSortLabels[value] }))}
            onChange={(value) => value && dispatch(contactFiltersChanged({ sortBy: value as RecordSort }))}
            style={{ flex: '1 1 150px', maxWidth: 200 }}
          />
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
          <SegmentedControl
            aria-label="View as"
            value={view}
            onChange={(value) => setView(value as ContactViewMode)}
            data={[
              { value: 'table', label: 'Table' },
              { value: 'cards', label: 'Cards' },
            ]}
          />
        </Group>
      </Card>

      {list.status === 'rejected' && (
        <ListLoadError
          title="Could not load contacts"
          message={list.error}
          onRetry={() => setReloadKey((key) => key + 1)}
        />
      )}

      {(list.status === 'pending' || list.status === 'idle') && <ListSkeleton label="Loading contacts" />}

      {list.status === 'succeeded' && list.items.length === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm" ta="center">
            {list.hasContacts === false ? (
              <>
                <Title order={2} size="h3">
                  No contacts yet
                </Title>
                <Text c="dimmed" maw={420}>
                  Keep your plumber, insurer and property manager one tap away — and share them by link.
                </Text>
                <Button leftSection={<IconPlus size={18} />} onClick={actions.create}>
                  Create your first contact
                </Button>
              </>
            ) : (
              <>
                <Title order={2} size="h3">
                  No contacts match
                </Title>
                {filtered && (
                  <Button
                    variant="light"
                    onClick={() => {
                      setSearch('');
                      dispatch(
                        contactFiltersChanged({
                          ...defaultContactFilters,
                          search: undefined,
                          type: undefined,
                          categoryId: undefined,
                        }),
                      );
                    }}
                  >
                    Clear filters
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Card>
      )}

      {list.status === 'succeeded' && list.items.length > 0 && (
        <>
          {view === 'table' ? (
            <ContactTable items={list.items} onDelete={setToDelete} />
          ) : (
            <ContactCards items={list.items} onDelete={setToDelete} />
          )}
          <LoadMoreSentinel
            hasMore={hasMore}
            loading={list.loadMoreStatus === 'pending'}
            failed={list.loadMoreStatus === 'rejected'}
            onLoadMore={loadMore}
          />
        </>
      )}

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
