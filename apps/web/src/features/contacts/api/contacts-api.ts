/**
 * Contacts and categories endpoints of the data cache (spec point 7 "Contacts", "Categories"; issue 20).
 * Lists are tagged `Contact LIST`, one contact `{ type: 'Contact', id }`; the category lists `Category`.
 * A PUT's answer replaces the contact in every cached page and a DELETE takes it out (no refetch); a new
 * contact (created, or added from a share link) invalidates the lists, whose order only the server knows.
 * A new category joins the cached category list. Spec point 8's toasts are the requests' `error`/`success`.
 */
import { CONTACTS_WIDGET_LIMIT } from '@lintel/shared';
import type {
  Category,
  CategoriesResponse,
  Contact,
  ContactListResponse,
  ContactMessageResponse,
  ContactType,
  CreateCategoryInput,
  CreateContactInput,
  MessageResponse,
  RecordSort,
  CreatedShareLink,
  SharedContactPreview,
  SharedContactResponse,
  SubCategoriesResponse,
  UpdateContactInput,
} from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { errorMessage, publicApi } from '../../../lib/api-client.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import type { AppState } from '../../../lib/redux-hooks.ts';

/** The list's filters (the query's argument): sort, search, type and top-level category. */
export interface ContactFilters {
  sortBy: RecordSort;
  search?: string | undefined;
  type?: ContactType | undefined;
  categoryId?: number | undefined;
  pageSize?: number;
}

export const defaultContactFilters: ContactFilters = { sortBy: 'newest' };
/** The dashboard widget's list: the newest few. */
export const contactsWidgetFilters: ContactFilters = { sortBy: 'newest', pageSize: CONTACTS_WIDGET_LIMIT };

const lists = [{ type: 'Contact' as const, id: 'LIST' }];
const isFiltered = (filters: ContactFilters) => Boolean(filters.search || filters.type || filters.categoryId);

export const contactsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /contacts: numbered pages by filters (spec point 8: a failed list shows its own error, no toast). */
    contacts: build.infiniteQuery<ContactListResponse, ContactFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/contacts',
        params: { ...queryArg, page: pageParam },
        error: 'Failed to fetch contacts',
        silent: true,
      }),
      providesTags: (data) => [
        ...lists,
        ...(data?.pages.flatMap((page) => page.results.map((contact) => ({ type: 'Contact' as const, id: contact.id }))) ?? []),
      ],
    }),
    /** GET /categories?entity=contact: top-level contact categories (catalogue and the account's own). */
    contactCategories: build.query<Category[], void>({
      query: () => ({ path: '/categories', params: { entity: 'contact' }, error: 'Failed to fetch categories' }),
      transformResponse: (answer: CategoriesResponse) => answer.categories,
      providesTags: ['Category'],
    }),
    /** GET /contractor-sub-categories: the trades under Contractor. */
    contractorSubCategories: build.query<Category[], void>({
      query: () => ({ path: '/contractor-sub-categories', error: 'Failed to fetch categories', silent: true }),
      transformResponse: (answer: SubCategoriesResponse) => answer.subCategories,
      providesTags: ['Category'],
    }),
    /** GET /contacts/get-by-token/{token}: the shared contact page (signed in). */
    sharedContact: build.query<SharedContactResponse, string>({
      query: (token) => ({ path: `/contacts/get-by-token/${token}`, error: 'This link is invalid or has expired', silent: true }),
      keepUnusedDataFor: 0,
    }),
    /** GET /contacts/share-preview/{token} (public client): the contact's name and the sharer, for the sign-in page. */
    sharedContactPreview: build.query<SharedContactPreview, string>({
      queryFn: async (token, { signal }) => {
        try {
          return { data: await publicApi.get<SharedContactPreview>(`/contacts/share-preview/${token}`, { signal }) };
        } catch (error) {
          const failure: ApiFailure = { status: 0, code: 'FAILED', message: errorMessage(error, 'This link is invalid or has expired') };
          return { error: failure };
        }
      },
      keepUnusedDataFor: 0,
    }),
    createContact: build.mutation<Contact, CreateContactInput>({
      query: (input) => ({
        path: '/contacts',
        method: 'POST',
        body: input,
        error: 'Failed to create contact',
        success: 'Contact was successfully created',
      }),
      invalidatesTags: (result) => (result ? lists : []),
    }),
    updateContact: build.mutation<Contact, { id: string; input: UpdateContactInput }>({
      query: ({ id, input }) => ({
        path: `/contacts/${id}`,
        method: 'PUT',
        body: input,
        error: 'Failed to update contact',
        success: 'Contact was successfully updated',
      }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        for (const filters of contactsApi.util.selectCachedArgsForQuery(getState(), 'contacts'))
          dispatch(
            contactsApi.util.updateQueryData('contacts', filters, (draft) => {
              for (const page of draft.pages)
                page.results = page.results.map((contact) => (contact.id === answer.data.id ? answer.data : contact));
            }),
          );
      },
    }),
    deleteContact: build.mutation<void, string>({
      query: (id) => ({
        path: `/contacts/${id}`,
        method: 'DELETE',
        error: 'Failed to delete contact',
        success: 'Contact was successfully deleted',
      }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => null))) return;
        for (const filters of contactsApi.util.selectCachedArgsForQuery(getState(), 'contacts'))
          dispatch(
            contactsApi.util.updateQueryData('contacts', filters, (draft) => {
              let removed = 0;
              for (const page of draft.pages) {
                const before = page.results.length;
                page.results = page.results.filter((contact) => contact.id !== id);
                removed += before - page.results.length;
              }
              for (const page of draft.pages) {
                page.pagination.total = Math.max(0, page.pagination.total - removed);
                // The unfiltered list knows whether the account still has contacts (the empty state's text).
                if (!isFiltered(filters) && page.pagination.total === 0) page.meta.hasContacts = false;
              }
            }),
          );
      },
    }),
    shareContact: build.mutation<MessageResponse, { contactId: string; email: string }>({
      query: (body) => ({
        path: '/contacts/share-contact',
        method: 'POST',
        body,
        error: 'Failed to share contact',
        success: 'Contact was successfully shared',
      }),
      // The e-mailed link joins the dialog's active links.
      invalidatesTags: (result, _error, { contactId }) => (result ? [{ type: 'ShareLink', id: `/contacts/${contactId}` }] : []),
    }),
    /** POST /contacts/{id}/share-links ("Copy link"): a link to hand over yourself, listed and revocable like e-mailed ones. */
    createContactShareLink: build.mutation<CreatedShareLink, string>({
      query: (id) => ({ path: `/contacts/${id}/share-links`, method: 'POST', error: 'Failed to make a link' }),
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'ShareLink', id: `/contacts/${id}` }] : []),
    }),
    /** POST /contacts/add/{token}: a copy of the shared contact joins my list. */
    addSharedContact: build.mutation<ContactMessageResponse, string>({
      query: (token) => ({
        path: `/contacts/add/${token}`,
        method: 'POST',
        error: 'Failed to add contact',
        success: (answer: ContactMessageResponse) => answer.message || 'Contact was successfully added to your list',
      }),
      invalidatesTags: (result) => (result ? lists : []),
    }),
    /** POST /categories: the account's own category; it joins the cached list it belongs to. */
    createCategory: build.mutation<Category, CreateCategoryInput>({
      query: (input) => ({
        path: '/categories',
        method: 'POST',
        body: input,
        error: 'Failed to create category',
        success: 'Category created successfully',
      }),
      transformResponse: (answer: { category: Category }) => answer.category,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer || answer.data.entity !== 'contact') return;
        const category = answer.data;
        const endpoint = category.parentId ? 'contractorSubCategories' : 'contactCategories';
        dispatch(
          contactsApi.util.updateQueryData(endpoint, undefined, (draft) => {
            if (!draft.some((entry) => entry.id === category.id)) draft.push(category);
          }),
        );
      },
    }),
  }),
});

export const {
  useContactsInfiniteQuery,
  useContactCategoriesQuery,
  useContractorSubCategoriesQuery,
  useSharedContactQuery,
  useSharedContactPreviewQuery,
  useCreateContactShareLinkMutation,
  useCreateContactMutation,
  useUpdateContactMutation,
  useDeleteContactMutation,
  useShareContactMutation,
  useAddSharedContactMutation,
  useCreateCategoryMutation,
} = contactsApi;

/** A contact as the cached lists hold it (the list or the widget it was opened from), else undefined. */
export function selectCachedContact(state: AppState, id: string): Contact | undefined {
  for (const filters of contactsApi.util.selectCachedArgsForQuery(state, 'contacts')) {
    const data = contactsApi.endpoints.contacts.select(filters)(state).data;
    const found = data?.pages.flatMap((page) => page.results).find((contact) => contact.id === id);
    if (found) return found;
  }
  return undefined;
}

/** `selectCachedContact` as a hook: follows the cache (an edit shows, a delete gives undefined). */
export const useCachedContact = (id: string | undefined) =>
  useAppSelector((state) => (id ? selectCachedContact(state, id) : undefined));
