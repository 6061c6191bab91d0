/**
 * The dashboard's widgets as the user arranged them: the server's order, heights and visibility joined
 * with the components the features list for the user's role. Widgets the server lists but no feature
 * draws (an area not built yet) are left out; if the widgets call failed, every widget of the role
 * shows in the feature list's order, so the dashboard still works.
 */
import { useEffect } from 'react';
import { widgetDefinitions, widgetKeys, type Role, type Widget, type WidgetKey } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { useFeatureCatalogue, type WidgetEntry } from '../../../lib/app-feature.tsx';
import { fetchWidgets } from '../api/widget-calls.ts';

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

/** Loads the widgets once per session and returns every entry (visible or not) plus the load status. */
export function useDashboardWidgets() {
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  const { items, status } = useAppSelector((state) => state.widgets);
  const catalogue = useFeatureCatalogue().widgets;
  useEffect(() => {
    if (status === 'idle') void dispatch(fetchWidgets());
  }, [dispatch, status]);
  // Widgets with nothing left to show (a finished checklist) are left out, frame and all.
  const hiddenIds = useAppSelector((state) => catalogue.filter((entry) => entry.hiddenWhen?.(state)).map((entry) => entry.id).join(','));
  const joined = role ? joinWidgets(items, catalogue, role, status === 'rejected') : [];
  const entries = hiddenIds ? joined.filter((entry) => !hiddenIds.split(',').includes(entry.widget.key)) : joined;
  return { entries, status, loading: items.length === 0 && (status === 'idle' || status === 'pending') };
}
