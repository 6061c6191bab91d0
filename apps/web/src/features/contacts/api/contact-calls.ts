/** Contacts and categories calls of spec point 7 with their thunks and point 8 toasts. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { CONTACTS_WIDGET_LIMIT } from '@lintel/shared';
import type {
  CategoriesResponse,
  Category,
  Contact,
  ContactListResponse,
  ContactMessageResponse,
  ContactType,
  CreateCategoryInput,
  CreateContactInput,
  MessageResponse,
  RecordSort,
  SharedContactResponse,
  SubCategoriesResponse,
  UpdateContactInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export interface ContactQuery {
  page?: number;
  pageSize?: number;
  sortBy?: RecordSort;
  search?: string | undefined;
  type?: ContactType | undefined;
  categoryId?: number | undefined;
}

export const getContacts = (query: ContactQuery, signal?: AbortSignal) =>
  api.get<ContactListResponse>('/contacts', { query: { ...query }, signal });
export const postContact = (input: CreateContactInput) => api.post<Contact>('/contacts', input);
export const putContact = (id: string, input: UpdateContactInput) => api.put<Contact>(`/contacts/${id}`, input);
export const deleteContactRequest = (id: string) => api.delete(`/contacts/${id}`);
export const postShareContact = (contactId: string, email: string) =>
  api.post<MessageResponse>('/contacts/share-contact', { contactId, email });
export const getContactByToken = (token: string, signal?: AbortSignal) =>
  api.get<SharedContactResponse>(`/contacts/get-by-token/${token}`, { signal });
export const postAddByToken = (token: string) => api.post<ContactMessageResponse>(`/contacts/add/${token}`);
export const getContactCategories = () => api.get<CategoriesResponse>('/categories', { query: { entity: 'contact' } });
export const postCategory = (input: CreateCategoryInput) => api.post<{ category: Category }>('/categories', input);
export const getSubCategories = () => api.get<SubCategoriesResponse>('/contractor-sub-categories');

type Rejected = { rejectValue: string };

export const fetchContacts = createApiThunk<ContactListResponse, { query: ContactQuery; append?: boolean }>(
  'contacts/fetchList',
  ({ query }, signal) => getContacts(query, signal),
  // Spec point 8: contact-list lookups set rejected without a toast.
  { error: 'Failed to fetch contacts', silent: true },
);

export const fetchContactsWidget = createApiThunk<Contact[], void>(
  'contacts/fetchWidget',
  async (_arg, signal) => (await getContacts({ page: 1, pageSize: CONTACTS_WIDGET_LIMIT, sortBy: 'newest' }, signal)).results,
  { error: 'Failed to fetch contacts', silent: true },
);

export const createContact = createApiThunk<Contact, CreateContactInput>(
  'contacts/create',
  (input) => postContact(input),
  { error: 'Failed to create contact', success: 'Contact was successfully created' },
);

export const updateContact = createApiThunk<Contact, { id: string; input: UpdateContactInput }>(
  'contacts/update',
  ({ id, input }) => putContact(id, input),
  { error: 'Failed to update contact', success: 'Contact was successfully updated' },
);

export const deleteContact = createApiThunk<{ id: string }, string>(
  'contacts/delete',
  async (id) => {
    await deleteContactRequest(id);
    return { id };
  },
  { error: 'Failed to delete contact', success: 'Contact was successfully deleted' },
);

export const shareContact = createApiThunk<MessageResponse, { contactId: string; email: string }>(
  'contacts/share',
  ({ contactId, email }) => postShareContact(contactId, email),
  { error: 'Failed to share contact', success: 'Contact was successfully shared' },
);

export const fetchSharedContact = createApiThunk<SharedContactResponse, string>(
  'contacts/fetchShared',
  (token, signal) => getContactByToken(token, signal),
  { error: 'This link is invalid or has expired', silent: true },
);

export const addSharedContact = createAsyncThunk<ContactMessageResponse, string, Rejected>(
  'contacts/addShared',
  async (token, { rejectWithValue }) => {
    try {
      const response = await postAddByToken(token);
      toastSuccess(response.message || 'Contact was successfully added to your list');
      return response;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to add contact'));
    }
  },
);

export const fetchContactCategories = createApiThunk<Category[], void>(
  'contacts/fetchCategories',
  async (_arg) => (await getContactCategories()).categories,
  { error: 'Failed to fetch categories' },
);

export const fetchSubCategories = createApiThunk<Category[], void>(
  'contacts/fetchSubCategories',
  async (_arg) => (await getSubCategories()).subCategories,
  { error: 'Failed to fetch categories', silent: true },
);

export const createCategory = createApiThunk<Category, CreateCategoryInput>(
  'contacts/createCategory',
  async (input) => (await postCategory(input)).category,
  { error: 'Failed to create category', success: 'Category created successfully' },
);
