/**
 * Dashboard widgets (spec points 2, 3, 4, 7 "Widgets", 9): each user has a row per widget their role may
 * see, created with the defaults of `widgetDefinitions` on the first read; the dashboard's order, the
 * heights (bounded by the schema) and visibility are kept per user. Another user's widget id is a 404.
 */
import {
  widgetDefinitions,
  widgetKeysFor,
  type Role,
  type ToggleWidgetVisibilityInput,
  type UserWidgetsResponse,
  type Widget,
  type WrapWidgetsInput,
} from '@lintel/shared';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './widgets.repository.ts';
import type { WidgetRow } from './widgets.repository.ts';

export type WidgetsService = ReturnType<typeof createWidgetsService>;

const toWidget = (row: WidgetRow): Widget => ({ id: row.id, key: row.key, isVisible: row.isVisible, height: row.height, position: row.position });

const notFound = () => new AppError('WIDGET_NOT_FOUND', 'Widget not found');

/** The user's widgets their role may see, creating the missing ones at the end of the order. */
async function loadWidgets(db: Executor, userId: string, role: Role): Promise<WidgetRow[]> {
  const allowed = widgetKeysFor(role);
  let rows = await repo.listWidgets(db, userId);
  const have = new Set(rows.map((row) => row.key));
  const missing = allowed.filter((key) => !have.has(key));
  if (missing.length > 0) {
    const start = rows.reduce((max, row) => Math.max(max, row.position + 1), 0);
    await repo.insertMissingWidgets(
      db,
      missing.map((key, index) => ({ userId, key, isVisible: true, height: widgetDefinitions[key].height, position: start + index })),
    );
    rows = await repo.listWidgets(db, userId);
  }
  return rows.filter((row) => allowed.includes(row.key));
}

export function createWidgetsService(deps: AppDeps) {
  const { db } = deps;
  return {
    /** GET /widgets/get-user. */
    async list(auth: AuthContext): Promise<UserWidgetsResponse> {
      return { widgets: (await loadWidgets(db, auth.userId, auth.role)).map(toWidget) };
    },

    /**
     * PUT /widgets/wrap: the listed widgets take positions 0…n-1 in the listed order (and the given
     * heights); widgets left out keep their relative order after them. An unknown or another user's
     * id is WIDGET_NOT_FOUND (404) and nothing changes.
     */
    async wrap(auth: AuthContext, input: WrapWidgetsInput): Promise<UserWidgetsResponse> {
      return db.transaction(async (tx) => {
        const rows = await loadWidgets(tx, auth.userId, auth.role);
        const byId = new Map(rows.map((row) => [row.id, row]));
        if (input.widgets.some((item) => !byId.has(item.id))) throw notFound();
        const listed = new Set(input.widgets.map((item) => item.id));
        const order = [...input.widgets, ...rows.filter((row) => !listed.has(row.id)).map((row) => ({ id: row.id, height: undefined }))];
        for (const [position, item] of order.entries()) {
          const row = byId.get(item.id)!;
          const height = item.height ?? row.height;
          if (row.position !== position || row.height !== height) await repo.updateWidget(tx, auth.userId, row.id, { position, height });
        }
        return { widgets: (await repo.listWidgets(tx, auth.userId)).filter((row) => byId.has(row.id)).map(toWidget) };
      });
    },

    /** PUT /widgets/toggle-visibility/{id}: sets isVisible. WIDGET_NOT_FOUND (404) for another user's widget. */
    async setVisibility(auth: AuthContext, id: string, input: ToggleWidgetVisibilityInput): Promise<Widget> {
      const allowed = widgetKeysFor(auth.role);
      const row = await repo.updateWidget(db, auth.userId, id, { isVisible: input.isVisible });
      if (!row || !allowed.includes(row.key)) throw notFound();
      return toWidget(row);
    },
  };
}
