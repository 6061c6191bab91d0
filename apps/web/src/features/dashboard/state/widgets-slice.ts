/**
 * The signed-in user's dashboard widgets (spec point 4 "Widgets: visibility is toggled optimistically and
 * reverted on failure"): the order, heights and visibility as the server keeps them, changed here first
 * and put back when the call fails. A layout change remembers the layout before it for the revert.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { AsyncStatus, Widget, WrapWidgetsInput } from '@lintel/shared';
import { fetchWidgets, toggleWidgetVisibility, wrapWidgets } from '../api/widget-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';

export interface WidgetsState {
  items: Widget[];
  status: AsyncStatus;
  /** The layout before each pending wrap, by request id: restored if that wrap fails. */
  previous: Record<string, Widget[]>;
}

export const initialWidgetsState: WidgetsState = { items: [], status: 'idle', previous: {} };

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

const widgetsSlice = createSlice({
  name: 'widgets',
  initialState: initialWidgetsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchWidgets.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchWidgets.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.items = action.payload.widgets;
      })
      .addCase(fetchWidgets.rejected, (state, action) => {
        if (!wasAborted(action)) state.status = 'rejected';
      })
      .addCase(toggleWidgetVisibility.pending, (state, action) => {
        const widget = state.items.find((item) => item.id === action.meta.arg.id);
        if (widget) widget.isVisible = action.meta.arg.isVisible;
      })
      .addCase(toggleWidgetVisibility.fulfilled, (state, action) => {
        const widget = state.items.find((item) => item.id === action.payload.id);
        if (widget) widget.isVisible = action.payload.isVisible;
      })
      .addCase(toggleWidgetVisibility.rejected, (state, action) => {
        const widget = state.items.find((item) => item.id === action.meta.arg.id);
        if (widget) widget.isVisible = !action.meta.arg.isVisible;
      })
      .addCase(wrapWidgets.pending, (state, action) => {
        state.previous[action.meta.requestId] = state.items;
        state.items = applyWrap(state.items, action.meta.arg);
      })
      .addCase(wrapWidgets.fulfilled, (state, action) => {
        delete state.previous[action.meta.requestId];
        // Visibility may have changed meanwhile: keep ours, take the server's order and heights.
        const visible = new Map(state.items.map((item) => [item.id, item.isVisible]));
        state.items = action.payload.widgets.map((item) => ({ ...item, isVisible: visible.get(item.id) ?? item.isVisible }));
      })
      .addCase(wrapWidgets.rejected, (state, action) => {
        const before = state.previous[action.meta.requestId];
        delete state.previous[action.meta.requestId];
        if (before) state.items = before;
      });
  },
});

export const widgetsReducer = widgetsSlice.reducer;

declare module '../../../lib/redux-hooks.ts' {
  interface AppState {
    widgets: WidgetsState;
  }
}
