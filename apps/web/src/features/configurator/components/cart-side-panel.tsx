/**
 * The side panel of an opening in the cart (spec point 2): an optional nickname revealed by
 * '+ Add nickname', the add-ons list (switches, spec point 4 toggle), and a note with attachments.
 * Files are stored with an account (POST /files is signed in), so a visitor is told so before any
 * file picker opens and is offered sign-up, which brings them back to the cart (issue 21 item 13).
 */
import { Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { paths } from '../../../lib/paths.ts';
import { redirectUrlKept } from '../../auth/index.ts';
import type { CartModel } from '../model.ts';
import { formatMoney } from '../model.ts';
import { cartAddonToggled, cartModelChanged } from '../state/cart-slice.ts';
import { useCfgDispatch, useIsSignedIn } from '../state/hooks.ts';
import { useCatalogue } from './use-catalogue.ts';
import { modelName } from './summary-step.tsx';

export function CartSidePanel({ model }: { model: CartModel }) {
  const dispatch = useCfgDispatch();
  const signedIn = useIsSignedIn();
  const addons = useCatalogue().addons.filter((addon) => addon.projectTypes.includes(model.projectType));
  const [showNickname, setShowNickname] = useState(model.name !== '');
  const change = (changes: Parameters<typeof cartModelChanged>[0]['changes']) =>
    dispatch(cartModelChanged({ uuid: model.uuid, changes }));
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label="Opening details">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {model.name || modelName(model)}
          </Title>
          {model.name && (
            <Text size="sm" c="dimmed">
              {modelName(model)}
            </Text>
          )}
        </div>
        {showNickname ? (
          <TextInput
            label="Nickname"
            description="Optional"
            maxLength={120}
            value={model.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
        ) : (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => setShowNickname(true)}>
              + Add nickname
            </Button>
          </Group>
        )}
        <Stack gap={6} role="group" aria-label="Add-ons">
          <Text fw={600}>Add-ons</Text>
          {addons.length === 0 && <Text c="dimmed">No add-ons for this type.</Text>}
          {addons.map((addon) => (
            <Switch
              key={addon.id}
              checked={model.properties.addons.includes(addon.id)}
              onChange={() => dispatch(cartAddonToggled({ uuid: model.uuid, addonId: addon.id }))}
              label={`${addon.name} (+${formatMoney(addon.price)})`}
              description={addon.description}
            />
          ))}
        </Stack>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxLength={2000}
          value={model.properties.note}
          onChange={(event) => change({ properties: { ...model.properties, note: event.currentTarget.value } })}
        />
        {signedIn ? (
          <AttachmentInput
            label="Photos and videos"
            value={model.properties.files}
            onChange={(files) => change({ properties: { ...model.properties, files } })}
          />
        ) : (
          <VisitorAttachments />
        )}
      </Stack>
    </Paper>
  );
}

/** In place of the upload control for a visitor: says why files need an account and offers sign-up. */
function VisitorAttachments() {
  const dispatch = useCfgDispatch();
  const navigate = useNavigate();
  return (
    <Stack gap="xs" role="group" aria-label="Photos and videos">
      <Text size="sm" fw={500}>
        Photos and videos
      </Text>
      <Text size="sm" c="dimmed">
        Photos are kept with your account: sign up or sign in to attach them. Your cart stays in this browser and you
        come back here.
      </Text>
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            dispatch(redirectUrlKept(paths.configuratorCart));
            void navigate(paths.signUp);
          }}
        >
          Sign up to attach photos
        </Button>
      </Group>
    </Stack>
  );
}
