/**
 * Configurator endpoints of the data cache (spec point 7 "Project models", "Misc"; issue 20).
 *
 * The catalogue (questions per project type, project types, add-ons, the window layout lookup) is
 * public: visitors configure without an account, so it goes out without a token (`public`). Project
 * types and add-ons are also persisted (spec point 4: shown at once on the next visit, then refreshed).
 *
 * Saved project models are tagged `{ type: 'ProjectModel', id }`, their lists `ProjectModel LIST`. A
 * write's answer goes into the cache: a rename replaces the model in every cached page, a delete takes
 * it out (no refetch). A cart save or a quote request changes lists only the server can order or
 * filter (the group filters), so it invalidates them; an unwatched list is then dropped, not asked.
 * The cart, the draft and the checkout stay client state in slices (state/): they follow these
 * writes by endpoint name (`configurator-writes.ts`), so the slices do not import RTK Query.
 * Spec point 8's toasts are the requests' `error`/`success`.
 */
import { selectLayouts } from '@lintel/shared';
import type {
  Addon,
  CreateQuoteRequestInput,
  House,
  Layout,
  LayoutOptionsInput,
  Pagination,
  ProjectModel,
  ProjectModelGroupStatus,
  ProjectModelGroupsResponse,
  ProjectModelsResponse,
  ProjectType,
  ProjectTypeKey,
  Question,
  QuoteRequest,
} from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { writePersisted } from '../../../lib/persisted.ts';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { toCreateInput } from '../model.ts';
import type { CartModel } from '../model.ts';
import { CART_SAVE_FAILED_MESSAGE } from './configurator-writes.ts';
import type { LayoutSelection, SavedCart } from './configurator-writes.ts';

/** localStorage keys of the persisted catalogue lists (spec point 4 "Persisted client state"). */
export const PROJECT_TYPES_KEY = 'lintel.projectTypes';
export const ADDONS_KEY = 'lintel.addons';

/** The cart save's shared mutation key: the save modal runs it, the cart page's Save button shows it running. */
export const SAVE_CART_KEY = 'saveCart';

/** Spec point 9: ten project models a page. */
export const PROJECT_MODELS_PAGE_SIZE = 10;

/** One page of the projects list: the page's models of every group, newest first, and the pagination. */
export interface ProjectModelsPage {
  results: ProjectModel[];
  pagination: Pagination;
}

/** The projects list's filter (the query's argument). */
export interface ProjectModelFilters {
  status: ProjectModelGroupStatus;
  pageSize?: number;
}

/** The catalogue is the same for everyone and changes rarely: kept an hour once nothing shows it. */
const CATALOGUE_KEEP_SECONDS = 3600;
const projectModelLists = [{ type: 'ProjectModel' as const, id: 'LIST' }];

type Pages = { pages: ProjectModelsPage[]; pageParams: unknown[] };

export const configuratorApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /questions?type=: the questions and options of one project type (public). */
    questions: build.query<Question[], ProjectTypeKey>({
      query: (type) => ({ path: '/questions', params: { type }, public: true, error: 'Failed to fetch questions' }),
      transformResponse: (answer: { questions: Question[] }) => answer.questions,
      keepUnusedDataFor: CATALOGUE_KEEP_SECONDS,
    }),
    /** GET /project-types?getAll=true: base prices of every type (public; persisted, spec point 4). */
    projectTypes: build.query<ProjectType[], void>({
      query: () => ({ path: '/project-types', params: { getAll: true }, public: true, error: 'Failed to fetch project types' }),
      transformResponse: (answer: { projectTypes: ProjectType[] }) => answer.projectTypes,
      keepUnusedDataFor: CATALOGUE_KEEP_SECONDS,
      async onQueryStarted(_arg, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) writePersisted(PROJECT_TYPES_KEY, answer.data);
      },
    }),
    /** GET /addons: every add-on with the types it applies to (public; persisted, spec point 4). */
    addons: build.query<Addon[], void>({
      query: () => ({ path: '/addons', public: true, error: 'Failed to fetch add-ons' }),
      transformResponse: (answer: { addons: Addon[] }) => answer.addons,
      keepUnusedDataFor: CATALOGUE_KEEP_SECONDS,
      async onQueryStarted(_arg, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) writePersisted(ADDONS_KEY, answer.data);
      },
    }),
    /**
     * POST /project-models/layout-options (a read: public, cached per size and opening type), answered
     * as the model's layouts (spec point 4 "Window size change", selectLayouts). Spec point 8: a failed
     * layout-option call gives no toast.
     */
    layoutOptions: build.query<LayoutSelection, LayoutOptionsInput>({
      query: (input) => ({
        path: '/project-models/layout-options',
        method: 'POST',
        body: input,
        public: true,
        error: 'Failed to fetch layout options',
        silent: true,
      }),
      transformResponse: (answer: { availableOptions: Layout[] }, _meta, input) => selectLayouts(answer.availableOptions, input.openingType),
    }),
    /** GET /houses/{id}: one of the caller's properties as the house the openings go in (address, rooms). */
    house: build.query<House, string>({
      query: (id) => ({ path: `/houses/${id}`, error: 'Could not read this home' }),
      transformResponse: (answer: { house: House }) => answer.house,
      providesTags: (_house, _error, id) => [{ type: 'Property', id }],
    }),

    /**
     * GET /project-models/groups/{status}: the projects list in numbered pages (spec point 2: more on
     * scroll); each page's models of every group, newest first. A failure shows on the list, no toast.
     */
    projectModels: build.infiniteQuery<ProjectModelsPage, ProjectModelFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg: { status, pageSize = PROJECT_MODELS_PAGE_SIZE }, pageParam }) => ({
        path: `/project-models/groups/${status}`,
        params: { page: pageParam, pageSize },
        error: 'Failed to get project',
        silent: true,
      }),
      transformResponse: (answer: ProjectModelGroupsResponse) => ({
        results: Object.values(answer.groups)
          .flatMap((group) => group.models)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)),
        pagination: answer.pagination,
      }),
      providesTags: (data) => [
        ...projectModelLists,
        ...(data?.pages.flatMap((page) => page.results.map((model) => ({ type: 'ProjectModel' as const, id: model.id }))) ?? []),
      ],
    }),
    /** PUT /project-models/{id} with a new name (spec point 3 nickname); the answer replaces it in every cached page. */
    renameProjectModel: build.mutation<ProjectModel, { id: string; name: string }>({
      query: ({ id, name }) => ({
        path: `/project-models/${id}`,
        method: 'PUT',
        body: { name },
        error: 'Failed to edit project',
        success: 'Project updated successfully',
      }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        for (const filters of configuratorApi.util.selectCachedArgsForQuery(getState(), 'projectModels'))
          dispatch(
            configuratorApi.util.updateQueryData('projectModels', filters, (draft: Pages) => {
              for (const page of draft.pages) page.results = page.results.map((model) => (model.id === answer.data.id ? answer.data : model));
            }),
          );
      },
    }),
    /** DELETE /project-models/{id}: the model leaves every cached page (answers its id and cart uuid). */
    deleteProjectModel: build.mutation<{ id: string; uuid: string }, { id: string; uuid: string }>({
      query: ({ id }) => ({
        path: `/project-models/${id}`,
        method: 'DELETE',
        error: 'Failed to edit project',
        success: 'Project model removed',
      }),
      transformResponse: (_answer: unknown, _meta, model) => model,
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => null))) return;
        for (const filters of configuratorApi.util.selectCachedArgsForQuery(getState(), 'projectModels'))
          dispatch(
            configuratorApi.util.updateQueryData('projectModels', filters, (draft: Pages) => {
              const removed = draft.pages.reduce((count, page) => count + page.results.filter((model) => model.id === id).length, 0);
              if (removed === 0) return;
              for (const page of draft.pages) {
                page.results = page.results.filter((model) => model.id !== id);
                page.pagination.total = Math.max(0, page.pagination.total - removed);
              }
            }),
          );
      },
    }),
    /**
     * Saves the cart of one project type (spec point 4, "Saving the cart for a project type empties
     * it"): that type's models go to the server all or nothing as CARD_DRAFT (POST
     * /project-models/multiple/CARD_DRAFT), then are saved (PUT /project-models/save). Any failure
     * answers exactly the spec's message (no toast: the cart page shows it; the cart slice clears the cart).
     */
    saveCart: build.mutation<SavedCart, { projectType: ProjectTypeKey; models: CartModel[] }>({
      async queryFn({ projectType, models }, _api, _extra, baseQuery) {
        const ofType = models.filter((model) => model.projectType === projectType);
        const failed = (error: unknown) => ({ error: { ...(error as ApiFailure), message: CART_SAVE_FAILED_MESSAGE } });
        const created = await baseQuery({
          path: '/project-models/multiple/CARD_DRAFT',
          method: 'POST',
          body: ofType.map(toCreateInput),
          error: CART_SAVE_FAILED_MESSAGE,
          silent: true,
        });
        if (created.error) return failed(created.error);
        const ids = (created.data as ProjectModelsResponse).projectModels.map((model) => model.id);
        const saved = await baseQuery({
          path: '/project-models/save',
          method: 'PUT',
          body: { ids },
          error: CART_SAVE_FAILED_MESSAGE,
          silent: true,
          success: `${ids.length} project ${ids.length === 1 ? 'model' : 'models'} saved`,
        });
        if (saved.error) return failed(saved.error);
        return { data: { ids, projectTypes: [projectType], uuids: ofType.map((model) => model.uuid) } };
      },
      // New SAVED models join the lists whose group filters only the server applies.
      invalidatesTags: (result) => (result ? projectModelLists : []),
    }),
    /**
     * POST /quote-requests: the checkout sends the saved models to service providers. The request joins
     * the requester's requests and the models' groups change: both lists are the server's to redo.
     */
    requestQuotes: build.mutation<QuoteRequest, CreateQuoteRequestInput>({
      query: (input) => ({
        path: '/quote-requests',
        method: 'POST',
        body: input,
        error: 'Failed to request quote',
        success: 'Installers can now quote your openings',
      }),
      invalidatesTags: (result) => (result ? [...projectModelLists, { type: 'QuoteRequest', id: 'LIST' }] : []),
    }),
  }),
});

export const {
  useQuestionsQuery,
  useProjectTypesQuery,
  useAddonsQuery,
  useLazyHouseQuery,
  useProjectModelsInfiniteQuery,
  useRenameProjectModelMutation,
  useDeleteProjectModelMutation,
  useSaveCartMutation,
  useRequestQuotesMutation,
} = configuratorApi;

/** True while a layout lookup is in flight (the layout picker's spinner), read from the data cache. */
export function selectIsLookingUpLayouts(state: AppState): boolean {
  const queries = (state.dataCache as AppState['dataCache'] | null)?.queries ?? {};
  return Object.values(queries).some((entry) => entry?.endpointName === 'layoutOptions' && entry.status === 'pending');
}
