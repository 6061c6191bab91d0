/**
 * The dashboard layout of the user's last visit, kept in localStorage per user (spec point 4
 * "Persisted client state"; issue 23): which widgets were there, their order, heights and visibility.
 * The first screen draws its placeholders from it before the layout call (and the data cache's code)
 * has answered, and a widget whose `hiddenWhen` is not known yet keeps its last visit's place. Without
 * a saved layout (a new device), the role's widgets at their default heights stand in. Never throws.
 */
import { widgetDefinitions, widgetKeys, type Role, type WidgetKey } from '@lintel/shared';
import { readPersistedList, writePersisted } from '../../../lib/persisted.ts';
import type { WidgetEntry } from '../../../lib/app-feature.tsx';

/** One widget as the dashboard last showed it; `height` in grid rows. */
export interface SavedWidget {
  key: WidgetKey;
  height: number;
  isVisible: boolean;
}

const storageKey = (userId: string) => `lintel.dashboard-layout.${userId}`;
const isSavedWidget = (value: unknown): value is SavedWidget => {
  const item = value as Partial<SavedWidget> | null;
  return Boolean(item) && (widgetKeys as readonly unknown[]).includes(item!.key) && typeof item!.height === 'number' && typeof item!.isVisible === 'boolean';
};

/** The layout saved for `userId`, or null when this browser has none. */
export function readSavedLayout(userId: string): SavedWidget[] | null {
  const saved = readPersistedList(storageKey(userId), isSavedWidget);
  return saved.length > 0 ? saved : null;
}

/** Remembers the layout the dashboard shows now (unchanged layouts are not written again). */
export function saveLayout(userId: string, layout: readonly SavedWidget[]): void {
  const current = readSavedLayout(userId);
  if (current && JSON.stringify(current) === JSON.stringify(layout)) return;
  writePersisted(storageKey(userId), layout);
}

/**
 * What the first screen expects: the saved layout, else the role's widgets in the feature list's order
 * at their default heights — leaving out those that may hide themselves (the finished checklist), which
 * join once they tell they have something to show.
 */
export function expectedLayout(userId: string, role: Role, catalogue: readonly WidgetEntry[]): SavedWidget[] {
  return (
    readSavedLayout(userId) ??
    catalogue
      .filter((entry) => entry.roles.includes(role) && !entry.hiddenWhen && entry.id in widgetDefinitions)
      .map((entry) => ({ key: entry.id as WidgetKey, height: widgetDefinitions[entry.id as WidgetKey].height, isVisible: true }))
  );
}
