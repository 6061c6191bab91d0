/** Tabs between the configurator screens: configure, cart (with its count) and saved projects. */
import { Badge, Group, Button } from '@mantine/core';
import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCfgSelector, useIsSignedIn } from '../state/hooks.ts';

export function ConfiguratorNav() {
  const cartCount = useCfgSelector((state) => state.cart.models.length);
  const signedIn = useIsSignedIn();
  const link = (to: string, label: string, extra?: React.ReactNode) => (
    <Button
      component={NavLink}
      to={to}
      end={to === paths.configurator}
      variant="subtle"
      size="compact-md"
      className="cfg-tab"
    >
      {label}
      {extra}
    </Button>
  );
  return (
    <Group component="nav" aria-label="Configurator" gap={4} mb="md">
      {link(paths.configurator, 'Configure')}
      {link(
        paths.configuratorCart,
        'Cart',
        <Badge ml={6} size="sm" variant="light">
          {cartCount}
        </Badge>,
      )}
      {signedIn && link(paths.configuratorProjects, 'Projects')}
    </Group>
  );
}
