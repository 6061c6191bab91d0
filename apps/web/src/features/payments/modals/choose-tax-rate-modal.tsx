/**
 * 'Choose tax rate' modal (spec point 2): the global rates (GET /tax-rates globalTaxRates) and the
 * caller's own; 'Create tax rate' opens the create modal above it. The choice goes back into the
 * props of the modal that opened it. The global rates are Canada's and Australia's, so a US state's
 * sales tax is one pick away: choosing the state adds its rate as the caller's own (issue 11 item 17).
 */
import { Alert, Button, Group, Modal, Radio, ScrollArea, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { usStateSalesTaxName, usStateSalesTaxRates } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened, modalPropsUpdated } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { useTaxRates } from '../components/use-money-lookups.ts';
import { useCreateTaxRateMutation } from '../api/payments-api.ts';

const stateOptions = usStateSalesTaxRates.map((rate) => ({ value: rate.state, label: `${rate.name} — ${rate.percentage} %` }));

export default function ChooseTaxRateModal({ onClose, targetModal, selectedId }: StackedModalProps & { targetModal?: string; selectedId?: number | null }) {
  const dispatch = useAppDispatch();
  const taxRates = useTaxRates();
  const [createTaxRate] = useCreateTaxRateMutation();
  const [selected, setSelected] = useState<string>(() => String(selectedId ?? ''));
  const rates = [...taxRates.own, ...taxRates.global];

  /** Selects the state's rate, adding it as the caller's own first unless they already have it. */
  async function addStateRate(state: string | null) {
    const rate = usStateSalesTaxRates.find((candidate) => candidate.state === state);
    if (!rate) return;
    const name = usStateSalesTaxName(rate);
    const existing = taxRates.own.find((own) => own.name === name);
    if (existing) return setSelected(String(existing.id));
    const result = await createTaxRate({ name, percentage: rate.percentage });
    if (result.data) setSelected(String(result.data.id));
  }

  function choose() {
    if (targetModal) dispatch(modalPropsUpdated({ name: targetModal, props: { chosenTaxRateId: selected ? Number(selected) : null } }));
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title="Choose tax rate" centered>
      <Stack>
        {taxRates.state === 'loading' && <Skeleton height={120} />}
        {taxRates.state === 'error' && (
          <Alert color="red" title="Failed to fetch tax rates">
            <Button size="xs" onClick={taxRates.retry}>
              Retry
            </Button>
          </Alert>
        )}
        {taxRates.state === 'ready' && (
          <ScrollArea.Autosize mah={320}>
            <Radio.Group value={selected} onChange={setSelected} label="Tax rates" aria-label="Tax rates">
              <Stack gap="xs" mt="xs">
                {rates.map((rate) => (
                  <Radio key={rate.id} value={String(rate.id)} label={`${rate.name} — ${rate.percentage} %${rate.isGlobal ? '' : ' (yours)'}`} />
                ))}
                {rates.length === 0 && <Text c="dimmed">No tax rates yet.</Text>}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        {taxRates.state === 'ready' && (
          <Select
            label="US state sales tax"
            description="The state's rate, added to your tax rates; add county or city tax as a rate of your own."
            placeholder="Pick a state"
            data={stateOptions}
            searchable
            value={null}
            onChange={(state) => void addStateRate(state)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => dispatch(modalOpened({ name: modalNames.createTaxRate }))}>
            Create tax rate
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={choose} disabled={!selected}>
              Choose
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
