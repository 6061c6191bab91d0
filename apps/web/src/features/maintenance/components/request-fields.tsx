/** The fields a request has wherever it is filed or edited: category, sub-category, urgency, description. */
import { SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { maintenanceCategories, requestUrgencies, requestUrgencyLabels } from '@lintel/shared';
import type { RequestUrgency } from '@lintel/shared';

export interface RequestFieldValues {
  categoryId: number | null;
  subCategoryId: number | null;
  urgency: RequestUrgency;
  description: string;
}

export const emptyRequestFields: RequestFieldValues = { categoryId: null, subCategoryId: null, urgency: 'medium', description: '' };

/** The first problem with the values, keyed by field, for inline errors. */
export function requestFieldErrors(values: RequestFieldValues): Partial<Record<keyof RequestFieldValues, string>> {
  const errors: Partial<Record<keyof RequestFieldValues, string>> = {};
  if (values.categoryId === null) errors.categoryId = 'Pick a category';
  if (!values.description.trim()) errors.description = 'Describe the problem';
  return errors;
}

export function RequestFields({
  values,
  onChange,
  errors = {},
}: {
  values: RequestFieldValues;
  onChange: (values: RequestFieldValues) => void;
  errors?: Partial<Record<keyof RequestFieldValues, string>>;
}) {
  const category = maintenanceCategories.find((candidate) => candidate.id === values.categoryId);
  return (
    <Stack gap="sm">
      <Select
        label="Category"
        placeholder="What needs fixing?"
        required
        data={maintenanceCategories.map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.categoryId === null ? null : String(values.categoryId)}
        onChange={(value) => onChange({ ...values, categoryId: value ? Number(value) : null, subCategoryId: null })}
        error={errors.categoryId}
      />
      {category && category.children.length > 0 && (
        <Select
          label="Sub-category"
          placeholder="Optional"
          clearable
          data={category.children.map((c) => ({ value: String(c.id), label: c.name }))}
          value={values.subCategoryId === null ? null : String(values.subCategoryId)}
          onChange={(value) => onChange({ ...values, subCategoryId: value ? Number(value) : null })}
        />
      )}
      <div>
        <Text size="sm" fw={500} mb={4} id="urgency-label">
          Urgency
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="urgency-label"
          value={values.urgency}
          onChange={(value) => onChange({ ...values, urgency: value as RequestUrgency })}
          data={requestUrgencies.map((value) => ({ value, label: requestUrgencyLabels[value] }))}
          color={values.urgency === 'emergency' ? 'red' : undefined}
        />
      </div>
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxLength={4000}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.currentTarget.value })}
        error={errors.description}
      />
    </Stack>
  );
}
