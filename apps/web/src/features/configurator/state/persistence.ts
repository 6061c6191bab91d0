/**
 * Spec point 4 "Persisted client state": the cart, the configurator and the simple configurator
 * survive reloads in localStorage (the project types and add-ons are persisted by the data cache's
 * catalogue endpoints, api/configurator-api.ts). Each slice reads its key on start;
 * persistConfiguratorState writes a slice back whenever it changes.
 */
export const storageKeys = {
  cart: 'lintel.cart',
  configurator: 'lintel.configurator',
  simpleConfigurator: 'lintel.simpleConfigurator',
} as const;

/** The stored object under `key`, or null when absent, unreadable or not an object. */
export function readStored(key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the state just won't survive a reload.
  }
}

interface PersistedSlices {
  cart: unknown;
  configurator: unknown;
  simpleConfigurator: unknown;
}

/** What of each slice is kept. */
export const persistedPart = {
  cart: (state: Record<string, unknown>) => ({
    models: state.models,
    activeUuid: state.activeUuid,
    checkout: state.checkout,
    lastSaved: state.lastSaved,
    quoteRequest: state.quoteRequest,
  }),
  configurator: (state: Record<string, unknown>) => ({
    projectType: state.projectType,
    draft: state.draft,
    draftEditedAt: state.draftEditedAt,
    step: state.step,
  }),
  simpleConfigurator: (state: Record<string, unknown>) => state,
};

/** Writes each persisted slice when its state object changes (app/store.ts subscribes it once). */
export function persistConfiguratorState(store: {
  subscribe: (listener: () => void) => unknown;
  getState: () => PersistedSlices;
}): void {
  let last = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    for (const name of ['cart', 'configurator', 'simpleConfigurator'] as const) {
      // A slot is null until the configurator's chunk registers its slice (state/configurator-slots.ts).
      if (next[name] !== last[name] && next[name])
        writeStored(storageKeys[name], persistedPart[name](next[name] as Record<string, unknown>));
    }
    last = next;
  });
}
