import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { configuratorApi } from '../api/configurator-api.ts';
import { CART_SAVE_FAILED_MESSAGE } from '../api/configurator-writes.ts';
import { doorDraft, windowDraft } from '../test-catalogue.ts';
import { cartAddonToggled, cartModelDuplicated, cartModelRemoved, cartModelUpserted } from './cart-slice.ts';
import { storageKeys } from './persistence.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The save modal's call: the data cache's cart save, which the cart slice follows. */
const saveCart = (arg: Parameters<typeof configuratorApi.endpoints.saveCart.initiate>[0]) => configuratorApi.endpoints.saveCart.initiate(arg);

function storeWithTwo() {
  const store = makeStore();
  store.dispatch(cartModelUpserted(windowDraft()));
  store.dispatch(cartModelUpserted(doorDraft()));
  return store;
}

describe('cart slice (spec point 4 "Cart")', () => {
  it('adds a model without a uuid under a new uuid and makes it active', () => {
    const store = storeWithTwo();
    const { models, activeUuid } = store.getState().cart;
    expect(models).toHaveLength(2);
    expect(models[0]!.uuid).toBeTruthy();
    expect(models[0]!.uuid).not.toBe(models[1]!.uuid);
    expect(activeUuid).toBe(models[1]!.uuid);
  });

  it('replaces the model with the same uuid instead of adding one', () => {
    const store = storeWithTwo();
    const first = store.getState().cart.models[0]!;
    store.dispatch(cartModelUpserted({ ...first, name: 'Kitchen left' }));
    const { models } = store.getState().cart;
    expect(models).toHaveLength(2);
    expect(models[0]).toMatchObject({ uuid: first.uuid, name: 'Kitchen left' });
  });

  it('duplicate adds a copy with a new uuid after the original; remove deletes by uuid', () => {
    const store = storeWithTwo();
    const first = store.getState().cart.models[0]!;
    store.dispatch(cartModelDuplicated(first.uuid));
    let models = store.getState().cart.models;
    expect(models).toHaveLength(3);
    expect(models[1]!.choices).toEqual(first.choices);
    expect(models[1]!.uuid).not.toBe(first.uuid);
    store.dispatch(cartModelRemoved(first.uuid));
    models = store.getState().cart.models;
    expect(models.map((model) => model.uuid)).not.toContain(first.uuid);
    expect(models).toHaveLength(2);
  });

  it('the add-on switch toggles an add-on id', () => {
    const store = storeWithTwo();
    const uuid = store.getState().cart.models[0]!.uuid;
    store.dispatch(cartAddonToggled({ uuid, addonId: 5 }));
    expect(store.getState().cart.models[0]!.properties.addons).toEqual([5]);
    store.dispatch(cartAddonToggled({ uuid, addonId: 5 }));
    expect(store.getState().cart.models[0]!.properties.addons).toEqual([]);
  });

  it('persists the cart and the configurator to localStorage and restores them in a new store (reload)', () => {
    const store = storeWithTwo();
    const saved = store.getState().cart.models;
    expect(JSON.parse(localStorage.getItem(storageKeys.cart)!).models).toHaveLength(2);
    const reloaded = makeStore();
    expect(reloaded.getState().cart.models).toEqual(saved);
    expect(reloaded.getState().cart.saveError).toBeNull();
  });

  it('a failed bulk save clears the whole cart with the exact spec message', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(422, { statusCode: 422, code: 'VALIDATION_FAILED', message: 'Bad size' }));
    vi.stubGlobal('fetch', fetchMock);
    const store = storeWithTwo();
    await store.dispatch(saveCart({ projectType: 'window', models: store.getState().cart.models }));
    const { cart } = store.getState();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/project-models/multiple/CARD_DRAFT');
    expect(cart.models).toEqual([]);
    expect(cart.activeUuid).toBeNull();
    expect(cart.saveError).toBe(CART_SAVE_FAILED_MESSAGE);
    expect(CART_SAVE_FAILED_MESSAGE).toBe(
      'Could not save project models in cart and these project models are deleted from cart',
    );
    // The cleared cart is what a reload finds (the store writes it once the save's answer is in).
    await vi.waitFor(() => expect(makeStore().getState().cart.models).toEqual([]));
  });

  it('saving the cart of one project type posts only that type as CARD_DRAFT, saves the ids and leaves the other types in the cart (spec point 4)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(201, { projectModels: [{ id: 'a1' }] }))
      .mockResolvedValueOnce(jsonResponse(200, { projectModels: [] }))
      .mockResolvedValueOnce(jsonResponse(201, { projectModels: [{ id: 'b2' }] }))
      .mockResolvedValueOnce(jsonResponse(200, { projectModels: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const store = storeWithTwo();
    const [windowModel, doorModel] = store.getState().cart.models;
    expect([windowModel!.projectType, doorModel!.projectType]).toEqual(['window', 'exteriorDoor']);

    await store.dispatch(saveCart({ projectType: 'window', models: store.getState().cart.models }));
    const body = JSON.parse(fetchMock.mock.calls[0]![1].body as string) as Array<{ uuid: string }>;
    expect(body.map((item) => item.uuid)).toEqual([windowModel!.uuid]);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/project-models/save');
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toEqual({ ids: ['a1'] });
    expect(store.getState().cart.models.map((model) => model.uuid)).toEqual([doorModel!.uuid]);
    expect(store.getState().cart.lastSaved).toMatchObject({ ids: ['a1'], projectTypes: ['window'] });

    // The door's cart saved next: the checkout then requests quotes for both.
    await store.dispatch(saveCart({ projectType: 'exteriorDoor', models: store.getState().cart.models }));
    expect(store.getState().cart.models).toEqual([]);
    expect(store.getState().cart.lastSaved).toMatchObject({ ids: ['a1', 'b2'], projectTypes: ['window', 'exteriorDoor'] });
  });
});
