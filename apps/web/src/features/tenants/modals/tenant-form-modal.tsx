/**
 * 'Add or edit tenant' modal (spec point 2): name, e-mail, phone numbers, date of birth, ID number,
 * photo and attachments. Phone numbers are cleaned before sending (spec point 5); editing sends
 * `imageId: null` when the photo was removed. A failed create shows the first detail message.
 */
import { ActionIcon, Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { cleanPhoneNumber } from '@lintel/shared';
import type { CreateTenantInput, StoredFile, Tenant } from '@lintel/shared';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { failureMessage } from '../../../lib/data-cache.ts';
import { useCreateTenantMutation, useUpdateTenantMutation } from '../api/tenants-api.ts';

interface Values {
  fullName: string;
  email: string;
  phoneNumbers: string[];
  dateOfBirth: string;
  licenseId: string;
}

const valuesOf = (tenant?: Tenant): Values => ({
  fullName: tenant?.fullName ?? '',
  email: tenant?.email ?? '',
  phoneNumbers: tenant?.phoneNumbers.length ? [...tenant.phoneNumbers] : [''],
  dateOfBirth: tenant?.dateOfBirth ?? '',
  licenseId: tenant?.licenseId ?? '',
});

export default function TenantFormModal({ onClose, tenant }: StackedModalProps & { tenant?: Tenant }) {
  const [createTenant, creation] = useCreateTenantMutation();
  const [updateTenant, update] = useUpdateTenantMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(tenant));
  const [photo, setPhoto] = useState<StoredFile[]>(tenant?.image ? [tenant.image] : []);
  const [attachments, setAttachments] = useState<StoredFile[]>(tenant?.attachments ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const isEdit = Boolean(tenant);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.fullName.trim()) next.fullName = 'Name is required';
    if (values.email.trim() && !/^\S+@\S+\.\S+$/.test(values.email.trim())) next.email = 'Enter a valid e-mail address';
    setErrors(next);
    if (Object.keys(next).length) return;
    const phoneNumbers = values.phoneNumbers.map(cleanPhoneNumber).filter((phone) => phone && phone !== '+');
    const input: CreateTenantInput = {
      fullName: values.fullName.trim(),
      ...(values.email.trim() ? { email: values.email.trim() } : isEdit ? { email: null } : {}),
      ...(phoneNumbers.length || isEdit ? { phoneNumbers } : {}),
      ...(values.dateOfBirth ? { dateOfBirth: values.dateOfBirth } : isEdit ? { dateOfBirth: null } : {}),
      ...(values.licenseId.trim() ? { licenseId: values.licenseId.trim() } : isEdit ? { licenseId: null } : {}),
      ...(photo[0] ? { imageId: photo[0].id } : isEdit ? { imageId: null } : {}),
      ...(attachments.length || isEdit ? { attachementIds: attachments.map((file) => file.id) } : {}),
    };
    setServerError(null);
    if (tenant) {
      const result = await updateTenant({ id: tenant.id, input });
      if (!('error' in result)) onClose();
      else if (!(result.error as { aborted?: boolean }).aborted) setServerError(failureMessage(result.error, 'Failed to update tenant'));
    } else {
      const result = await createTenant(input);
      if (!('error' in result)) onClose();
      else if (!(result.error as { aborted?: boolean }).aborted) setServerError(failureMessage(result.error, 'Failed to create tenant'));
    }
  }

  const pending = (isEdit ? update : creation).isLoading;
  return (
    <Modal opened onClose={onClose} title={isEdit ? 'Edit tenant' : 'Add tenant'} size="lg" fullScreen={window.innerWidth < 640}>
      <form onSubmit={submit} noValidate aria-label={isEdit ? 'Edit tenant' : 'Add tenant'}>
        <Stack>
          {serverError && (
            <Alert color="red" role="alert" title={isEdit ? 'Could not update the tenant' : 'Could not add the tenant'}>
              {serverError}
            </Alert>
          )}
          <TextInput
            label="Full name"
            required
            autoComplete="off"
            value={values.fullName}
            onChange={(e) => set('fullName', e.currentTarget.value)}
            error={errors.fullName}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="E-mail"
              type="email"
              value={values.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={errors.email}
            />
            <TextInput
              label="Date of birth"
              type="date"
              value={values.dateOfBirth}
              onChange={(e) => set('dateOfBirth', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Stack gap={6}>
            {values.phoneNumbers.map((phone, index) => (
              <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={index === 0 ? 'Phone number' : `Phone number ${index + 1}`}
                  type="tel"
                  value={phone}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    set(
                      'phoneNumbers',
                      values.phoneNumbers.map((item, i) => (i === index ? value : item)),
                    );
                  }}
                />
                {values.phoneNumbers.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Remove phone number ${index + 1}`}
                    onClick={() => set('phoneNumbers', values.phoneNumbers.filter((_, i) => i !== index))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
            {values.phoneNumbers.length < 5 && (
              <Button
                variant="subtle"
                size="xs"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => set('phoneNumbers', [...values.phoneNumbers, ''])}
              >
                + Add phone number
              </Button>
            )}
          </Stack>
          <TextInput
            label="Driver license or ID number"
            value={values.licenseId}
            onChange={(e) => set('licenseId', e.currentTarget.value)}
          />
          <AttachmentInput
            label="Photo"
            imagesOnly
            value={photo}
            onChange={(files) => setPhoto(files.slice(-1))}
            onUploadingChange={setUploading}
          />
          <AttachmentInput
            label="Attachments (ID scans, references)"
            value={attachments}
            onChange={setAttachments}
            onUploadingChange={setUploading}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={uploading}>
              {isEdit ? 'Save tenant' : 'Add tenant'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
