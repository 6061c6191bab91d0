/**
 * /configurator/cart — the cart of spec point 4: each opening with its estimate (edit, duplicate,
 * remove), the side panel of the active one, the cart total; Save (signed in) or 'Sign up to save'
 * (visitors: the cart stays in the browser and sign-up brings them back here), then Request quotes.
 */
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { cartTotal, isSizeComplete, projectTypeLabels } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { redirectUrlKept } from '../../auth/index.ts';
import { CartSidePanel } from '../components/cart-side-panel.tsx';
import { ConfiguratorNav } from '../components/configurator-nav.tsx';
import { modelName } from '../components/summary-step.tsx';
import { useCatalogue } from '../components/use-catalogue.ts';
import { SAVE_CART_KEY, useSaveCartMutation } from '../api/configurator-api.ts';
import { estimateModel, formatMoney } from '../model.ts';
import type { CartModel } from '../model.ts';
import { activeCartModelSet, cartModelDuplicated } from '../state/cart-slice.ts';
import { editCartModel } from '../state/configurator-thunks.ts';
import { useCfgDispatch, useCfgSelector, useIsSignedIn } from '../state/hooks.ts';
import { countOf } from '../../../lib/plural.ts';

export default function CartPage() {
  const { projectTypes, addons } = useCatalogue();
  const dispatch = useCfgDispatch();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const { models, activeUuid, lastSaved, saveError } = useCfgSelector((state) => state.cart);
  // The save modal's call (one fixed cache key): the Save button spins while it runs.
  const [, save] = useSaveCartMutation({ fixedCacheKey: SAVE_CART_KEY });
  const estimates = models.map((model) =>
    estimateModel(
      model,
      projectTypes.find((type) => type.key === model.projectType),
      addons,
    ),
  );
  const total = cartTotal(estimates.filter((estimate) => estimate !== null));
  const active = models.find((model) => model.uuid === activeUuid) ?? null;

  function signUpToSave() {
    // Spec point 4: the visitor's redirect url persists, so sign-up and sign-in come back to the cart.
    dispatch(redirectUrlKept(paths.configuratorCart));
    void navigate(paths.signUp);
  }

  async function edit(model: CartModel) {
    await dispatch(editCartModel(model));
    void navigate(paths.configuratorType(model.projectType));
  }

  return (
    <Stack gap="md">
      <ConfiguratorNav />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Cart
        </Title>
        {models.length > 0 && (
          <Text size="lg">
            Total estimate{' '}
            <Text span fw={700} data-testid="cart-total">
              {formatMoney(total)}
            </Text>
          </Text>
        )}
      </Group>
      {saveError && (
        <Alert color="red" role="alert">
          {saveError}
        </Alert>
      )}
      {lastSaved && lastSaved.ids.length > 0 && (
        <Alert color="teal" title="Saved to your projects">
          <Stack gap="xs">
            <Text size="sm">
              {lastSaved.ids.length} project {lastSaved.ids.length === 1 ? 'model is' : 'models are'} saved. Request
              quotes from installers next.
            </Text>
            <Group>
              <Button size="xs" onClick={() => void navigate(paths.configuratorCheckout)}>
                Request quotes
              </Button>
              <Button size="xs" variant="default" component={Link} to={paths.configuratorProjects}>
                View projects
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {models.length === 0 ? (
        <Card withBorder padding="lg">
          <Text>Your cart is empty.</Text>
          <Group mt="sm">
            <Button component={Link} to={paths.configurator}>
              Configure a window or door
            </Button>
          </Group>
        </Card>
      ) : (
        <div className="cfg-layout">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {models.map((model, i) => {
                const estimate = estimates[i];
                return (
                  <Card
                    key={model.uuid}
                    withBorder
                    padding="md"
                    radius="md"
                    className="cfg-cart-card"
                    data-active={model.uuid === activeUuid}
                    data-testid="cart-item"
                  >
                    <Stack gap={6}>
                      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                        {projectTypeLabels[model.projectType]}
                      </Text>
                      <Text fw={700}>{model.name || modelName(model)}</Text>
                      <Text size="sm" c="dimmed">
                        {isSizeComplete(model.properties.size)
                          ? `${model.properties.size.width}" x ${model.properties.size.height}"`
                          : 'No size'}
                        {model.properties.addons.length > 0 && ` · ${countOf(model.properties.addons.length, 'add-on')}`}
                      </Text>
                      {estimate && <Text fw={600}>{formatMoney(estimate.total)}</Text>}
                      <Group gap={6} mt={4}>
                        <Button
                          size="compact-sm"
                          variant={model.uuid === activeUuid ? 'filled' : 'light'}
                          onClick={() => dispatch(activeCartModelSet(model.uuid))}
                        >
                          Details
                        </Button>
                        <Button size="compact-sm" variant="default" onClick={() => void edit(model)}>
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => dispatch(cartModelDuplicated(model.uuid))}
                        >
                          Duplicate
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            dispatch(
                              modalOpened({
                                name: modalNames.removeProjectModel,
                                props: { uuid: model.uuid, title: model.name || modelName(model) },
                              }),
                            )
                          }
                        >
                          Remove
                        </Button>
                      </Group>
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              {signedIn ? (
                <Button
                  size="md"
                  loading={save.isLoading}
                  onClick={() => dispatch(modalOpened({ name: modalNames.saveProjectModels }))}
                >
                  Save
                </Button>
              ) : (
                <Button size="md" onClick={signUpToSave}>
                  Sign up to save
                </Button>
              )}
            </Group>
            {lastSaved === null && signedIn && (
              <Text size="sm" c="dimmed" ta="right">
                Save the cart to your projects, then request quotes.
              </Text>
            )}
          </Stack>
          <div className="cfg-aside">
            {active ? (
              <CartSidePanel key={active.uuid} model={active} />
            ) : (
              <Text c="dimmed">Choose Details on an opening to add a nickname, add-ons, a note and photos.</Text>
            )}
          </div>
        </div>
      )}
    </Stack>
  );
}
