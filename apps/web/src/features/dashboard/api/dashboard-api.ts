/**
 * The signed-in user's dashboard widgets in the data cache (spec point 7: GET /widgets/get-user,
 * PUT /widgets/wrap, PUT /widgets/toggle-visibility/{id}; issue 20), tagged `DashboardWidgets`.
 * Spec point 4: toggling and arranging change the cached widgets at once and are put back when the call
 * fails; a failure toasts the server's message or the default (spec point 8). The answers settle the cache
 * (no refetch).
 */
import type { UserWidgetsResponse, Widget, WrapWidgetsInput } from '@lintel/shared';
import { dataApi } from '../../../lib/data-cache.ts';

/** The widgets in the order and heights of `input` (ids left out follow in their old order); pure. */
export function applyWrap(items: readonly Widget[], input: WrapWidgetsInput): Widget[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const listed = input.widgets.filter((entry) => byId.has(entry.id));
  const ids = new Set(listed.map((entry) => entry.id));
  const ordered = [
    ...listed.map((entry) => ({ ...byId.get(entry.id)!, height: entry.height ?? byId.get(entry.id)!.height })),
    ...items.filter((item) => !ids.has(item.id)),
  ];
  return ordered.map((item, position) => ({ ...item, position }));
}

export const dashboardApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /widgets/get-user: order, heights and visibility; read once per session (kept an hour unused). */
    userWidgets: build.query<UserWidgetsResponse, void>({
      query: () => ({ path: '/widgets/get-user', error: 'Failed to load your widgets' }),
      providesTags: ['DashboardWidgets'],
      keepUnusedDataFor: 3600,
    }),
    /** PUT /widgets/toggle-visibility/{id}: flipped in the cache at once, flipped back if the call fails. */
    toggleWidgetVisibility: build.mutation<Widget, { id: string; isVisible: boolean }>({
      query: ({ id, isVisible }) => ({ path: `/widgets/toggle-visibility/${id}`, method: 'PUT', body: { isVisible }, error: 'Could not change the widget' }),
      async onQueryStarted({ id, isVisible }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          dashboardApi.util.updateQueryData('userWidgets', undefined, (draft) => {
            const widget = draft.widgets.find((item) => item.id === id);
            if (widget) widget.isVisible = isVisible;
          }),
        );
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) {
          patch.undo();
          return;
        }
        dispatch(
          dashboardApi.util.updateQueryData('userWidgets', undefined, (draft) => {
            const widget = draft.widgets.find((item) => item.id === answer.data.id);
            if (widget) widget.isVisible = answer.data.isVisible;
          }),
        );
      },
    }),
    /** PUT /widgets/wrap: the new order and heights show at once; the layout before comes back if it fails. */
    wrapWidgets: build.mutation<UserWidgetsResponse, WrapWidgetsInput>({
      query: (input) => ({ path: '/widgets/wrap', method: 'PUT', body: input, error: 'Could not save the dashboard layout' }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          dashboardApi.util.updateQueryData('userWidgets', undefined, (draft) => {
            draft.widgets = applyWrap(draft.widgets, input);
          }),
        );
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) {
          patch.undo();
          return;
        }
        // Visibility may have changed meanwhile: keep ours, take the server's order and heights.
        dispatch(
          dashboardApi.util.updateQueryData('userWidgets', undefined, (draft) => {
            const visible = new Map(draft.widgets.map((item) => [item.id, item.isVisible]));
            draft.widgets = answer.data.widgets.map((item) => ({ ...item, isVisible: visible.get(item.id) ?? item.isVisible }));
          }),
        );
      },
    }),
  }),
});

export const { useUserWidgetsQuery, useToggleWidgetVisibilityMutation, useWrapWidgetsMutation } = dashboardApi;
