/** Google/Apple sign-in buttons, shown only when the page is configured with a Google client id. */
import { Button, Divider, Stack } from '@mantine/core';
import { toastError } from '../../../lib/toast.ts';

declare global {
  interface Window {
    __LINTEL_CONFIG__?: { googleClientId?: string; appleClientId?: string };
  }
}

export function SocialButtons() {
  const config = typeof window === 'undefined' ? undefined : window.__LINTEL_CONFIG__;
  if (!config?.googleClientId) return null;
  // The provider scripts are loaded by the host page; without them there is no ID token to send.
  const unavailable = () => toastError('This sign-in provider is not available right now');
  return (
    <Stack gap="xs" mt="md">
      <Divider label="or" labelPosition="center" />
      <Button variant="default" onClick={unavailable}>
        Continue with Google
      </Button>
      {config.appleClientId && (
        <Button variant="default" onClick={unavailable}>
          Continue with Apple
        </Button>
      )}
    </Stack>
  );
}
