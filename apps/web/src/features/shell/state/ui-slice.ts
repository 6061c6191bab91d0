/** Shell state: the sidebar's open/hover/closed state and the offline alert (spec points 2 and 4). */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type SidebarState = 'open' | 'hover' | 'closed';

export interface UiState {
  sidebar: SidebarState;
  isOfflineAlertShown: boolean;
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
  initialState: (): UiState => ({ sidebar: loadSidebar(), isOfflineAlertShown: false }),
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
});

export const { sidebarSet, sidebarToggled, sidebarHovered, offlineDetected, offlineAlertCleared } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slice under `ui` (app/store.ts). */
  interface AppState {
    ui: UiState;
  }
}

