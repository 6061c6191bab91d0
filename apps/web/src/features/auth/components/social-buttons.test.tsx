/** The social buttons show exactly the providers GET /social-platforms lists, and Google's token signs in. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { SocialButtons } from './social-buttons.tsx';
import { GOOGLE_SCRIPT, SOCIAL_PLATFORMS_KEY } from './social-providers.ts';

const googleScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT}"]`);

beforeEach(() => {
  localStorage.clear();
  googleScript()?.remove();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

function serve(routes: Record<string, (init?: RequestInit) => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const key = Object.keys(routes).find((path) => url.endsWith(path));
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return key ? routes[key]!(init) : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return calls;
}

describe('SocialButtons', () => {
  it('with nothing configured shows no button and loads no provider script', async () => {
    const calls = serve({ '/api/social-platforms': () => jsonResponse(200, { socialPlatforms: [] }) });
    renderWithApp(<SocialButtons />);
    await waitFor(() => expect(calls.some((call) => call.endsWith('/api/social-platforms'))).toBe(true));
    expect(screen.queryByTestId('social-buttons')).toBeNull();
    expect(googleScript()).toBeNull();
    expect(localStorage.getItem(SOCIAL_PLATFORMS_KEY)).toBe('[]');
  });

  it('with Google listed shows only the Google button, loads Google Identity Services, and its ID token signs in', async () => {
    const user = makeUser({ emailVerified: true });
    const posted: string[] = [];
    serve({
      '/api/social-platforms': () => jsonResponse(200, { socialPlatforms: [{ name: 'google', clientId: 'web-client' }] }),
      // No account yet: login answers 404 and the buttons register instead.
      '/api/auth/provider/google/login': (init) => {
        posted.push(`login ${String(init?.body)}`);
        return jsonResponse(404, { statusCode: 404, code: 'USER_NOT_FOUND', error: 'Not Found', message: 'No account' });
      },
      '/api/auth/provider/google/register': (init) => {
        posted.push(`register ${String(init?.body)}`);
        return jsonResponse(200, { jwt: 'access', refreshToken: 'refresh', user });
      },
    });
    let callback: ((response: { credential: string }) => void) | undefined;
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize: (options) => void (callback = options.callback), renderButton } } };
    const { store } = renderWithApp(<SocialButtons mode="register" role="propertyManager" />);
    expect(await screen.findByTestId('social-google')).toBeTruthy();
    expect(screen.queryByTestId('social-apple')).toBeNull();
    await waitFor(() => expect(googleScript()).not.toBeNull());
    googleScript()!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(renderButton.mock.calls[0]![1]).toMatchObject({ text: 'signup_with' });
    callback!({ credential: 'google-id-token' });
    await waitFor(() => expect(store.getState().auth.isAuth).toBe(true));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(posted).toEqual([
      // Sign-in sends the browser's zone: the server keeps it for e-mails' times (issue 22 item 2).
      `login {"idToken":"google-id-token","role":"propertyManager","timeZone":"${zone}"}`,
      `register {"idToken":"google-id-token","role":"propertyManager","timeZone":"${zone}"}`,
    ]);
    expect(JSON.parse(localStorage.getItem(SOCIAL_PLATFORMS_KEY)!)).toEqual([{ name: 'google', clientId: 'web-client' }]);
  });

  it('with Apple listed shows the Apple button and no Google one', async () => {
    serve({ '/api/social-platforms': () => jsonResponse(200, { socialPlatforms: [{ name: 'apple', clientId: 'com.lintel.web' }] }) });
    renderWithApp(<SocialButtons />);
    expect((await screen.findByTestId('social-apple')).textContent).toContain('Continue with Apple');
    expect(screen.queryByTestId('social-google')).toBeNull();
    expect(googleScript()).toBeNull();
  });
});
