/** 'Create tax rate' modal (spec point 2): a name and a percentage with at most three decimals (9.975). */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalPropsUpdated } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useCreateTaxRateMutation } from '../api/payments-api.ts';

export default function CreateTaxRateModal({ onClose }: StackedModalProps) {
  const dispatch = useAppDispatch();
  const [createTaxRate, { isLoading: pending }] = useCreateTaxRateMutation();
  const [name, setName] = useState('');
  const [percentage, setPercentage] = useState('');
  const [errors, setErrors] = useState<{ name?: string; percentage?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'Name is required';
    const text = percentage.trim().replace(/%$/, '').trim();
    const value = Number(text);
    if (!/^\d{1,3}(\.\d{1,3})?$/.test(text) || value > 100) found.percentage = 'A percentage from 0 to 100 with at most three decimals';
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await createTaxRate({ name: name.trim(), percentage: value });
    if (!result.data) return;
    // The choose tax rate modal below comes back with the new rate selected.
    dispatch(modalPropsUpdated({ name: modalNames.chooseTaxRate, props: { selectedId: result.data.id } }));
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Create tax rate" centered>
      <form onSubmit={submit} noValidate aria-label="Create tax rate">
        <Stack>
          <TextInput label="Name" required placeholder="QST" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
          <TextInput
            label="Percentage"
            required
            inputMode="decimal"
            rightSection="%"
            placeholder="9.975"
            value={percentage}
            onChange={(event) => setPercentage(event.currentTarget.value)}
            error={errors.percentage}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create tax rate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
