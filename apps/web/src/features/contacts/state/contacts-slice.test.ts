import { describe, expect, it } from 'vitest';
import type { Contact } from '@lintel/shared';
import {
  addSharedContact,
  createContact,
  deleteContact,
  fetchContacts,
  fetchContactsWidget,
} from '../api/contact-calls.ts';
import { activeContactSet, contactsReducer, initialContactsState } from './contacts-slice.ts';
import type { ContactsState } from './contacts-slice.ts';

let counter = 0;
function makeContact(overrides: Partial<Contact> = {}): Contact {
  counter += 1;
  return {
    id: `018f0000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    type: 'contact',
    fullName: `Person ${counter}`,
    companyName: null,
    displayName: `Person ${counter}`,
    email: null,
    phoneNumbers: [],
    address: null,
    notes: null,
    categoryId: null,
    subCategoryId: null,
    category: null,
    subCategory: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function withList(items: Contact[]): ContactsState {
  const pending = contactsReducer(initialContactsState, fetchContacts.pending('r1', { query: {} }));
  return contactsReducer(
    pending,
    fetchContacts.fulfilled(
      {
        results: items,
        pagination: { page: 1, pageSize: 10, total: items.length, totalPages: 1 },
        meta: { hasContacts: items.length > 0 },
      },
      'r1',
      { query: {} },
    ),
  );
}

describe('contacts slice (spec point 4 "Contacts")', () => {
  it('4: a new contact goes first; the widget keeps at most 4', () => {
    let state = withList([makeContact(), makeContact()]);
    state = contactsReducer(
      state,
      fetchContactsWidget.fulfilled(
        [1, 2, 3, 4].map(() => makeContact()),
        'w1',
      ),
    );
    const created = makeContact({ displayName: 'Ana Ruiz' });
    state = contactsReducer(state, createContact.fulfilled(created, 'c1', { type: 'contact', fullName: 'Ana Ruiz' }));
    expect(state.list.items[0]).toEqual(created);
    expect(state.widget.items[0]).toEqual(created);
    expect(state.widget.items).toHaveLength(4);
    expect(state.list.pagination?.total).toBe(3);
  });

  it('4: deleting clears the active contact if it matches', () => {
    const [a, b] = [makeContact(), makeContact()];
    let state = withList([a!, b!]);
    state = contactsReducer(state, activeContactSet(a!.id));
    state = contactsReducer(state, deleteContact.fulfilled({ id: b!.id }, 'd1', b!.id));
    expect(state.activeContactId).toBe(a!.id);
    state = contactsReducer(state, deleteContact.fulfilled({ id: a!.id }, 'd2', a!.id));
    expect(state.activeContactId).toBeNull();
    expect(state.list.items).toEqual([]);
    expect(state.list.hasContacts).toBe(false);
  });

  it('a contact added from a shared link joins a loaded list first', () => {
    const copy = makeContact({ displayName: 'Shared Plumber' });
    let state = withList([makeContact()]);
    state = contactsReducer(
      state,
      addSharedContact.fulfilled(
        { message: 'Contact was successfully added to your list', contact: copy },
        'a1',
        'tok',
      ),
    );
    expect(state.list.items[0]?.id).toBe(copy.id);
    expect(state.shared.added).toBe(true);
  });
});
