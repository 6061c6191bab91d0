/**
 * Keeps the menu machinery (Menu, Popover, focus trap: ~26 KB gzipped) off the first screen: a plain
 * button stands in until it is clicked; pointer or focus on it only warms the chunk. The real menu
 * then mounts already open, with focus on its button.
 */
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { AccountButton } from './account-button.tsx';

const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(loadAccountMenu);

export function AccountMenuTrigger() {
  const user = useAppSelector((state) => state.auth.user);
  const [loaded, setLoaded] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  const placeholder = (
    <AccountButton
      user={user}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => {
        setLoaded(true);
        setOpened(true);
      }}
    />
  );
  if (!loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
