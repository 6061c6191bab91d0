/**
 * /configurator/checkout — the checkout of spec point 4 for the saved models: available dates,
 * location, parking and replace-existing per project type (shared checkout helpers decide when
 * Continue is allowed), ending in a quote request (POST /quote-requests, a data-cache mutation) that
 * service providers receive.
 */
import { Alert, Button, Group, Paper, Radio, Stack, Stepper, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { checkoutSteps, isCheckoutStepComplete, projectTypeLabels } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { ConfiguratorNav } from '../components/configurator-nav.tsx';
import { HousePicker } from '../components/house-picker.tsx';
import { useRequestQuotesMutation } from '../api/configurator-api.ts';
import { checkoutChanged, checkoutStepMoved } from '../state/cart-slice.ts';
import { useCfgDispatch, useCfgSelector, useIsSignedIn } from '../state/hooks.ts';
import { formatDateTime } from '../../../lib/format.ts';

const stepLabels: Record<(typeof checkoutSteps)[number], string> = {
  DATES: 'Dates',
  LOCATION: 'Location',
  PARKING: 'Parking',
  REPLACE_EXISTING: 'Replace existing',
};

export default function CheckoutPage() {
  const dispatch = useCfgDispatch();
  const signedIn = useIsSignedIn();
  const { checkout, lastSaved, quoteRequest } = useCfgSelector((state) => state.cart);
  // The cart slice records the answer (quoteRequest) for the confirmation below.
  const [requestQuotes, { isLoading: requesting }] = useRequestQuotesMutation();
  const types = lastSaved?.projectTypes ?? [];
  const range = checkout.dateRanges[0] ?? { start: '', end: '' };
  const isLast = checkout.step === checkoutSteps.length;

  if (!signedIn || !lastSaved || lastSaved.ids.length === 0) {
    return (
      <Stack gap="md">
        <ConfiguratorNav />
        <Alert title="Save your openings first">
          <Text size="sm">Quotes are requested for saved projects. Save your cart, or pick saved projects.</Text>
          <Group mt="sm">
            <Button component={Link} to={paths.configuratorCart} size="xs">
              Go to the cart
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  if (quoteRequest.status === 'recorded') {
    return (
      <Stack gap="md">
        <ConfiguratorNav />
        <Alert color="teal" title="Quote request sent" role="status">
          <Text size="sm">
            Your request for {quoteRequest.ids.length} project {quoteRequest.ids.length === 1 ? 'model' : 'models'} went
            to installers
            {quoteRequest.recordedAt ? ` (${formatDateTime(quoteRequest.recordedAt)})` : ''}. They will send
            their quotes for the dates you gave; you get an e-mail for each.
          </Text>
          <Group mt="sm">
            <Button
              component={Link}
              to={quoteRequest.requestId ? paths.quoteRequest(quoteRequest.requestId) : paths.quoteRequests}
              size="xs"
            >
              See quotes
            </Button>
            <Button component={Link} to={paths.configuratorProjects} size="xs" variant="default">
              View projects
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ConfiguratorNav />
      <Title order={1} size="h2">
        Request quotes
      </Title>
      <Text c="dimmed">
        For {lastSaved.ids.length} saved project {lastSaved.ids.length === 1 ? 'model' : 'models'} (
        {types.map((type) => projectTypeLabels[type]).join(', ')}).
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stepper active={checkout.step - 1} size="sm" allowNextStepsSelect={false}>
          {checkoutSteps.map((step) => (
            <Stepper.Step key={step} label={stepLabels[step]} />
          ))}
        </Stepper>
        <Stack gap="md" mt="lg">
          {checkoutSteps[checkout.step - 1] === 'DATES' && (
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label="Available from"
                value={range.start}
                onChange={(event) =>
                  dispatch(checkoutChanged({ dateRanges: [{ ...range, start: event.currentTarget.value }] }))
                }
              />
              <TextInput
                type="date"
                label="Available until"
                value={range.end}
                error={range.start && range.end && range.end < range.start ? 'The end is before the start' : null}
                onChange={(event) =>
                  dispatch(checkoutChanged({ dateRanges: [{ ...range, end: event.currentTarget.value }] }))
                }
              />
            </Group>
          )}
          {checkoutSteps[checkout.step - 1] === 'LOCATION' && (
            <HousePicker
              houseId={checkout.location?.houseId ?? null}
              onChange={({ houseId, address }) =>
                dispatch(checkoutChanged({ location: { houseId, address: address ?? checkout.location?.address ?? '' } }))
              }
            />
          )}
          {checkoutSteps[checkout.step - 1] === 'LOCATION' && (
            <TextInput
              label="Installation address"
              value={checkout.location?.address ?? ''}
              onChange={(event) =>
                dispatch(
                  checkoutChanged({
                    location: { houseId: checkout.location?.houseId ?? null, address: event.currentTarget.value },
                  }),
                )
              }
            />
          )}
          {checkoutSteps[checkout.step - 1] === 'PARKING' && (
            <Textarea
              label="Parking for the installers"
              description="Driveway, street parking, permits, height limits…"
              autosize
              minRows={2}
              value={checkout.parkingInfo}
              onChange={(event) => dispatch(checkoutChanged({ parkingInfo: event.currentTarget.value }))}
            />
          )}
          {checkoutSteps[checkout.step - 1] === 'REPLACE_EXISTING' &&
            types.map((type) => (
              <Radio.Group
                key={type}
                label={`${projectTypeLabels[type]}: replace an existing one?`}
                value={checkout.replaceExisting[type] === undefined ? null : String(checkout.replaceExisting[type])}
                onChange={(value) =>
                  dispatch(
                    checkoutChanged({ replaceExisting: { ...checkout.replaceExisting, [type]: value === 'true' } }),
                  )
                }
              >
                <Group mt={6}>
                  <Radio value="true" label="Yes, replace" />
                  <Radio value="false" label="No, new opening" />
                </Group>
              </Radio.Group>
            ))}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={checkout.step === 1}
              onClick={() => dispatch(checkoutStepMoved('back'))}
            >
              Back
            </Button>
            {isLast ? (
              <Button
                disabled={!isCheckoutStepComplete(checkout, checkout.step, types)}
                loading={requesting}
                onClick={() =>
                  void requestQuotes({
                      projectModelIds: lastSaved.ids,
                      dateRanges: checkout.dateRanges,
                      location: { houseId: checkout.location?.houseId ?? null, address: checkout.location?.address.trim() ?? '' },
                      parkingInfo: checkout.parkingInfo,
                      replaceExisting: Object.fromEntries(types.map((type) => [type, checkout.replaceExisting[type] === true])),
                    })
                }
              >
                Request quotes
              </Button>
            ) : (
              <Button disabled={!checkout.continueAllowed} onClick={() => dispatch(checkoutStepMoved('next'))}>
                Continue
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
