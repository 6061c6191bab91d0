/**
 * Social sign-in in the browser (issue 14): which providers the server has configured
 * (GET /social-platforms, kept in localStorage as spec point 4's persisted "social media" so the
 * buttons show at once on the next visit), and each provider's own web flow that yields the ID token
 * the server verifies: Google Identity Services (its rendered button) and Sign in with Apple JS
 * (popup). The provider scripts load only when that provider is configured.
 */
import { useEffect, useState } from 'react';
import type { SocialPlatformsResponse } from '@lintel/shared';
import { publicApi } from '../../../lib/api-client.ts';
import { readPersistedList, writePersisted } from '../../../lib/persisted.ts';

export type ConfiguredPlatform = SocialPlatformsResponse['socialPlatforms'][number];
export const SOCIAL_PLATFORMS_KEY = 'lintel.socialPlatforms';
export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
export const APPLE_SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

export const getSocialPlatforms = (signal?: AbortSignal) => publicApi.get<SocialPlatformsResponse>('/social-platforms', { signal });

const isPlatform = (value: unknown): value is ConfiguredPlatform =>
  typeof value === 'object' && value !== null && typeof (value as ConfiguredPlatform).name === 'string' && typeof (value as ConfiguredPlatform).clientId === 'string';
const readStored = () => readPersistedList(SOCIAL_PLATFORMS_KEY, isPlatform);

/** The configured providers: the stored list first, then the server's answer (which replaces it). */
export function useSocialPlatforms(): ConfiguredPlatform[] {
  const [platforms, setPlatforms] = useState<ConfiguredPlatform[]>(readStored);
  useEffect(() => {
    const controller = new AbortController();
    getSocialPlatforms(controller.signal).then(
      ({ socialPlatforms }) => {
        setPlatforms(socialPlatforms);
        writePersisted(SOCIAL_PLATFORMS_KEY, socialPlatforms);
      },
      () => undefined, // Offline or failing: keep what was stored; the password form still works.
    );
    return () => controller.abort();
  }, []);
  return platforms;
}

const loading = new Map<string, Promise<void>>();

/** Adds `<script async src>` once per URL; resolves when it has loaded. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}
interface AppleIdentity {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization: { id_token: string }; user?: { name?: { firstName?: string; lastName?: string } } }>;
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdentity;
  }
}

/** Loads Google Identity Services and renders its button into `element`; `onToken` gets the ID token. */
export async function renderGoogleButton(element: HTMLElement, clientId: string, text: 'signin_with' | 'signup_with', onToken: (idToken: string) => void) {
  await loadScript(GOOGLE_SCRIPT);
  const google = window.google;
  if (!google) throw new Error('Google sign-in did not start');
  google.accounts.id.initialize({ client_id: clientId, callback: (response) => onToken(response.credential), ux_mode: 'popup' });
  google.accounts.id.renderButton(element, { type: 'standard', theme: 'outline', size: 'large', text, shape: 'rectangular', width: Math.min(400, Math.max(200, element.offsetWidth)) });
}

/** Runs Sign in with Apple JS in a popup; answers the ID token and the name Apple sends on first sign-in. */
export async function signInWithApple(clientId: string): Promise<{ idToken: string; fullName?: string }> {
  await loadScript(APPLE_SCRIPT);
  const apple = window.AppleID;
  if (!apple) throw new Error('Apple sign-in did not start');
  apple.auth.init({ clientId, scope: 'name email', redirectURI: window.location.origin + window.location.pathname, usePopup: true });
  const response = await apple.auth.signIn();
  const name = [response.user?.name?.firstName, response.user?.name?.lastName].filter(Boolean).join(' ');
  return { idToken: response.authorization.id_token, ...(name ? { fullName: name } : {}) };
}
