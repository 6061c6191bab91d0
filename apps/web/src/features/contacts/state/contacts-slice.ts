/**
 * Contacts state (spec point 4 "Contacts"): paged list with load-more, the widget's newest 4, the
 * active contact (details), categories, and the shared-contact page. A new contact goes first;
 * deleting clears the active contact if it matches (shared rules).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { activeContactAfterDelete, addContactToList, hasItemsAfterDelete, replaceById } from '@lintel/shared';
import type { AsyncStatus, Category, Contact, ContactType, RecordSort, SharedContactResponse } from '@lintel/shared';
import {
  addSharedContact,
  createCategory,
  createContact,
  deleteContact,
  fetchContactCategories,
  fetchContacts,
  fetchContactsWidget,
  fetchSharedContact,
  fetchSubCategories,
  shareContact,
  updateContact,
} from '../api/contact-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { addNewestItemsCases, addPagedListCases, initialPagedList } from '../../../lib/paged-list.ts';
import type { NewestItemsState, PagedListState } from '../../../lib/paged-list.ts';
import { contactsSlot } from './contacts-slot.ts';

export interface ContactFilters {
  sortBy: RecordSort;
  search?: string | undefined;
  type?: ContactType | undefined;
  categoryId?: number | undefined;
}

export interface ContactsState {
  filters: ContactFilters;
  list: PagedListState<Contact> & { hasContacts: boolean | null };
  activeContactId: string | null;
  widget: NewestItemsState<Contact>;
  categories: { items: Category[]; status: AsyncStatus };
  subCategories: { items: Category[]; status: AsyncStatus };
  shared: {
    data: SharedContactResponse | null;
    status: AsyncStatus;
    error: string | null;
    addStatus: AsyncStatus;
    added: boolean;
  };
  createStatus: AsyncStatus;
  updateStatus: AsyncStatus;
  deleteStatus: AsyncStatus;
  shareStatus: AsyncStatus;
}

export const defaultContactFilters: ContactFilters = { sortBy: 'newest' };

export const initialContactsState: ContactsState = {
  filters: defaultContactFilters,
  list: { ...initialPagedList<Contact>(), hasContacts: null },
  activeContactId: null,
  widget: { items: [], status: 'idle' },
  categories: { items: [], status: 'idle' },
  subCategories: { items: [], status: 'idle' },
  shared: { data: null, status: 'idle', error: null, addStatus: 'idle', added: false },
  createStatus: 'idle',
  updateStatus: 'idle',
  deleteStatus: 'idle',
  shareStatus: 'idle',
};

const isFiltered = (filters: ContactFilters) => Boolean(filters.search || filters.type || filters.categoryId);

function addContact(state: ContactsState, contact: Contact) {
  state.list.items = addContactToList(state.list.items, contact);
  state.widget.items = addContactToList(state.widget.items, contact, 'widget');
  state.list.hasContacts = true;
  if (state.list.pagination) state.list.pagination.total += 1;
}

const contactsSlice = createSlice({
  name: 'contacts',
  initialState: initialContactsState,
  reducers: {
    contactFiltersChanged(state, action: PayloadAction<Partial<ContactFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    activeContactSet(state, action: PayloadAction<string | null>) {
      state.activeContactId = action.payload;
    },
    sharedContactCleared(state) {
      state.shared = initialContactsState.shared;
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchContacts, {
      select: (state) => state.list,
      fallbackError: 'Failed to fetch contacts',
      onFulfilled: (state, { meta }) => {
        state.list.hasContacts = meta.hasContacts;
      },
    });
    addNewestItemsCases(builder, fetchContactsWidget, { select: (state) => state.widget, size: 4 });
    builder
      .addCase(createContact.pending, (state) => {
        state.createStatus = 'pending';
      })
      .addCase(createContact.fulfilled, (state, action) => {
        state.createStatus = 'succeeded';
        addContact(state, action.payload);
      })
      .addCase(createContact.rejected, (state, action) => {
        if (!wasAborted(action)) state.createStatus = 'rejected';
      })
      .addCase(updateContact.pending, (state) => {
        state.updateStatus = 'pending';
      })
      .addCase(updateContact.fulfilled, (state, action) => {
        state.updateStatus = 'succeeded';
        state.list.items = replaceById(state.list.items, action.payload);
        state.widget.items = replaceById(state.widget.items, action.payload);
      })
      .addCase(updateContact.rejected, (state, action) => {
        if (!wasAborted(action)) state.updateStatus = 'rejected';
      })
      .addCase(deleteContact.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteContact.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        const { id } = action.payload;
        const before = state.list.items.length;
        state.list.items = state.list.items.filter((contact) => contact.id !== id);
        const removed = before - state.list.items.length;
        if (state.list.pagination) {
          if (!isFiltered(state.filters))
            state.list.hasContacts = hasItemsAfterDelete(state.list.pagination.total, removed);
          state.list.pagination.total = Math.max(0, state.list.pagination.total - removed);
        }
        state.widget.items = state.widget.items.filter((contact) => contact.id !== id);
        state.activeContactId = activeContactAfterDelete(state.activeContactId, id);
      })
      .addCase(deleteContact.rejected, (state, action) => {
        if (!wasAborted(action)) state.deleteStatus = 'rejected';
      })
      .addCase(shareContact.pending, (state) => {
        state.shareStatus = 'pending';
      })
      .addCase(shareContact.fulfilled, (state) => {
        state.shareStatus = 'succeeded';
      })
      .addCase(shareContact.rejected, (state, action) => {
        if (!wasAborted(action)) state.shareStatus = 'rejected';
      })
      .addCase(fetchSharedContact.pending, (state) => {
        state.shared = { ...initialContactsState.shared, status: 'pending' };
      })
      .addCase(fetchSharedContact.fulfilled, (state, action) => {
        state.shared.data = action.payload;
        state.shared.status = 'succeeded';
      })
      .addCase(fetchSharedContact.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.shared.status = 'rejected';
        state.shared.error = action.payload ?? 'This link is invalid or has expired';
      })
      .addCase(addSharedContact.pending, (state) => {
        state.shared.addStatus = 'pending';
      })
      .addCase(addSharedContact.fulfilled, (state, action) => {
        state.shared.addStatus = 'succeeded';
        state.shared.added = true;
        // The copy joins my list: first, like any new contact (spec point 4).
        if (state.list.status === 'succeeded' || state.widget.status === 'succeeded')
          addContact(state, action.payload.contact);
      })
      .addCase(addSharedContact.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.shared.addStatus = 'rejected';
        state.shared.error = action.payload ?? 'Failed to add contact';
      })
      .addCase(fetchContactCategories.pending, (state) => {
        state.categories.status = 'pending';
      })
      .addCase(fetchContactCategories.fulfilled, (state, action) => {
        state.categories = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchContactCategories.rejected, (state) => {
        state.categories.status = 'rejected';
      })
      .addCase(fetchSubCategories.pending, (state) => {
        state.subCategories.status = 'pending';
      })
      .addCase(fetchSubCategories.fulfilled, (state, action) => {
        state.subCategories = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchSubCategories.rejected, (state) => {
        state.subCategories.status = 'rejected';
      })
      .addCase(createCategory.fulfilled, (state, action) => {
        const category = action.payload;
        if (category.entity !== 'contact') return;
        if (category.parentId) state.subCategories.items.push(category);
        else state.categories.items.push(category);
      });
  },
});

export const { contactFiltersChanged, activeContactSet, sharedContactCleared } = contactsSlice.actions;
export const contactsReducer = contactsSlice.reducer;

// Loading this module (with the screens, modals and widgets that use it) plugs the slice into the store.
contactsSlot.register(contactsSlice.reducer);
