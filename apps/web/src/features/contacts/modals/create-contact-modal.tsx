/**
 * 'Create contact' modal (also edits when `id` is given): contact or company, names, e-mail, phone
 * numbers, address, category and — for Contractor — a trade (contractor sub-category), notes.
 */
import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contactIssues } from '@lintel/shared';
import type { Contact, ContactType, CreateContactInput } from '@lintel/shared';
import {
  useCachedContact,
  useContactCategoriesQuery,
  useContractorSubCategoriesQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
} from '../api/contacts-api.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { NewCategoryField } from '../components/new-category-field.tsx';

interface Values {
  type: ContactType;
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  categoryId: string | null;
  subCategoryId: string | null;
}

const valuesOf = (contact: Contact | undefined): Values => ({
  type: contact?.type ?? 'contact',
  fullName: contact?.fullName ?? '',
  companyName: contact?.companyName ?? '',
  email: contact?.email ?? '',
  phone: contact?.phoneNumbers.join(', ') ?? '',
  address: contact?.address ?? '',
  notes: contact?.notes ?? '',
  categoryId: contact?.categoryId ? String(contact.categoryId) : null,
  subCategoryId: contact?.subCategoryId ? String(contact.subCategoryId) : null,
});

/** Empty optional fields: left out on create, null on edit. Phone numbers: a comma list, trimmed. */
export function contactPayload(values: Values, isEdit: boolean): CreateContactInput {
  const empty = isEdit ? null : undefined;
  const text = (value: string) => value.trim() || empty;
  return {
    type: values.type,
    fullName: text(values.fullName),
    companyName: text(values.companyName),
    email: text(values.email),
    phoneNumbers: values.phone
      .split(',')
      .map((phone) => phone.trim())
      .filter(Boolean),
    address: text(values.address),
    notes: text(values.notes),
    categoryId: values.categoryId ? Number(values.categoryId) : empty,
    subCategoryId: values.categoryId && values.subCategoryId ? Number(values.subCategoryId) : empty,
  };
}

export default function CreateContactModal({ onClose, id }: StackedModalProps & { id?: string }) {
  const existing = useCachedContact(id);
  const categoryItems = useContactCategoriesQuery().data ?? [];
  const [createContact, creating] = useCreateContactMutation();
  const [updateContact, updating] = useUpdateContactMutation();
  const saving = id ? updating.isLoading : creating.isLoading;
  const [values, setValues] = useState<Values>(() => valuesOf(existing));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const category = categoryItems.find((entry) => String(entry.id) === values.categoryId);
  // The trades are asked for once a category with trades is chosen.
  const subCategoryItems = useContractorSubCategoriesQuery(undefined, { skip: !category?.hasSubCategories }).data ?? [];

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const payload = contactPayload(values, Boolean(id));
    const found: Record<string, string> = {};
    for (const issue of contactIssues(payload)) found[issue.path] = issue.message;
    if (payload.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(payload.email)) found.email = 'Enter a valid e-mail';
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = id ? await updateContact({ id, input: payload }) : await createContact(payload);
    if (!result.error) onClose();
  }

  const subOptions = subCategoryItems
    .filter((entry) => !category || entry.parentId === category.id)
    .map((entry) => ({ value: String(entry.id), label: entry.name }));

  return (
    <Modal opened onClose={onClose} title={id ? 'Edit contact' : 'Create contact'} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <SegmentedControl
            aria-label="Contact type"
            value={values.type}
            onChange={(value) => set('type', value as ContactType)}
            data={[
              { value: 'contact', label: 'Person' },
              { value: 'company', label: 'Company' },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Full name"
              required={values.type === 'contact'}
              data-autofocus
              value={values.fullName}
              error={errors.fullName}
              onChange={(event) => set('fullName', event.currentTarget.value)}
            />
            <TextInput
              label="Company name"
              required={values.type === 'company'}
              value={values.companyName}
              error={errors.companyName}
              onChange={(event) => set('companyName', event.currentTarget.value)}
            />
            <TextInput
              label="E-mail"
              type="email"
              value={values.email}
              error={errors.email}
              onChange={(event) => set('email', event.currentTarget.value)}
            />
            <TextInput
              label="Phone numbers"
              description="Separate several with commas"
              type="tel"
              value={values.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
            />
            <Stack gap={4}>
              <Select
                label="Category"
                placeholder="Choose a category"
                clearable
                searchable
                value={values.categoryId}
                data={categoryItems
                  .filter((entry) => !entry.parentId)
                  .map((entry) => ({ value: String(entry.id), label: entry.name }))}
                onChange={(value) => setValues((current) => ({ ...current, categoryId: value, subCategoryId: null }))}
              />
              <NewCategoryField
                onCreated={(created) => setValues((current) => ({ ...current, categoryId: String(created.id), subCategoryId: null }))}
              />
            </Stack>
            <Select
              label="Trade"
              placeholder={category?.hasSubCategories ? 'Choose a trade' : 'Only for contractors'}
              clearable
              searchable
              disabled={!category?.hasSubCategories}
              value={values.subCategoryId}
              error={errors.subCategoryId}
              data={subOptions}
              onChange={(value) => set('subCategoryId', value)}
            />
          </SimpleGrid>
          <TextInput
            label="Address"
            value={values.address}
            onChange={(event) => set('address', event.currentTarget.value)}
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            value={values.notes}
            onChange={(event) => set('notes', event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {id ? 'Save changes' : 'Create contact'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
