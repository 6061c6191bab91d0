/** Issue 11 item 6: `/` is a landing page that leads a visitor to sign in, sign up or the configurator; a signed-in user goes on. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import LandingPage from './landing-page.tsx';

describe('landing page', () => {
  it('offers sign up, sign in and the configurator without an account', () => {
    renderWithApp(<LandingPage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/home and your rentals/);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Try the configurator' }).getAttribute('href')).toBe('/configurator');
  });

  it('sends a signed-in user on to their dashboard', () => {
    renderWithApp(<LandingPage />, { path: '/', preloadedState: signedInState(makeUser()) });
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });
});
