/** Signed-in project-model calls of spec point 7: bulk cart save, save, groups by status, delete. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type {
  CreateQuoteRequestInput,
  House,
  ProjectModel,
  ProjectModelGroupStatus,
  ProjectModelGroupsResponse,
  ProjectTypeKey,
  Pagination,
  QuoteRequest,
  UpdateProjectModelInput,
} from '@lintel/shared';
import { api, isAbortError } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';
import { toCreateInput } from '../model.ts';
import type { CartModel } from '../model.ts';

export const postMultipleProjectModels = (models: CartModel[]) =>
  api.post<{ projectModels: ProjectModel[] }>('/project-models/multiple/CARD_DRAFT', models.map(toCreateInput));
export const putSaveProjectModels = (ids: string[]) =>
  api.put<{ projectModels: ProjectModel[] }>('/project-models/save', { ids });
export const getProjectModelGroups = (status: ProjectModelGroupStatus, page: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<ProjectModelGroupsResponse>(`/project-models/groups/${status}`, { signal, query: page });

/**
 * One page of the projects list (spec point 2: loads more on scroll) as the list kit's page: the
 * page's models of every group, newest first, and the pagination over all of them.
 */
export async function getProjectModelsPage(
  query: { status: ProjectModelGroupStatus; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<{ results: ProjectModel[]; pagination: Pagination }> {
  const { groups, pagination } = await getProjectModelGroups(query.status, { page: query.page, pageSize: query.pageSize }, signal);
  const results = Object.values(groups)
    .flatMap((group) => group.models)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { results, pagination };
}

export const putProjectModel = (id: string, input: UpdateProjectModelInput) => api.put<ProjectModel>(`/project-models/${id}`, input);

/** PUT /project-models/{id} with a new name (nickname); an empty name falls back to the model's own title. */
export const renameProjectModel = createApiThunk<ProjectModel, { id: string; name: string }>(
  'projects/rename',
  ({ id, name }) => putProjectModel(id, { name }),
  { error: 'Failed to edit project', success: 'Project updated successfully' },
);
export const deleteProjectModelRequest = (id: string) => api.delete(`/project-models/${id}`);

/** Spec point 4 exact message when the bulk save fails (the whole cart is then cleared). */
export const CART_SAVE_FAILED_MESSAGE =
  'Could not save project models in cart and these project models are deleted from cart';

export interface SavedCart {
  ids: string[];
  projectTypes: ProjectTypeKey[];
  uuids: string[];
}

/**
 * Saves the cart of one project type (spec point 4, "Saving the cart for a project type empties it"):
 * that type's models go to the server all or nothing as CARD_DRAFT, then are saved (SAVED); the other
 * types stay in the cart. On any failure the cart is cleared (cart slice) and the spec point 4 message
 * is shown.
 */
export const saveCart = createAsyncThunk<SavedCart, { projectType: ProjectTypeKey; models: CartModel[] }, { rejectValue: string }>(
  'cart/save',
  async ({ projectType, models }, { rejectWithValue }) => {
    const ofType = models.filter((model) => model.projectType === projectType);
    try {
      const { projectModels } = await postMultipleProjectModels(ofType);
      const ids = projectModels.map((model) => model.id);
      await putSaveProjectModels(ids);
      toastSuccess(`${ids.length} project ${ids.length === 1 ? 'model' : 'models'} saved`);
      return { ids, projectTypes: [projectType], uuids: ofType.map((model) => model.uuid) };
    } catch (error) {
      if (isAbortError(error)) throw error;
      // Spec point 4: exactly this message, whatever the server said; the cart page shows it.
      return rejectWithValue(CART_SAVE_FAILED_MESSAGE);
    }
  },
);

export const deleteSavedProjectModel = createApiThunk<{ id: string; uuid: string }, { id: string; uuid: string }>(
  'projects/delete',
  async (model) => {
    await deleteProjectModelRequest(model.id);
    return model;
  },
  { error: 'Failed to edit project', success: 'Project model removed' },
);

/** POST /quote-requests: the checkout sends the saved models to service providers. */
export const postQuoteRequest = (input: CreateQuoteRequestInput) => api.post<QuoteRequest>('/quote-requests', input);

export const requestQuotes = createAsyncThunk<
  { requestId: string; recordedAt: string },
  CreateQuoteRequestInput,
  { rejectValue: string }
>('cart/requestQuotes', async (input, { rejectWithValue }) => {
  try {
    const request = await postQuoteRequest(input);
    toastSuccess('Installers can now quote your openings');
    return { requestId: request.id, recordedAt: request.createdAt };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to request quote'));
  }
});

/** GET /houses/{id}: one of the caller's properties as the house the openings go in (its address and rooms). */
export const getHouse = (id: string, signal?: AbortSignal) => api.get<{ house: House }>(`/houses/${id}`, { signal });
