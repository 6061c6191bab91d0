/**
 * /settings: account settings tabs (spec point 2) — Profile Settings, Company Settings (company-capable
 * users only), Widgets, the tabs other features contribute (`settingsTabs`, e.g. Notifications), My
 * Accounts, Terms & Policy. The active tab is in the URL (?tab=) and remembered in local storage.
 */
import { Button, Card, Divider, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { can, type Role, type User } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { useFeatureCatalogue } from '../../../lib/app-feature.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { MyAccountsTab } from '../../payments/index.ts';
import { WidgetsSettingsTab } from '../../dashboard/index.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { CompanySettings } from '../components/company-settings.tsx';
import { PrivacyPolicy, TermsOfService } from '../components/legal-text.tsx';

export const SETTINGS_TAB_KEY = 'lintel.settingsTab';

interface SettingsTab {
  value: string;
  label: string;
  render: (user: User) => ReactNode;
}

const loading = <Text c="dimmed">Loading…</Text>;

function ProfileSettings({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const open = (name: string) => dispatch(modalOpened({ name }));
  return (
    <Stack>
      <Group gap="xs">
        <Button variant="default" onClick={() => open(modalNames.accountInfo)}>
          Account info
        </Button>
        {can(user.role, 'company.manage') && !user.isCompanyCapable && (
          <Button variant="default" onClick={() => open(modalNames.addCompany)}>
            Add company
          </Button>
        )}
        {can(user.role, 'user.invite') && (
          <Button variant="default" onClick={() => open(modalNames.inviteUser)}>
            Invite user
          </Button>
        )}
      </Group>
      <Divider />
      <ProfileForm key={user.id} user={user} />
    </Stack>
  );
}

/** The tabs `role` sees, in the spec's order; contributed tabs go after Widgets (before My Accounts). */
export function settingsTabsFor(user: User, contributed: ReadonlyArray<{ id: string; label: string; roles?: readonly Role[]; component: React.ComponentType }>): SettingsTab[] {
  const own: SettingsTab[] = [{ value: 'profile', label: 'Profile Settings', render: (current) => <ProfileSettings user={current} /> }];
  if (user.isCompanyCapable) own.push({ value: 'company', label: 'Company Settings', render: (current) => <CompanySettings user={current} /> });
  own.push({ value: 'widgets', label: 'Widgets', render: () => <WidgetsSettingsTab /> });
  for (const tab of contributed) {
    if (tab.roles && !tab.roles.includes(user.role)) continue;
    const Component = tab.component;
    own.push({ value: tab.id, label: tab.label, render: () => <Component /> });
  }
  own.push(
    { value: 'accounts', label: 'My Accounts', render: () => <MyAccountsTab /> },
    {
      value: 'terms',
      label: 'Terms & Policy',
      render: () => (
        <Stack gap="xl">
          <TermsOfService />
          <Divider />
          <PrivacyPolicy />
        </Stack>
      ),
    },
  );
  return own;
}

export default function SettingsPage() {
  const user = useAppSelector((state) => state.auth.user);
  const contributed = useFeatureCatalogue().settingsTabs;
  const [params, setParams] = useSearchParams();
  const [stored, setStored] = useState(() => localStorage.getItem(SETTINGS_TAB_KEY) ?? 'profile');
  if (!user) return null;
  const tabs = settingsTabsFor(user, contributed);
  const requested = params.get('tab') ?? stored;
  const active = tabs.some((tab) => tab.value === requested) ? requested : 'profile';

  function select(value: string | null) {
    if (!value) return;
    localStorage.setItem(SETTINGS_TAB_KEY, value);
    setStored(value);
    setParams({ tab: value }, { replace: true });
  }

  return (
    <Stack>
      <Title order={1}>Account settings</Title>
      <Card withBorder padding="lg">
        <Tabs value={active} onChange={select} keepMounted={false}>
          <Tabs.List mb="lg" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              <Suspense fallback={loading}>{tab.render(user)}</Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </Stack>
  );
}
