/** The My Accounts tab of account settings (loaded lazily by the settings page): landlords' accounts; others read a note. */
import { Text } from '@mantine/core';
import { can } from '@lintel/shared';
import { useAppSelector } from '../../lib/redux-hooks.ts';
import { MyAccountsPanel } from './components/my-accounts-panel.tsx';

export default function MyAccountsTab() {
  const role = useAppSelector((state) => state.auth.user?.role);
  if (!role || !can(role, 'money.manage'))
    return <Text>Bank and other accounts are kept by property managers, for the rent they receive.</Text>;
  return <MyAccountsPanel />;
}
