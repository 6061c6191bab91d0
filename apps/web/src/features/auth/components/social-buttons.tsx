/**
 * The social sign-in buttons of the sign-in and sign-up pages: exactly the providers the server
 * lists (GET /social-platforms). Google renders its own button (Google Identity Services); Apple
 * opens its popup. The ID token goes to POST /auth/provider/{provider}/login (an unknown account is
 * registered with the chosen role), and GuestOnly moves on once signed in; a failure shows the server's
 * message above the buttons (spec point 8, no toast).
 */
import { Alert, Box, Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { SocialPlatform } from '@lintel/shared';
import { toastError } from '../../../lib/toast.ts';
import type { SelfServiceRole } from '../api/auth-api.ts';
import { useDeferredAuthMutation } from '../api/deferred-auth-api.ts';
import { renderGoogleButton, signInWithApple, useSocialPlatforms } from './social-providers.ts';

export interface SocialButtonsProps {
  /** Sign-up shows "Sign up with"; both sign in an existing account and register a new one. */
  mode?: 'login' | 'register';
  /** The role a new account gets (sign-up page's choice). */
  role?: SelfServiceRole;
}

export function SocialButtons({ mode = 'login', role }: SocialButtonsProps) {
  const platforms = useSocialPlatforms();
  // The data cache's `signInWithProvider`, loaded on first use (the sign-in page is a first screen).
  const [signInWithProvider, { error }] = useDeferredAuthMutation('signInWithProvider');
  const google = platforms.find((p) => p.name === 'google');
  const apple = platforms.find((p) => p.name === 'apple');
  const googleBox = useRef<HTMLDivElement>(null);
  const [googleFailed, setGoogleFailed] = useState(false);
  const [appleBusy, setAppleBusy] = useState(false);

  const send = (provider: SocialPlatform, idToken: string, fullName?: string) =>
    signInWithProvider({ provider, idToken, mode: 'login', ...(role ? { role } : {}), ...(fullName ? { fullName } : {}) });

  const googleClientId = google?.clientId;
  useEffect(() => {
    if (!googleClientId || !googleBox.current) return;
    setGoogleFailed(false);
    renderGoogleButton(googleBox.current, googleClientId, mode === 'register' ? 'signup_with' : 'signin_with', (idToken) => void send('google', idToken)).catch(() =>
      setGoogleFailed(true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- render once per client id and mode
  }, [googleClientId, mode]);

  async function appleSignIn() {
    if (!apple) return;
    setAppleBusy(true);
    try {
      const { idToken, fullName } = await signInWithApple(apple.clientId);
      await send('apple', idToken, fullName);
    } catch (error) {
      // Closing the popup is not an error worth a toast.
      if (!(error && typeof error === 'object' && 'error' in error && (error as { error: string }).error === 'popup_closed_by_user')) {
        toastError('Apple sign-in is not available right now');
      }
    } finally {
      setAppleBusy(false);
    }
  }

  if (!google && !apple) return null;
  const verb = mode === 'register' ? 'Sign up' : 'Continue';
  return (
    <Stack gap="xs" mt="md" data-testid="social-buttons">
      <Divider label="or" labelPosition="center" />
      {error && (
        <Alert color="red" role="alert" title="Could not sign in">
          {error.message}
        </Alert>
      )}
      {google && (
        <Box data-testid="social-google" aria-label={`${verb} with Google`} role="group">
          <div ref={googleBox} style={{ display: googleFailed ? 'none' : 'flex', justifyContent: 'center', minHeight: 44 }} />
          {googleFailed && (
            <>
              <Button variant="default" fullWidth disabled>
                {verb} with Google
              </Button>
              <Text size="xs" c="dimmed" ta="center" mt={4}>
                Google sign-in could not load. Check your connection or use your e-mail and password.
              </Text>
            </>
          )}
        </Box>
      )}
      {apple && (
        <Button variant="default" onClick={() => void appleSignIn()} loading={appleBusy} data-testid="social-apple">
          {verb} with Apple
        </Button>
      )}
    </Stack>
  );
}
