/**
 * Issue 11 item 14: a tenant signing up from the invitation e-mail finds their name filled in, and —
 * the invitation having proved their address — is signed in at once instead of being asked to verify.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import SignUpPage from './sign-up-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('sign-up from an invitation', () => {
  it('pre-fills the name and signs in straight after, with no verification step', async () => {
    const tina = makeUser({ role: 'tenant', fullName: 'Tina Tenant', email: 'tina@example.com', emailVerified: true });
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname.endsWith('/auth/local/register')) return Promise.resolve(jsonResponse(201, { message: 'Your account is ready', user: tina }));
      if (url.pathname.endsWith('/auth/local/login')) return Promise.resolve(jsonResponse(200, { jwt: 'j', refreshToken: 'r', user: tina }));
      if (url.pathname.endsWith('/social-platforms')) return Promise.resolve(jsonResponse(200, { socialPlatforms: [] }));
      return Promise.resolve(jsonResponse(200, tina));
    });
    renderWithApp(<SignUpPage />, { route: '/sign-up?invitation=tok&email=tina%40example.com&name=Tina%20Tenant', path: '/sign-up' });
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Tina Tenant');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a-strong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(calls).toEqual(expect.arrayContaining(['POST /api/auth/local/register', 'POST /api/auth/local/login']));
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });

  it('after a failed submit, a field clears its error as soon as it is fixed (issue 11 item 10)', async () => {
    renderWithApp(<SignUpPage />, { route: '/sign-up', path: '/sign-up' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Tina Tenant');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
  });
});

describe('sign-up results (issue 11 item 17)', () => {
  const stubRegister = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', (input: string | URL | Request) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname.endsWith('/auth/local/register')) return Promise.resolve(jsonResponse(status, body));
      return Promise.resolve(jsonResponse(200, { socialPlatforms: [] }));
    });

  async function fillAndSubmit() {
    await userEvent.type(screen.getByLabelText(/Full name/), 'Dana Duplicate');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'dana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a-strong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  }

  it('shows a taken e-mail on the e-mail field, not as "Something went wrong", until the address changes', async () => {
    stubRegister(409, {
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      error: 'Conflict',
      message: 'An account with this e-mail already exists',
      details: [{ path: 'email', message: 'An account with this e-mail already exists. Sign in instead, or reset your password.' }],
    });
    renderWithApp(<SignUpPage />, { route: '/sign-up', path: '/sign-up' });
    await fillAndSubmit();
    const email = screen.getByLabelText(/^E-mail/);
    expect(await screen.findByText(/already exists\. Sign in instead/)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    await userEvent.type(email, 'x');
    expect(screen.queryByText(/already exists\. Sign in instead/)).toBeNull();
  });

  it('says "You have successfully signed up" once', async () => {
    const user = makeUser({ fullName: 'Dana New', email: 'dana@example.com', emailVerified: false });
    stubRegister(201, { message: 'Check your inbox', user });
    renderWithApp(<SignUpPage />, { route: '/sign-up', path: '/sign-up' });
    await fillAndSubmit();
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('You have successfully signed up')).toHaveLength(1);
  });
});
