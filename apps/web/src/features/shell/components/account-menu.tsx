/** Account menu of spec point 2: Profile Settings, Company Settings (company-capable only), Widgets, Notifications, My Accounts, Terms & Policy, Log out. */
import { Avatar, Menu, UnstyledButton, Text, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { paths } from '../../../app/paths.ts';

export function AccountMenu() {
  const user = useAppSelector((state) => state.auth.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!user) return null;
  const go = (tab: string) => navigate(paths.settingsTab(tab));
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.fullName}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.profilePicture} alt="" radius="xl" size={36} color="indigo">
              {initials(user.fullName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.fullName}
            </Text>
          </Group>
        </UnstyledButton>
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

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
