/**
 * The profile form (spec point 2 "Profile Settings", point 7 PUT /users/update/user-details): picture,
 * name, phone, a service provider's trades (issue 21 item 9) and time zone (e-mails give times in it; issue 22 item 2); the e-mail is the sign-in address and stays read-only. Used on the Profile Settings tab
 * and in the account edit mode modal; `onSaved` runs after "Account settings updated successfully".
 */
import { formatPhone } from '../../../lib/format-phone.ts';
import { Avatar, Button, FileButton, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { User, WorkOrderCategory } from '@lintel/shared';
import { TradesSelect } from '../../../components/ui/trades-select/trades-select.tsx';
import { PHONE_NUMBER_MESSAGE, toE164PhoneNumber } from '@lintel/shared';
import { useUpdateUserDetailsMutation } from '../api/settings-api.ts';
import { useImagePicker } from './use-image-picker.ts';
import { initials } from '../../../lib/format.ts';
import { browserTimeZone, timeZoneOptions } from '../../../lib/time-zone.ts';

export function ProfileForm({ user, onSaved, onCancel }: { user: User; onSaved?: () => void; onCancel?: () => void }) {
  // The answer (the user) reaches the auth slice through the data cache (features/auth/api/session-answers.ts).
  const [updateUserDetails, { isLoading: pending }] = useUpdateUserDetailsMutation();
  const [fullName, setFullName] = useState(user.fullName);
  // The saved number shows as people write it, "(503) 555-0199", not "+15035550199" (issue 22).
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber ? formatPhone(user.phoneNumber) : '');
  const [timeZone, setTimeZone] = useState(user.timeZone ?? browserTimeZone());
  const isProvider = user.role === 'serviceProvider';
  const [trades, setTrades] = useState<WorkOrderCategory[]>(user.trades);
  const zones = useMemo(() => timeZoneOptions(user.timeZone), [user.timeZone]);
  const picture = useImagePicker('Could not upload the picture');
  const [error, setError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fullName.trim()) return setError('Name is required');
    setError(null);
    // Issue 11 item 12: an invalid number is shown on the field and nothing is saved.
    const phone = phoneNumber.trim() ? toE164PhoneNumber(phoneNumber) : '';
    if (phone === null) return setPhoneError(PHONE_NUMBER_MESSAGE);
    setPhoneError(null);
    const result = await updateUserDetails({
      fullName: fullName.trim(),
      phoneNumber: phone || null,
      timeZone,
      ...(isProvider ? { trades } : {}),
      ...(picture.picked ? { profilePictureId: picture.picked.id } : {}),
    });
    if (!('error' in result)) onSaved?.();
  }

  return (
    <form onSubmit={submit} aria-label="Profile settings" noValidate>
      <Stack maw={520}>
        <Group>
          <Avatar src={picture.picked?.url ?? user.profilePicture} size={72} radius="xl" alt="Profile picture" color="indigo">
            {initials(user.fullName)}
          </Avatar>
          <FileButton onChange={(file) => void picture.pick(file)} accept="image/*">
            {(props) => (
              <Button {...props} variant="light" loading={picture.uploading}>
                Change picture
              </Button>
            )}
          </FileButton>
        </Group>
        <TextInput label="Full name" required autoComplete="name" value={fullName} onChange={(e) => setFullName(e.currentTarget.value)} error={error} />
        <TextInput label="E-mail" value={user.email} readOnly description="Your sign-in address can't be changed here." />
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.currentTarget.value)}
          error={phoneError}
        />
        {isProvider && <TradesSelect value={trades} onChange={setTrades} />}
        <Select
          label="Time zone"
          searchable
          allowDeselect={false}
          data={zones}
          value={timeZone}
          onChange={(zone) => zone && setTimeZone(zone)}
          nothingFoundMessage="No such time zone"
          description="E-mails and reminders give times in this zone; new calendar events start in it."
          comboboxProps={{ withinPortal: true }}
        />
        <Group>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={picture.uploading}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
