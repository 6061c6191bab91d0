/**
 * 'Add company' modal (spec points 2 and 7): creates the company details (POST /users/create/company-details),
 * which makes the user company-capable, or edits them (PUT /users/update/company-details) when the user
 * has a company. Name required; logo, e-mail, phone, address and website optional.
 */
import { formatPhone } from '../../../lib/format-phone.ts';
import { Avatar, Button, FileButton, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { emailSchema, PHONE_NUMBER_MESSAGE, toE164PhoneNumber } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useSaveCompanyDetailsMutation } from '../api/settings-api.ts';
import { useImagePicker } from '../components/use-image-picker.ts';

type Field = 'name' | 'email' | 'phoneNumber' | 'address' | 'website';

export default function AddCompanyModal({ onClose }: StackedModalProps) {
  const [saveCompanyDetails, { isLoading: pending }] = useSaveCompanyDetailsMutation();
  const company = useAppSelector((state) => state.auth.user?.company ?? null);
  const [values, setValues] = useState<Record<Field, string>>({
    name: company?.name ?? '',
    email: company?.email ?? '',
    phoneNumber: company?.phoneNumber ? formatPhone(company.phoneNumber) : '',
    address: company?.address ?? '',
    website: company?.website ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const logo = useImagePicker('Could not upload the logo');
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as Record<Field, string>;
    if (!trimmed.name) found.name = 'Company name is required';
    if (trimmed.email && !emailSchema.safeParse(trimmed.email).success) found.email = 'Enter a valid e-mail address';
    if (trimmed.phoneNumber && !toE164PhoneNumber(trimmed.phoneNumber)) found.phoneNumber = PHONE_NUMBER_MESSAGE;
    if (trimmed.website && !/^https?:\/\/\S+$/i.test(trimmed.website)) found.website = 'Enter a web address starting with http:// or https://';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      name: trimmed.name,
      email: trimmed.email || null,
      phoneNumber: trimmed.phoneNumber || null,
      address: trimmed.address || null,
      website: trimmed.website || null,
      ...(logo.picked ? { logoId: logo.picked.id } : {}),
    };
    const result = await saveCompanyDetails(company ? { mode: 'update', input } : { mode: 'create', input });
    if (!('error' in result)) onClose();
  }

  const title = company ? 'Edit company details' : 'Add company';
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <Group>
            <Avatar src={logo.picked?.url ?? company?.logo} size={64} radius="md" alt="Company logo" color="indigo" styles={{ image: { objectFit: 'contain' } }}>
              {values.name.slice(0, 1) || '?'}
            </Avatar>
            <FileButton onChange={(file) => void logo.pick(file)} accept="image/*">
              {(props) => (
                <Button {...props} variant="light" loading={logo.uploading}>
                  {company?.logo || logo.picked ? 'Change logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput label="Company name" required data-autofocus value={values.name} onChange={set('name')} error={errors.name} />
          <TextInput label="Company e-mail" type="email" value={values.email} onChange={set('email')} error={errors.email} />
          <TextInput label="Company phone" type="tel" value={values.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} />
          <Textarea label="Address" autosize minRows={2} value={values.address} onChange={set('address')} error={errors.address} />
          <TextInput label="Website" placeholder="https://" value={values.website} onChange={set('website')} error={errors.website} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={logo.uploading}>
              {company ? 'Save changes' : 'Add company'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
