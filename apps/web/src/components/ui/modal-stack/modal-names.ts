/**
 * Names of the spec point 2 modals; features open each other's modals by name only. Nothing central
 * lists them: each feature declares the modals it registers in its own index.ts, and declaration
 * merging adds their names here, e.g.
 *   const modals = { createEvent: lazy(() => import('./modals/create-event-modal.tsx')) };
 *   declare module '../../components/ui/modal-stack/modal-names.ts' { interface FeatureModals { calendar: typeof modals } }
 * `modalNames.createEvent` is the string 'createEvent', typed: a name no feature declares does not compile.
 */
export interface FeatureModals {
  /** The shared modals app/modal-registry.ts registers from components/ui. */
  ui: { alert: unknown; gallery: unknown; editableText: unknown };
}

/** Every modal name some feature declares. */
export type ModalName = { [F in keyof FeatureModals]: keyof FeatureModals[F] & string }[keyof FeatureModals];

/** Each declared name as itself (`modalNames.logout === 'logout'`); no list to keep. */
export const modalNames = new Proxy({} as { readonly [N in ModalName]: N }, {
  get: (_target, name) => (typeof name === 'string' ? name : undefined),
});
