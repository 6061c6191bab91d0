/**
 * /portal/:token: the request portal without an account (issue 12). Anyone holding the property's
 * link or QR code files a request with their contact details, category, urgency, description and
 * photos; it lands in the landlord's in-review list. Built for a phone first.
 */
import { Alert, Button, Card, Container, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import type { StoredFile } from '@lintel/shared';
import { failureMessage, queryView } from '../../../lib/data-cache.ts';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { uploadPortalFile, usePublicPortalQuery, useSendPortalRequestMutation } from '../api/maintenance-api.ts';
import { emptyRequestFields, RequestFields, requestFieldErrors, type RequestFieldValues } from '../components/request-fields.tsx';
import { splitMedia } from '../modals/create-request-modal.tsx';

interface Contact {
  name: string;
  email: string;
  phone: string;
}

function contactErrors(contact: Contact): Partial<Record<keyof Contact, string>> {
  const errors: Partial<Record<keyof Contact, string>> = {};
  if (!contact.name.trim()) errors.name = 'Tell the landlord who you are';
  if (!contact.email.trim() && !contact.phone.trim()) errors.email = 'Give an e-mail address or a phone number';
  else if (contact.email.trim() && !/^\S+@\S+\.\S+$/.test(contact.email.trim())) errors.email = 'Enter a valid e-mail address';
  return errors;
}

export default function PortalPage() {
  const { token = '' } = useParams();
  const query = usePublicPortalQuery(token);
  const portal = query.data ?? null;
  const view = queryView(query, 'This request link is not valid');
  const loadError = view.state === 'error' ? view.message : null;
  const [sendRequest, sending] = useSendPortalRequestMutation();
  const [contact, setContact] = useState<Contact>({ name: '', email: '', phone: '' });
  const [values, setValues] = useState<RequestFieldValues>(emptyRequestFields);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...requestFieldErrors(values), ...contactErrors(contact) };
    setErrors(found);
    if (Object.keys(found).length || values.categoryId === null) return;
    setSubmitError(null);
    const result = await sendRequest({
      token,
      input: {
        contactName: contact.name.trim(),
        ...(contact.email.trim() ? { contactEmail: contact.email.trim() } : {}),
        ...(contact.phone.trim() ? { contactPhone: contact.phone.trim() } : {}),
        categoryId: values.categoryId,
        subCategoryId: values.subCategoryId,
        urgency: values.urgency,
        description: values.description.trim(),
        ...splitMedia(files),
      },
    });
    if ('error' in result) setSubmitError(failureMessage(result.error, 'Failed to send the request'));
    else setDone(result.data.message);
  }

  return (
    <Container size="sm" px="sm" py="lg" component="main">
      <Stack gap="md">
        <Text fw={700} c="indigo.8">
          Lintel
        </Text>
        {!portal && !loadError && <Loader aria-label="Loading" />}
        {loadError && (
          <Alert color="red" role="alert" title="This link does not work">
            {loadError}
          </Alert>
        )}
        {portal && done && (
          <Card withBorder padding="lg">
            <Title order={1} size="h3">
              Request sent
            </Title>
            <Text mt="xs">{done}. The landlord of {portal.propertyLabel} will contact you.</Text>
          </Card>
        )}
        {portal && !done && (
          <Card withBorder padding="md" component="section">
            <Title order={1} size="h3">
              Report a problem at {portal.propertyLabel}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              No account needed. The landlord sees your request and how to reach you.
            </Text>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Your name"
                  required
                  autoComplete="name"
                  maxLength={120}
                  value={contact.name}
                  onChange={(event) => setContact({ ...contact, name: event.currentTarget.value })}
                  error={errors.name}
                />
                <TextInput
                  label="E-mail"
                  type="email"
                  autoComplete="email"
                  value={contact.email}
                  onChange={(event) => setContact({ ...contact, email: event.currentTarget.value })}
                  error={errors.email}
                />
                <TextInput
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  value={contact.phone}
                  onChange={(event) => setContact({ ...contact, phone: event.currentTarget.value })}
                />
                <RequestFields values={values} onChange={setValues} errors={errors} />
                <AttachmentInput
                  label="Photos and videos"
                  value={files}
                  onChange={setFiles}
                  onUploadingChange={setUploading}
                  upload={(file) => uploadPortalFile(token, file)}
                />
                {submitError && (
                  <Alert color="red" role="alert">
                    {submitError}
                  </Alert>
                )}
                <Button type="submit" size="md" loading={sending.isLoading} disabled={uploading}>
                  Send request
                </Button>
              </Stack>
            </form>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
