/**
 * The configurator's writes as its slices follow them (decision 010): the data cache's mutation
 * actions of api/configurator-api.ts, matched by type and endpoint name, so the cart slice keeps its
 * client state (cart, active model, last save, checkout) without importing RTK Query. Also the shapes
 * those writes answer.
 */
import type { ProjectModelProperties, ProjectTypeKey, QuoteRequest } from '@lintel/shared';
import type { UnknownAction } from '@reduxjs/toolkit';

/** Spec point 4 exact message when the bulk save fails (the whole cart is then cleared). */
export const CART_SAVE_FAILED_MESSAGE =
  'Could not save project models in cart and these project models are deleted from cart';

/** What a cart save answers: the saved ids, their project types and the cart uuids they came from. */
export interface SavedCart {
  ids: string[];
  projectTypes: ProjectTypeKey[];
  uuids: string[];
}

/** A layout lookup's answer as the model's layouts (selectLayouts of spec point 4). */
export type LayoutSelection = Pick<ProjectModelProperties, 'layouts' | 'activeLayoutId' | 'isNonStandardLayout'>;

type Phase = 'pending' | 'fulfilled' | 'rejected';
interface MutationAction<P> extends UnknownAction {
  payload: P;
  meta: { arg: { endpointName: string; originalArgs: unknown } };
}

/** A matcher of one configurator mutation's phase (`dataCache/executeMutation/<phase>`, by endpoint name). */
function mutationPhase<P>(endpointName: string, phase: Phase) {
  return (action: UnknownAction): action is MutationAction<P> => {
    const meta = (action as { meta?: { arg?: { endpointName?: string } } }).meta;
    return action.type === `dataCache/executeMutation/${phase}` && meta?.arg?.endpointName === endpointName;
  };
}

/** The cart save answered (the saved ids, types and uuids). */
export const cartSaved = mutationPhase<SavedCart>('saveCart', 'fulfilled');
/** The cart save failed (spec point 4: the whole cart is cleared). */
export const cartSaveFailed = mutationPhase<unknown>('saveCart', 'rejected');
/** The cart save started. */
export const cartSaveStarted = mutationPhase<undefined>('saveCart', 'pending');
/** A saved project model was deleted on the server (its id and cart uuid). */
export const savedModelDeleted = mutationPhase<{ id: string; uuid: string }>('deleteProjectModel', 'fulfilled');
/** The checkout's quote request was recorded (the server's request). */
export const quotesRequested = mutationPhase<QuoteRequest>('requestQuotes', 'fulfilled');
