/** Catalogue calls of spec point 7 (public): questions, project types, add-ons and the window layout lookup. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { selectLayouts } from '@lintel/shared';
import type {
  Addon,
  Layout,
  LayoutOptionsInput,
  ProjectModelProperties,
  ProjectType,
  ProjectTypeKey,
  Question,
} from '@lintel/shared';
import { publicApi } from '../../../lib/api-client.ts';
import { failWith } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export const getQuestions = (type: ProjectTypeKey, signal?: AbortSignal) =>
  publicApi.get<{ questions: Question[] }>('/questions', { query: { type }, signal });
export const getProjectTypes = (signal?: AbortSignal) =>
  publicApi.get<{ projectTypes: ProjectType[] }>('/project-types', { query: { getAll: true }, signal });
export const getAddons = (signal?: AbortSignal) => publicApi.get<{ addons: Addon[] }>('/addons', { signal });
export const postLayoutOptions = (input: LayoutOptionsInput, signal?: AbortSignal) =>
  publicApi.post<{ availableOptions: Layout[] }>('/project-models/layout-options', input, { signal });

export const fetchQuestions = createApiThunk<Question[], ProjectTypeKey>(
  'configurator/fetchQuestions',
  async (type, signal) => (await getQuestions(type, signal)).questions,
  { error: 'Failed to fetch questions' },
);

export const fetchProjectTypes = createApiThunk<ProjectType[], void>(
  'configurator/fetchProjectTypes',
  async (_arg, signal) => (await getProjectTypes(signal)).projectTypes,
  { error: 'Failed to fetch project types' },
);

export const fetchAddons = createApiThunk<Addon[], void>(
  'configurator/fetchAddons',
  async (_arg, signal) => (await getAddons(signal)).addons,
  { error: 'Failed to fetch add-ons' },
);

export type LayoutSelection = Pick<ProjectModelProperties, 'layouts' | 'activeLayoutId' | 'isNonStandardLayout'>;

/**
 * Spec point 4 "Window size change": the layout-options lookup and its result as the model's layouts
 * (selectLayouts). Spec point 8: a failed layout-option call sets rejected without a toast.
 */
export const lookupLayouts = createAsyncThunk<LayoutSelection, LayoutOptionsInput, { rejectValue: string }>(
  'configurator/lookupLayouts',
  async (input, { rejectWithValue, signal }) => {
    try {
      const { availableOptions } = await postLayoutOptions(input, signal);
      return selectLayouts(availableOptions, input.openingType);
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to fetch layout options', { silent: true }));
    }
  },
);
