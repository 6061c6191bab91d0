/** /settings: account settings tabs (spec point 2); the active tab is remembered in local storage. */
import { Avatar, Button, Card, FileButton, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@lintel/shared';
import { PHONE_NUMBER_MESSAGE, toE164PhoneNumber } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { updateUserDetails } from '../../auth/index.ts';
import { MyAccountsTab } from '../../payments/index.ts';
import { uploadFile } from '../../../components/ui/attachments/upload-file.ts';
import { failWith } from '../../../lib/toast.ts';
import { useFeatureCatalogue } from '../../../lib/app-feature.tsx';

// My Accounts (issue 4): the money feature's list with the add or edit account modal, loaded when the tab opens.

export const SETTINGS_TAB_KEY = 'lintel.settingsTab';
const tabs = [
  { value: 'profile', label: 'Profile Settings' },
  { value: 'company', label: 'Company Settings', companyOnly: true },
  { value: 'widgets', label: 'Widgets' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'accounts', label: 'My Accounts' },
  { value: 'terms', label: 'Terms & Policy' },
] as const;

function ProfileSettings({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => state.auth.updateStatus === 'pending');
  const [fullName, setFullName] = useState(user.fullName);
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber ?? '');
  const [picture, setPicture] = useState<{ id: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  async function pick(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file);
      setPicture({ id: stored.id, url: stored.previewUrl ?? stored.url });
    } catch (caught) {
      failWith(caught, 'Could not upload the picture');
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fullName.trim()) return setError('Name is required');
    setError(null);
    // Issue 11 item 12: an invalid number is shown on the field and nothing is saved.
    const phone = phoneNumber.trim() ? toE164PhoneNumber(phoneNumber) : '';
    if (phone === null) return setPhoneError(PHONE_NUMBER_MESSAGE);
    setPhoneError(null);
    await dispatch(
      updateUserDetails({
        fullName: fullName.trim(),
        phoneNumber: phone || null,
        ...(picture ? { profilePictureId: picture.id } : {}),
      }),
    );
  }

  return (
    <form onSubmit={submit} aria-label="Profile settings" noValidate>
      <Stack maw={520}>
        <Group>
          <Avatar src={picture?.url ?? user.profilePicture} size={72} radius="xl" alt="Profile picture" color="indigo">
            {user.fullName.slice(0, 1)}
          </Avatar>
          <FileButton onChange={(file) => void pick(file)} accept="image/*">
            {(props) => (
              <Button {...props} variant="light" loading={uploading}>
                Change picture
              </Button>
            )}
          </FileButton>
        </Group>
        <TextInput
          label="Full name"
          required
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.currentTarget.value)}
          error={error}
        />
        <TextInput
          label="E-mail"
          value={user.email}
          readOnly
          description="Your sign-in address can't be changed here."
        />
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.currentTarget.value)}
          error={phoneError}
        />
        <Group>
          <Button type="submit" loading={pending} disabled={uploading}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SettingsPage() {
  const user = useAppSelector((state) => state.auth.user);
  const [params, setParams] = useSearchParams();
  const [stored, setStored] = useState(() => localStorage.getItem(SETTINGS_TAB_KEY) ?? 'profile');
  const { settingsTabs } = useFeatureCatalogue();
  if (!user) return null;
  // Tabs contributed by features (AppFeature.settingsTabs): one with a built-in tab's id keeps that tab's place
  // (its built-in panel is gone, e.g. Notifications), others follow.
  const featureTabs = settingsTabs.filter((tab) => !tab.roles || tab.roles.includes(user.role));
  const visible = [
    ...tabs.filter((tab) => !('companyOnly' in tab) || user.isCompanyCapable),
    ...featureTabs.filter((tab) => !tabs.some((own) => own.value === tab.id)).map((tab) => ({ value: tab.id, label: tab.label })),
  ];
  const requested = params.get('tab') ?? stored;
  const active = visible.some((tab) => tab.value === requested) ? requested : 'profile';

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
            {visible.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileSettings user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="company">
            <Text>{user.company ? `Company: ${user.company.name}` : 'No company details yet.'}</Text>
          </Tabs.Panel>
          <Tabs.Panel value="widgets">
            <Text>Choose which dashboard widgets you see. Properties widgets are on by default.</Text>
          </Tabs.Panel>
          <Tabs.Panel value="accounts">
            <Suspense fallback={<Text c="dimmed">Loading accounts…</Text>}>
              <MyAccountsTab />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="terms">
            <Text>By using Lintel you agree to our Terms of Service and Privacy Policy.</Text>
          </Tabs.Panel>
          {featureTabs.map((tab) => (
            <Tabs.Panel key={tab.id} value={tab.id}>
              <Suspense fallback={<Text c="dimmed">Loading…</Text>}>
                <tab.component />
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </Stack>
  );
}
