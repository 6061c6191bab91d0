/**
 * Widgets calls of spec point 7 (GET /widgets/get-user, PUT /widgets/wrap, PUT /widgets/toggle-visibility/{id})
 * with their thunks. Toggling and arranging are optimistic in the slice and reverted on failure (point 4);
 * a failure shows an error toast with the server's message (point 8).
 */
import type { UserWidgetsResponse, Widget, WrapWidgetsInput } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export const getUserWidgets = (signal?: AbortSignal) => api.get<UserWidgetsResponse>('/widgets/get-user', { signal });
export const putWrapWidgets = (input: WrapWidgetsInput) => api.put<UserWidgetsResponse>('/widgets/wrap', input);
export const putWidgetVisibility = (id: string, isVisible: boolean) =>
  api.put<Widget>(`/widgets/toggle-visibility/${id}`, { isVisible });

export const fetchWidgets = createApiThunk<UserWidgetsResponse, void>('widgets/fetch', (_arg, signal) => getUserWidgets(signal), {
  error: 'Failed to load your widgets',
});

/** Sets a widget's visibility; the slice flips it at once and puts it back if the call fails. */
export const toggleWidgetVisibility = createApiThunk<Widget, { id: string; isVisible: boolean }>(
  'widgets/toggleVisibility',
  ({ id, isVisible }) => putWidgetVisibility(id, isVisible),
  { error: 'Could not change the widget' },
);

/** Saves the dashboard order (ids in their new order) and heights; the slice shows the new order at once. */
export const wrapWidgets = createApiThunk<UserWidgetsResponse, WrapWidgetsInput>('widgets/wrap', (input) => putWrapWidgets(input), {
  error: 'Could not save the dashboard layout',
});
