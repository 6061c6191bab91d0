/** One calculator's form: number inputs by unit, the server's 422 details shown on their fields. */
import { Button, Group, NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { CalculatorKind, ErrorDetail } from '@lintel/shared';
import { calculatorFields, type CalculatorField } from './calculator-fields.ts';

export interface CalculatorFormProps {
  kind: CalculatorKind;
  values: Record<string, number | string>;
  errors: ErrorDetail[];
  busy: boolean;
  onChange: (name: string, value: number | string) => void;
  onSubmit: () => void;
}

const suffixes: Partial<Record<CalculatorField['unit'], string>> = { percent: ' %', years: ' years', inches: ' in' };

export function CalculatorForm({ kind, values, errors, busy, onChange, onSubmit }: CalculatorFormProps) {
  const errorOf = (name: string) => errors.find((detail) => detail.path === name || detail.path === `inputData.${name}`)?.message;
  return (
    <form
      aria-label="Calculator inputs"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {calculatorFields[kind].map((field) =>
          field.unit === 'select' ? (
            <Select
              key={field.name}
              label={field.label}
              data={field.options ?? []}
              value={String(values[field.name] ?? field.defaultValue)}
              onChange={(value) => value && onChange(field.name, value)}
              allowDeselect={false}
              searchable={(field.options?.length ?? 0) > 10}
              error={errorOf(field.name)}
            />
          ) : (
            <NumberInput
              key={field.name}
              label={field.label}
              description={field.description}
              value={values[field.name] ?? ''}
              onChange={(value) => onChange(field.name, typeof value === 'number' ? value : Number(value))}
              prefix={field.unit === 'usd' ? '$' : undefined}
              suffix={suffixes[field.unit]}
              thousandSeparator={field.unit === 'usd' ? ',' : undefined}
              decimalScale={field.unit === 'usd' || field.unit === 'decimal' ? 2 : field.unit === 'percent' ? 3 : 0}
              fixedDecimalScale={field.unit === 'usd' && Number(field.defaultValue) < 10}
              // A typed minus sign stays visible and is refused with a message, not silently dropped.
              allowNegative
              error={errorOf(field.name)}
            />
          ),
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={busy}>
          Calculate and explain
        </Button>
      </Group>
    </form>
  );
}
