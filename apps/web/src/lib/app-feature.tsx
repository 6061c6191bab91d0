/**
 * What a feature contributes to the app (docs/design.md#how-modules-work-together, ARCHITECTURE.md
 * "Adding an area"): its routes, sidebar entries, modals, store slots and dashboard widgets. Each
 * `features/<area>/index.ts` exports one `AppFeature`; `app/features.ts` lists them (one line per
 * feature) and the router, store, modal registry, sidebar and dashboard read that list. Everything a
 * feature lists here is lazily loaded, so the index stays small enough for the first screen's chunk.
 */
import { createContext, Suspense, useContext } from 'react';
import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { RouteObject } from 'react-router';
import type { Role } from '@lintel/shared';
import type { AppState } from './redux-hooks.ts';
import type { ModalRegistry } from '../components/ui/modal-stack/modal-host.tsx';
import { FullPageLoader } from '../components/ui/full-page-loader/full-page-loader.tsx';

/** A lazily loaded screen or widget without props. */
export type LazyComponent = LazyExoticComponent<ComponentType>;

/** A sidebar entry (the desktop sidebar and the phone drawer); `roles` absent = every signed-in user. */
export interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  roles?: readonly Role[];
  end?: boolean;
  /** A small lazily loaded count beside the label (e.g. unread chat messages); renders nothing when zero. */
  badge?: LazyComponent;
}

/** A dashboard widget: shown to the roles listed, in the order of the feature list. */
export interface WidgetEntry {
  id: string;
  roles: readonly Role[];
  component: LazyComponent;
  /**
   * True when the widget has nothing left to show (e.g. a finished checklist): the dashboard then
   * leaves out its frame, grip and hide button instead of an empty card (issue 22 item 3). Undefined
   * while that is not known yet: the dashboard keeps the choice of the user's last visit meanwhile (and
   * mounts the widget out of sight, so it can load what tells), so nothing jumps when it is known.
   */
  hiddenWhen?: (state: AppState) => boolean | undefined;
}

/**
 * A tab of the account settings page contributed by a feature (e.g. Notifications): the settings
 * feature lists these after its own tabs; `id` is the tab's key in the URL and in the remembered tab.
 */
export interface SettingsTabEntry {
  id: string;
  label: string;
  roles?: readonly Role[];
  component: LazyComponent;
}

/** What the router hands a feature's route factory: the signed-in shell, for features that render it themselves. */
export interface RouteContext {
  appLayout: ReactElement;
}

export interface AppFeature {
  name: string;
  /** Screens inside the signed-in shell (guarded by RequireAuth). */
  appRoutes?: RouteObject[];
  /** Screens outside the shell: sign-in, pages opened from e-mailed links, the visitor configurator. */
  publicRoutes?: (context: RouteContext) => RouteObject[];
  nav?: NavEntry[];
  modals?: ModalRegistry;
  /** Root-reducer keys this feature owns (lazy slots hold a slice that arrives with its screens). */
  reducers?: Record<string, Reducer>;
  widgets?: WidgetEntry[];
  settingsTabs?: SettingsTabEntry[];
}

/** A route element for a lazy screen, with the full-page loader while its chunk arrives. */
export function page(Component: LazyComponent): ReactElement {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Component />
    </Suspense>
  );
}

/** The parts of the feature list that screens read at run time (the sidebar, the dashboard). */
export interface FeatureCatalogue {
  nav: NavEntry[];
  widgets: WidgetEntry[];
  settingsTabs: SettingsTabEntry[];
}

const FeatureCatalogueContext = createContext<FeatureCatalogue>({ nav: [], widgets: [], settingsTabs: [] });

/** Provided once by app/providers.tsx from app/features.ts. */
export const FeatureCatalogueProvider = FeatureCatalogueContext.Provider;

/** The sidebar entries, dashboard widgets and settings tabs of every feature, in the feature list's order. */
export function useFeatureCatalogue(): FeatureCatalogue {
  return useContext(FeatureCatalogueContext);
}
