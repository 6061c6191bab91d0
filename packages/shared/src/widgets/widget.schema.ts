/** Request and response contracts of the Widgets calls (spec point 7 "Widgets"). */
import { z } from 'zod';
import { WIDGET_MAX_HEIGHT, WIDGET_MIN_HEIGHT, widgetKeys } from './widget.enums.ts';

const heightSchema = z
  .number()
  .int()
  .min(WIDGET_MIN_HEIGHT, `Height must be at least ${WIDGET_MIN_HEIGHT} rows`)
  .max(WIDGET_MAX_HEIGHT, `Height must be at most ${WIDGET_MAX_HEIGHT} rows`)
  .describe('Height in dashboard grid rows (40 px each)');

export const widgetSchema = z.object({
  id: z.string().uuid(),
  key: z.enum(widgetKeys),
  isVisible: z.boolean(),
  height: z.number().int(),
  position: z.number().int().describe('0-based place in the dashboard order'),
});
export type Widget = z.infer<typeof widgetSchema>;

/** GET /widgets/get-user: the caller's widgets in dashboard order (created with defaults on the first read). */
export const userWidgetsResponseSchema = z.object({ widgets: z.array(widgetSchema) });
export type UserWidgetsResponse = z.infer<typeof userWidgetsResponseSchema>;

/**
 * PUT /widgets/wrap: the new order and heights. `widgets` lists ids in their new order (position = index);
 * every id must be one of the caller's widgets (another user's id is a 404), each at most once.
 */
export const wrapWidgetsInputSchema = z
  .object({
    widgets: z
      .array(z.object({ id: z.string().uuid(), height: heightSchema.optional() }).strict())
      .min(1)
      .max(widgetKeys.length)
      .refine((list) => new Set(list.map((item) => item.id)).size === list.length, 'Each widget may appear once'),
  })
  .strict();
export type WrapWidgetsInput = z.infer<typeof wrapWidgetsInputSchema>;

export const widgetIdParamsSchema = z.object({ id: z.string().uuid() });

/** PUT /widgets/toggle-visibility/{id}: the visibility the widget should have (idempotent, so a retry cannot flip it back). */
export const toggleWidgetVisibilityInputSchema = z.object({ isVisible: z.boolean() }).strict();
export type ToggleWidgetVisibilityInput = z.infer<typeof toggleWidgetVisibilityInputSchema>;
