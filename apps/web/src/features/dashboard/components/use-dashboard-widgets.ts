/**
 * The dashboard's widgets as the user arranged them: the server's order, heights and visibility (the
 * data cache's `userWidgets`) joined with the components the features list for the user's role.
 * Widgets the server lists but no feature draws (an area not built yet) are left out; if the widgets
 * call failed, every widget of the role shows in the feature list's order, so the dashboard still works.
 */
import { widgetDefinitions, widgetKeys, type Role, type Widget, type WidgetKey } from '@lintel/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useFeatureCatalogue, type WidgetEntry } from '../../../lib/app-feature.tsx';
import { queryStatus } from '../../../lib/data-cache.ts';
import { useUserWidgetsQuery } from '../api/dashboard-api.ts';
import { readSavedLayout } from './saved-layout.ts';

export interface DashboardEntry {
  widget: Widget;
  label: string;
  component: WidgetEntry['component'];
}

const isWidgetKey = (id: string): id is WidgetKey => (widgetKeys as readonly string[]).includes(id);

/** Joins the server's widgets with the role's components; pure (exported for tests). */
export function joinWidgets(items: readonly Widget[], catalogue: readonly WidgetEntry[], role: Role, failed: boolean): DashboardEntry[] {
  const components = new Map(catalogue.filter((entry) => entry.roles.includes(role)).map((entry) => [entry.id, entry.component]));
  const source: Widget[] = failed && items.length === 0
    ? [...components.keys()].filter(isWidgetKey).map((key, position) => ({ id: key, key, isVisible: true, height: widgetDefinitions[key].height, position }))
    : [...items].sort((a, b) => a.position - b.position);
  return source.flatMap((widget) => {
    const component = components.get(widget.key);
    return component ? [{ widget, label: widgetDefinitions[widget.key].label, component }] : [];
  });
}

/**
 * Splits the joined entries by their widget's `hiddenWhen` (`states`: key → true hidden, false shown,
 * undefined not known yet): the entries of the layout, and `pending` ones — hidden, or not known yet and
 * not on the last visit's dashboard (`savedKeys`, null when none) — which stay out of the layout (and are
 * mounted out of sight, so they load, and keep, what tells whether they have something to show); pure.
 */
export function splitByHidden(joined: readonly DashboardEntry[], states: ReadonlyMap<string, boolean | undefined>, savedKeys: ReadonlySet<string> | null) {
  const entries: DashboardEntry[] = [];
  const pending: DashboardEntry[] = [];
  for (const entry of joined) {
    const hidden = states.get(entry.widget.key);
    if (hidden === true || (hidden === undefined && states.has(entry.widget.key) && !savedKeys?.has(entry.widget.key))) pending.push(entry);
    else entries.push(entry);
  }
  return { entries, pending };
}

/**
 * Reads the widgets through the data cache; returns every entry of the layout (visible or not), the
 * `pending` ones (to mount out of sight: they tell whether they have something to show) and the status.
 */
export function useDashboardWidgets() {
  const user = useAppSelector((state) => state.auth.user);
  const role = user?.role;
  const query = useUserWidgetsQuery(role ? undefined : skipToken);
  const items = query.data?.widgets ?? NO_WIDGETS;
  const status = queryStatus(query);
  const catalogue = useFeatureCatalogue().widgets;
  // Widgets with nothing left to show (a finished checklist) are left out, frame and all: "key=1" hidden, "key=0" shown, "key=" not known yet.
  const hiddenStates = useAppSelector((state) =>
    catalogue.flatMap((entry) => {
      if (!entry.hiddenWhen) return [];
      const hidden = entry.hiddenWhen(state);
      return [`${entry.id}=${hidden === undefined ? '' : hidden ? 1 : 0}`];
    }).join(','),
  );
  const states = new Map<string, boolean | undefined>(
    hiddenStates ? hiddenStates.split(',').map((pair) => { const [key, value] = pair.split('='); return [key!, value === '' ? undefined : value === '1']; }) : [],
  );
  const saved = user && [...states.values()].some((hidden) => hidden === undefined) ? readSavedLayout(user.id) : null;
  const joined = role ? joinWidgets(items, catalogue, role, status === 'rejected') : [];
  const { entries, pending } = splitByHidden(joined, states, saved ? new Set(saved.map((widget) => widget.key)) : null);
  return { entries, pending, status, loading: items.length === 0 && status === 'pending' };
}

const NO_WIDGETS: Widget[] = [];
