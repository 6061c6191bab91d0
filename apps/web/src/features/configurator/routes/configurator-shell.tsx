/**
 * Frame of the configurator screens: visitors get a light public header (brand, cart, sign in / sign
 * up); signed-in users get the app shell (the router passes it in) so the sidebar stays.
 */
import { Anchor, Badge, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSessionLoading } from '../../auth/index.ts';
import { FullPageLoader } from '../../../components/ui/full-page-loader/full-page-loader.tsx';
import { useCfgSelector } from '../state/hooks.ts';
import '../configurator.css';
import { countOf } from '../../../lib/plural.ts';

export default function ConfiguratorShell({ signedInLayout }: { signedInLayout: ReactNode }) {
  const loading = useSessionLoading();
  const { user, isAuth } = useCfgSelector((state) => state.auth);
  if (loading) return <FullPageLoader />;
  if (isAuth && user) return signedInLayout;
  return <PublicFrame />;
}

function PublicFrame() {
  const cartCount = useCfgSelector((state) => state.cart.models.length);
  // Signing in from the cart (or any configurator screen) comes back here, not to the dashboard (issue 11 item 13).
  const location = useLocation();
  const from = { from: `${location.pathname}${location.search}` };
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="cfg-public-header">
        <Anchor component={Link} to={paths.configurator} className="cfg-public-header__brand" underline="never">
          Lintel
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={paths.configuratorCart}
            variant="subtle"
            size="compact-md"
            aria-label={`Cart, ${countOf(cartCount, 'item')}`}
          >
            Cart
            <Badge ml={6} size="sm" circle variant="filled">
              {cartCount}
            </Badge>
          </Button>
          <Button component={Link} to={paths.login} state={from} variant="default" size="compact-md" visibleFrom="xs">
            Sign in
          </Button>
          <Button component={Link} to={paths.signUp} size="compact-md">
            Sign up
          </Button>
        </Group>
      </header>
      <main id="main" className="cfg-public-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
