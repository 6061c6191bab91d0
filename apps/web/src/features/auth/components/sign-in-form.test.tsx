import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@lintel/shared';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { SignInForm } from './sign-in-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('sign-in form', () => {
  it("shows the server's message when the credentials are wrong, and stays signed out", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          error: 'Unauthorized',
          message: 'Wrong e-mail or password',
        }),
      ),
    );
    const { store } = renderWithApp(<SignInForm />);
    await userEvent.type(screen.getByLabelText(/^e-mail/i, { selector: 'input' }), 'pat@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password');
    expect(store.getState().auth.isAuth).toBe(false);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('offers to resend the verification e-mail when the address is not verified', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(403, {
          statusCode: 403,
          code: 'EMAIL_NOT_VERIFIED',
          error: 'Forbidden',
          message: 'Verify your e-mail address first',
        }),
      ),
    );
    renderWithApp(<SignInForm />);
    await userEvent.type(screen.getByLabelText(/^e-mail/i, { selector: 'input' }), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'whatever-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Verify your e-mail address first');
    expect(screen.getByRole('link', { name: /resend the verification e-mail/i }).getAttribute('href')).toBe(
      '/verify-email?email=new%40example.com',
    );
  });

  it('asks for a valid e-mail before calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithApp(<SignInForm />);
    await userEvent.type(screen.getByLabelText(/^e-mail/i, { selector: 'input' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('stores both tokens and marks the user signed in on success', async () => {
    const user = makeUser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { jwt: 'access-1', refreshToken: 'refresh-token-1', user })),
    );
    const onSignedIn = vi.fn();
    const { store } = renderWithApp(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText(/^e-mail/i, { selector: 'input' }), user.email);
    await userEvent.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'correct-horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(store.getState().auth.isAuth).toBe(true);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-token-1');
  });
});
