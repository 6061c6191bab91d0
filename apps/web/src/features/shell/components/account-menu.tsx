/** Account menu (loaded on first pointer/focus, see account-menu-trigger.tsx) of spec point 2: Profile Settings, Company Settings (company-capable only), Widgets, Notifications, My Accounts, Terms & Policy, Log out. */
import { Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { paths } from '../../../lib/paths.ts';
import { AccountButton } from './account-button.tsx';

export default function AccountMenu({ opened, onChange }: { opened: boolean; onChange: (opened: boolean) => void }) {
  const user = useAppSelector((state) => state.auth.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!user) return null;
  const go = (tab: string) => navigate(paths.settingsTab(tab));
  return (
    <Menu position="bottom-end" width={220} shadow="md" opened={opened} onChange={onChange}>
      <Menu.Target>
        <AccountButton user={user} autoFocus />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => go('profile')}>Profile Settings</Menu.Item>
        {user.isCompanyCapable && <Menu.Item onClick={() => go('company')}>Company Settings</Menu.Item>}
        <Menu.Item onClick={() => go('widgets')}>Widgets</Menu.Item>
        <Menu.Item onClick={() => go('notifications')}>Notifications</Menu.Item>
        <Menu.Item onClick={() => go('accounts')}>My Accounts</Menu.Item>
        <Menu.Item onClick={() => go('terms')}>Terms & Policy</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" onClick={() => dispatch(modalOpened({ name: modalNames.logout }))}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
