/** Shell state: the sidebar's open/hover/closed state and the offline alert (spec points 2 and 4). */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AsyncStatus } from '@lintel/shared';
import { fetchFirstRunProgress } from '../first-run/first-run-calls.ts';
import { firstRunSteps } from '../first-run/first-run-steps.ts';
import type { AppState } from '../../../lib/redux-hooks.ts';

export type SidebarState = 'open' | 'hover' | 'closed';

export interface UiState {
  sidebar: SidebarState;
  isOfflineAlertShown: boolean;
  /** The dashboard's first-run checklist: which steps are done (issue 11 item 6). */
  firstRun: { status: AsyncStatus; done: Record<string, boolean> };
}

export const SIDEBAR_STORAGE_KEY = 'lintel.sidebar';

/** Below this width (a tablet such as 820 px) the sidebar starts as the icon rail unless the user pinned it. */
const TABLET_MAX_WIDTH = '(max-width: 68.75em)';

function loadSidebar(): SidebarState {
  try {
    const value = localStorage.getItem(SIDEBAR_STORAGE_KEY);
    if (value === 'closed' || value === 'open') return value;
    return typeof window.matchMedia === 'function' && window.matchMedia(TABLET_MAX_WIDTH).matches ? 'closed' : 'open';
  } catch {
    return 'open';
  }
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ sidebar: loadSidebar(), isOfflineAlertShown: false, firstRun: { status: 'idle', done: {} } }),
  reducers: {
    sidebarSet(state, action: PayloadAction<SidebarState>) {
      state.sidebar = action.payload;
    },
    /** Pin or collapse: open ⇄ closed. */
    sidebarToggled(state) {
      state.sidebar = state.sidebar === 'open' ? 'closed' : 'open';
    },
    /** A collapsed rail expands while hovered and collapses again on leave; a pinned sidebar ignores hover. */
    sidebarHovered(state, action: PayloadAction<boolean>) {
      if (state.sidebar === 'open') return;
      state.sidebar = action.payload ? 'hover' : 'closed';
    },
    offlineDetected(state) {
      state.isOfflineAlertShown = true;
    },
    offlineAlertCleared(state) {
      state.isOfflineAlertShown = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFirstRunProgress.pending, (state) => {
        state.firstRun.status = 'pending';
      })
      .addCase(fetchFirstRunProgress.fulfilled, (state, action) => {
        state.firstRun = { status: 'succeeded', done: action.payload };
      })
      .addCase(fetchFirstRunProgress.rejected, (state, action) => {
        if (!action.meta.aborted) state.firstRun.status = 'rejected';
      });
  },
});

export const { sidebarSet, sidebarToggled, sidebarHovered, offlineDetected, offlineAlertCleared } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slice under `ui` (app/store.ts). */
  interface AppState {
    ui: UiState;
  }
}

/** True once the signed-in user's first-run checklist is loaded and every step of their role is done. */
export function isFirstRunComplete(state: AppState): boolean {
  const user = state.auth.user;
  if (!user || state.ui.firstRun.status !== 'succeeded') return false;
  const steps = firstRunSteps(user.role);
  return steps.length > 0 && steps.every((step) => state.ui.firstRun.done[step.id]);
}
