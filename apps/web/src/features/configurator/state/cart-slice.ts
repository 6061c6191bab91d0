/**
 * The cart of spec point 4: configured openings keyed by uuid (create replaces by uuid or adds with a
 * new one; duplicate; remove; add-on switch), the active model, the bulk save (all or nothing; a
 * failure clears the whole cart), and the checkout steps that end in a quote request.
 */
import { createSlice, current } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  activeAfterDeletion,
  duplicateCartModel,
  initialCheckout,
  nextCheckoutStep,
  previousCheckoutStep,
  removeCartModel,
  toggleAddon,
  updateCheckout,
  upsertCartModel,
} from '@lintel/shared';
import type { CheckoutState, ProjectTypeKey } from '@lintel/shared';
import { CART_SAVE_FAILED_MESSAGE, cartSaveFailed, cartSaveStarted, cartSaved, quotesRequested, savedModelDeleted } from '../api/configurator-writes.ts';
import type { SavedCart } from '../api/configurator-writes.ts';
import { newUuid } from '../model.ts';
import type { CartModel, ConfiguredModel } from '../model.ts';
import { readStored, storageKeys } from './persistence.ts';
import { cartSlot } from './configurator-slots.ts';

export interface QuoteRequestState {
  /** 'recorded' once the checkout was sent (POST /quote-requests answered). */
  status: 'idle' | 'recorded';
  recordedAt: string | null;
  ids: string[];
  /** The server's quote request, once sent. */
  requestId?: string | null;
}

export interface CartState {
  models: CartModel[];
  activeUuid: string | null;
  /** Spec point 4: why the cart was emptied, after a failed save (the save call itself is the data cache's). */
  saveError: string | null;
  /** The models of the last successful save: what the checkout requests quotes for. */
  lastSaved: SavedCart | null;
  checkout: CheckoutState;
  quoteRequest: QuoteRequestState;
}

const idleQuote = (): QuoteRequestState => ({ status: 'idle', recordedAt: null, ids: [] });

export function createInitialCartState(): CartState {
  const stored = readStored(storageKeys.cart) ?? {};
  const models = Array.isArray(stored.models)
    ? (stored.models as CartModel[]).filter((model) => typeof model?.uuid === 'string')
    : [];
  return {
    models,
    activeUuid: typeof stored.activeUuid === 'string' ? stored.activeUuid : null,
    saveError: null,
    lastSaved: stored.lastSaved && typeof stored.lastSaved === 'object' ? (stored.lastSaved as SavedCart) : null,
    checkout:
      stored.checkout && typeof stored.checkout === 'object' ? (stored.checkout as CheckoutState) : initialCheckout(),
    quoteRequest:
      stored.quoteRequest && typeof stored.quoteRequest === 'object'
        ? (stored.quoteRequest as QuoteRequestState)
        : idleQuote(),
  };
}

/** The message of a failed save (the mutation's `ApiFailure`), else the spec point 4 message. */
const failureMessage = (payload: unknown): string =>
  (payload as { message?: string } | undefined)?.message || CART_SAVE_FAILED_MESSAGE;

const cartTypesOf = (state: CartState): ProjectTypeKey[] =>
  state.lastSaved?.projectTypes ?? [...new Set(state.models.map((model) => model.projectType))];

const cartSlice = createSlice({
  name: 'cart',
  initialState: createInitialCartState,
  reducers: {
    /** Replaces the model with the same uuid, or adds it with a new uuid; it becomes the active one. */
    cartModelUpserted: {
      reducer(state, action: PayloadAction<{ model: ConfiguredModel; newUuid: string }>) {
        const { model, newUuid: uuid } = action.payload;
        state.models = upsertCartModel(current(state).models, model, () => uuid);
        state.activeUuid = model.uuid && state.models.some((item) => item.uuid === model.uuid) ? model.uuid : uuid;
      },
      prepare: (model: ConfiguredModel) => ({ payload: { model, newUuid: newUuid() } }),
    },
    cartModelDuplicated: {
      reducer(state, action: PayloadAction<{ uuid: string; newUuid: string }>) {
        state.models = duplicateCartModel(current(state).models, action.payload.uuid, () => action.payload.newUuid);
      },
      prepare: (uuid: string) => ({ payload: { uuid, newUuid: newUuid() } }),
    },
    cartModelRemoved(state, action: PayloadAction<string>) {
      state.models = removeCartModel(state.models, action.payload);
      if (state.activeUuid === action.payload) state.activeUuid = null;
    },
    /** Side panel edits: nickname, note, files, room. */
    cartModelChanged(
      state,
      action: PayloadAction<{
        uuid: string;
        changes: Partial<Pick<CartModel, 'name' | 'properties' | 'modelProperties'>>;
      }>,
    ) {
      const model = state.models.find((item) => item.uuid === action.payload.uuid);
      if (model) Object.assign(model, action.payload.changes);
    },
    cartAddonToggled(state, action: PayloadAction<{ uuid: string; addonId: number }>) {
      const model = state.models.find((item) => item.uuid === action.payload.uuid);
      if (model) model.properties = toggleAddon(model.properties, action.payload.addonId);
    },
    activeCartModelSet(state, action: PayloadAction<string | null>) {
      state.activeUuid = action.payload;
    },
    cartCleared(state) {
      state.models = [];
      state.activeUuid = null;
    },
    /** Starts the checkout for saved models (after a cart save, or from the projects list). */
    checkoutStarted(state, action: PayloadAction<SavedCart>) {
      state.lastSaved = action.payload;
      state.checkout = initialCheckout();
      state.quoteRequest = idleQuote();
    },
    checkoutChanged(state, action: PayloadAction<Partial<Omit<CheckoutState, 'step' | 'continueAllowed'>>>) {
      state.checkout = updateCheckout(state.checkout, action.payload, cartTypesOf(state));
    },
    checkoutStepMoved(state, action: PayloadAction<'next' | 'back'>) {
      const move = action.payload === 'next' ? nextCheckoutStep : previousCheckoutStep;
      state.checkout = move(state.checkout, cartTypesOf(state));
    },
    quoteRequestRecorded(state, action: PayloadAction<{ recordedAt: string }>) {
      state.quoteRequest = {
        status: 'recorded',
        recordedAt: action.payload.recordedAt,
        ids: state.lastSaved?.ids ?? [],
      };
    },
  },
  // The configurator's writes are data-cache mutations (api/configurator-api.ts), matched by endpoint name.
  extraReducers: (builder) => {
    builder
      .addMatcher(cartSaveStarted, (state) => {
        state.saveError = null;
      })
      .addMatcher(cartSaved, (state, action) => {
        // Spec point 4: saving the cart of a project type empties it of that type; the other types stay.
        state.models = state.models.filter((model) => !action.payload.uuids.includes(model.uuid));
        state.activeUuid = null;
        // Saves of several types before a quote request add up: Request quotes sends all of them.
        const earlier = state.quoteRequest.status === 'recorded' ? null : state.lastSaved;
        state.lastSaved = earlier
          ? {
              ids: [...earlier.ids, ...action.payload.ids],
              projectTypes: [...new Set([...earlier.projectTypes, ...action.payload.projectTypes])],
              uuids: [...earlier.uuids, ...action.payload.uuids],
            }
          : action.payload;
        state.checkout = initialCheckout();
        state.quoteRequest = idleQuote();
      })
      .addMatcher(cartSaveFailed, (state, action) => {
        // Spec point 4: a failed bulk save clears the whole cart and shows exactly this message.
        state.saveError = failureMessage(action.payload);
        state.models = [];
        state.activeUuid = null;
      })
      .addMatcher(quotesRequested, (state, action) => {
        state.quoteRequest = {
          status: 'recorded',
          recordedAt: action.payload.createdAt,
          ids: state.lastSaved?.ids ?? [],
          requestId: action.payload.id,
        };
      })
      .addMatcher(savedModelDeleted, (state, action) => {
        const active = state.models.find((model) => model.uuid === state.activeUuid);
        state.activeUuid = activeAfterDeletion(state.activeUuid, action.payload, active?.id ?? null);
        if (state.lastSaved) {
          const ids = state.lastSaved.ids.filter((id) => id !== action.payload.id);
          state.lastSaved = ids.length ? { ...state.lastSaved, ids } : null;
        }
      });
  },
});

export const {
  cartModelUpserted,
  cartModelDuplicated,
  cartModelRemoved,
  cartModelChanged,
  cartAddonToggled,
  activeCartModelSet,
  cartCleared,
  checkoutStarted,
  checkoutChanged,
  checkoutStepMoved,
  quoteRequestRecorded,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
cartSlot.register(cartReducer);
