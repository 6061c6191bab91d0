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

export const fetchContacts = createAsyncThunk<ContactListResponse, { query: ContactQuery; append?: boolean }, Rejected>(
  'contacts/fetchList',
  async ({ query }, { rejectWithValue, signal }) => {
    try {
      return await getContacts(query, signal);
    } catch (error) {
      // Spec point 8: contact-list lookups set rejected without a toast.
      return rejectWithValue(failWith(error, 'Failed to fetch contacts', { silent: true }));
    }
  },
);

export const fetchContactsWidget = createAsyncThunk<Contact[], void, Rejected>(
  'contacts/fetchWidget',
  async (_, { rejectWithValue, signal }) => {
    try {
      return (await getContacts({ page: 1, pageSize: CONTACTS_WIDGET_LIMIT, sortBy: 'newest' }, signal)).results;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to fetch contacts', { silent: true }));
    }
  },
);

export const createContact = createAsyncThunk<Contact, CreateContactInput, Rejected>(
  'contacts/create',
  async (input, { rejectWithValue }) => {
    try {
      const contact = await postContact(input);
      toastSuccess('Contact was successfully created');
      return contact;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to create contact'));
    }
  },
);

export const updateContact = createAsyncThunk<Contact, { id: string; input: UpdateContactInput }, Rejected>(
  'contacts/update',
  async ({ id, input }, { rejectWithValue }) => {
    try {
      const contact = await putContact(id, input);
      toastSuccess('Contact was successfully updated');
      return contact;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to update contact'));
    }
  },
);

export const deleteContact = createAsyncThunk<{ id: string }, string, Rejected>(
  'contacts/delete',
  async (id, { rejectWithValue }) => {
    try {
      await deleteContactRequest(id);
      toastSuccess('Contact was successfully deleted');
      return { id };
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to delete contact'));
    }
  },
);

export const shareContact = createAsyncThunk<MessageResponse, { contactId: string; email: string }, Rejected>(
  'contacts/share',
  async ({ contactId, email }, { rejectWithValue }) => {
    try {
      const response = await postShareContact(contactId, email);
      toastSuccess('Contact was successfully shared');
      return response;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to share contact'));
    }
  },
);

export const fetchSharedContact = createAsyncThunk<SharedContactResponse, string, Rejected>(
  'contacts/fetchShared',
  async (token, { rejectWithValue, signal }) => {
    try {
      return await getContactByToken(token, signal);
    } catch (error) {
      return rejectWithValue(failWith(error, 'This link is invalid or has expired', { silent: true }));
    }
  },
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

export const fetchContactCategories = createAsyncThunk<Category[], void, Rejected>(
  'contacts/fetchCategories',
  async (_, { rejectWithValue }) => {
    try {
      return (await getContactCategories()).categories;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to fetch categories'));
    }
  },
);

export const fetchSubCategories = createAsyncThunk<Category[], void, Rejected>(
  'contacts/fetchSubCategories',
  async (_, { rejectWithValue }) => {
    try {
      return (await getSubCategories()).subCategories;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to fetch categories', { silent: true }));
    }
  },
);

export const createCategory = createAsyncThunk<Category, CreateCategoryInput, Rejected>(
  'contacts/createCategory',
  async (input, { rejectWithValue }) => {
    try {
      return (await postCategory(input)).category;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to create category'));
    }
  },
);
