/**
 * 'Add lease' modal (spec points 2, 3, 5): a five-step form — property and term (dates checked with
 * validate-dates as they change), rent (deposit, late fee rule, pay schedule), tenants (picked and
 * new), details (occupants, utilities, amenities, documents, template), landlord — whose body is built
 * by buildLeasePayload.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import '../components/leases.css';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  buildLeasePayload,
  defaultEndDate,
  depositTermLabels,
  depositTerms,
  landlordEntityTypeLabels,
  landlordEntityTypes,
  lateFeeAmountTypeLabels,
  lateFeeAmountTypes,
  leaseEndingConditionLabels,
  leaseEndingConditions,
  leaseTermLabels,
  leaseTerms,
  leaseUtilities,
  leaseUtilityLabels,
  rentPayTypeLabels,
  rentPayTypes,
} from '@lintel/shared';
import type { DepositTerm, LandlordEntityType, LateFeeAmountType, LeaseEndingCondition, LeaseTerm, LeaseUtility, RentPayType } from '@lintel/shared';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';
import { useOnDiscard } from '../../../components/ui/modal-stack/discard-guard.tsx';
import { clearDraft, draftKey, readDraft, useDraftAutosave } from '../../../lib/form-draft.ts';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { paths } from '../../../lib/paths.ts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useCreateLeaseMutation, useLeasePropertyQuery, useValidateLeaseDatesQuery } from '../api/leases-api.ts';
import {
  applyTemplate,
  emptyLeaseForm,
  leasedPropertyId,
  leaseFormSteps,
  nextRowKey,
  reserveRowKeys,
  toLeaseForm,
  validateLeaseStep,
} from '../components/lease-form-state.ts';
import type { LeaseFormErrors, LeaseFormState } from '../components/lease-form-state.ts';
import { useAmenityOptions, usePropertyOptions, useTemplateOptions, useTenantOptions, useUnitOptions } from '../components/use-lease-lookups.ts';
import { formatDateTime } from '../../../lib/format.ts';

type Num = number | '';
const num = (value: string | number): Num => (value === '' ? '' : Number(value));
const WHOLE_PROPERTY = '__whole__';
const weekdayOptions = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((label, index) => ({
  value: String(index + 1),
  label,
}));
const monthDayOptions = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

/** What the lease wizard keeps as a draft: the form and where the user was. */
interface LeaseDraft {
  form: LeaseFormState;
  step: number;
  reached: number;
}

/**
 * Dates check (validate-dates): idle until the place and the dates are complete; the server's overlap message
 * when they clash. `placeKnown` is false while a building with units has no unit (or "whole property") chosen
 * yet, or its units count is not loaded: asking for the building then would report any unit's lease as a
 * clash (issue 30 item 13).
 */
function useDatesCheck(state: LeaseFormState, placeKnown: boolean) {
  const propertyId = placeKnown ? leasedPropertyId(state) : null;
  const endDate = state.term === 'month_to_month' ? null : state.endDate;
  const complete = Boolean(propertyId && state.startDate && (endDate === null || (endDate && endDate > state.startDate)));
  const input = useMemo(
    () => (complete && propertyId ? { propertyId, startDate: state.startDate, endDate: endDate || null } : null),
    [complete, propertyId, state.startDate, endDate],
  );
  // Asked once the dates have stayed the same for 250 ms (typing a date changes it several times).
  const [settled, setSettled] = useState<typeof input>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(input), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const check = useValidateLeaseDatesQuery(settled ?? skipToken);
  if (!input || settled !== input || check.isFetching) return { checking: Boolean(input), overlap: null };
  const failure = check.error as ApiFailure | undefined;
  return { checking: false, overlap: failure?.status === 409 ? failure.message : null };
}

function StepNav({ step, reached, onGo }: { step: number; reached: number; onGo: (step: number) => void }) {
  return (
    <ol className="lease-steps" aria-label="Steps">
      {leaseFormSteps.map((label, index) => (
        <li key={label}>
          <UnstyledButton
            onClick={() => onGo(index)}
            disabled={index > reached}
            aria-current={index === step ? 'step' : undefined}
            className="lease-steps__button"
            data-active={index === step || undefined}
            data-done={index < step || undefined}
          >
            <span className="lease-steps__number">{index + 1}</span>
            <span className="lease-steps__label">{label}</span>
          </UnstyledButton>
        </li>
      ))}
    </ol>
  );
}

export default function AddLeaseModal({ onClose, propertyId }: StackedModalProps & { propertyId?: string }) {
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const [createLease, { isLoading: pending }] = useCreateLeaseMutation();
  // Issue 11 item 4: the wizard is kept as a draft per user (and property it was opened for) in this browser.
  const key = user ? draftKey('lease-wizard', `${user.id}:${propertyId ?? 'any'}`) : null;
  const [restored, setRestored] = useState(() => (key ? readDraft<LeaseDraft>(key) : null));
  const [state, setState] = useState<LeaseFormState>(() => {
    if (restored) {
      reserveRowKeys(restored.value.form);
      return restored.value.form;
    }
    return emptyLeaseForm({ propertyId, landlordName: user?.fullName, landlordEmail: user?.email });
  });
  const [step, setStep] = useState(restored?.value.step ?? 0);
  const [reached, setReached] = useState(restored?.value.reached ?? 0);
  const draft = useMemo<LeaseDraft>(() => ({ form: state, step, reached }), [state, step, reached]);
  const restartDraft = useDraftAutosave(key, draft);
  useOnDiscard(() => {
    if (key) clearDraft(key);
  });
  const startOver = () => {
    const form = emptyLeaseForm({ propertyId, landlordName: user?.fullName, landlordEmail: user?.email });
    restartDraft({ form, step: 0, reached: 0 });
    setRestored(null);
    setState(form);
    setStep(0);
    setReached(0);
    setErrors({});
  };
  const [errors, setErrors] = useState<LeaseFormErrors>({});
  const [uploading, setUploading] = useState(false);

  const properties = usePropertyOptions();
  const building = properties.data.find((option) => option.value === state.buildingId);
  const hasUnits = (building?.unitsCount ?? 0) > 0;
  const units = useUnitOptions(state.buildingId, hasUnits);
  const tenants = useTenantOptions();
  const amenities = useAmenityOptions();
  const templates = useTemplateOptions();
  const dates = useDatesCheck(state, Boolean(building) && (!hasUnits || state.unitId !== null));

  // Opened from a unit's page: the unit's building is the property, the unit is preselected.
  const opener = useLeasePropertyQuery(propertyId ?? skipToken).data;
  useEffect(() => {
    if (opener?.parent) setState((current) => ({ ...current, buildingId: opener.parent!.id, unitId: opener.id }));
  }, [opener]);

  const set = <K extends keyof LeaseFormState>(key: K, value: LeaseFormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  function go(target: number) {
    if (target > step) {
      for (let index = step; index < target; index += 1) {
        const stepErrors = validateLeaseStep(index, state, hasUnits);
        if (Object.keys(stepErrors).length || (index === 0 && dates.overlap)) {
          setErrors(stepErrors);
          setStep(index);
          return;
        }
      }
    }
    setErrors({});
    setStep(target);
    setReached((current) => Math.max(current, target));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step < leaseFormSteps.length - 1) return go(step + 1);
    for (let index = 0; index < leaseFormSteps.length; index += 1) {
      const stepErrors = validateLeaseStep(index, state, hasUnits);
      if (Object.keys(stepErrors).length || (index === 0 && dates.overlap)) {
        setErrors(stepErrors);
        setStep(index);
        return;
      }
    }
    const result = await createLease(buildLeasePayload(toLeaseForm(state)));
    if (result.data) {
      if (key) clearDraft(key);
      onClose();
      navigate(paths.lease(result.data.id));
    }
  }

  const changeTerm = (term: LeaseTerm) =>
    setState((current) => ({ ...current, term, endDate: defaultEndDate(term, current.startDate) ?? current.endDate }));
  const changeStart = (startDate: string) =>
    setState((current) => ({
      ...current,
      startDate,
      endDate: startDate && current.term !== 'month_to_month' ? (defaultEndDate(current.term, startDate) ?? current.endDate) : current.endDate,
    }));
  const weekly = state.rentPayType === 'weekly' || state.rentPayType === 'biWeekly';

  return (
    <Modal opened onClose={onClose} title="Add lease" size="xl" fullScreen={window.innerWidth < 640}>
      <form onSubmit={submit} noValidate aria-label="Add lease">
        <Stack>
          {restored && (
            <Alert color="blue" title="Draft restored">
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  Your unsaved lease from {formatDateTime(new Date(restored.savedAt))} is back where you left it.
                </Text>
                <Button size="xs" variant="default" onClick={startOver}>
                  Start over
                </Button>
              </Group>
            </Alert>
          )}
          <StepNav step={step} reached={reached} onGo={go} />
          <Text size="sm" c="dimmed" aria-live="polite">
            Step {step + 1} of {leaseFormSteps.length}: {leaseFormSteps[step]}
          </Text>

          {step === 0 && (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label="Property"
                  placeholder={properties.loading ? 'Loading…' : 'Choose a property'}
                  searchable
                  data={properties.data}
                  value={state.buildingId}
                  onChange={(value) => setState((current) => ({ ...current, buildingId: value, unitId: null }))}
                  error={errors.buildingId}
                  nothingFoundMessage="No properties yet"
                  required
                />
                {hasUnits && (
                  <Select
                    label="Unit"
                    placeholder={units.loading ? 'Loading…' : 'Choose a unit'}
                    data={[...units.data, { value: WHOLE_PROPERTY, label: 'The whole property' }]}
                    value={state.unitId === state.buildingId && state.unitId ? WHOLE_PROPERTY : state.unitId}
                    onChange={(value) => set('unitId', value === WHOLE_PROPERTY ? state.buildingId : value)}
                    error={errors.unitId}
                    required
                  />
                )}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="Term"
                  allowDeselect={false}
                  data={leaseTerms.map((value) => ({ value, label: leaseTermLabels[value] }))}
                  value={state.term}
                  onChange={(value) => value && changeTerm(value as LeaseTerm)}
                />
                <TextInput
                  label="Start date"
                  type="date"
                  required
                  value={state.startDate}
                  onChange={(e) => changeStart(e.currentTarget.value)}
                  error={errors.startDate}
                />
                {state.term !== 'month_to_month' && (
                  <TextInput
                    label="End date"
                    type="date"
                    required
                    value={state.endDate}
                    min={state.startDate || undefined}
                    onChange={(e) => set('endDate', e.currentTarget.value)}
                    error={errors.endDate}
                  />
                )}
              </SimpleGrid>
              {dates.overlap && (
                <Alert color="red" role="alert" title="These dates are taken">
                  {dates.overlap}
                </Alert>
              )}
              {dates.checking && (
                <Text size="xs" c="dimmed">
                  Checking the dates…
                </Text>
              )}
              <Select
                label="When the term ends"
                placeholder="Not specified"
                clearable
                data={leaseEndingConditions.map((value) => ({ value, label: leaseEndingConditionLabels[value] }))}
                value={state.leaseEndingCondition || null}
                onChange={(value) => set('leaseEndingCondition', (value as LeaseEndingCondition | null) ?? '')}
              />
              {templates.data.length > 0 && (
                <Select
                  label="Lease-form template"
                  description="Fills the default terms; its fees and clauses are copied onto the lease"
                  placeholder="None"
                  clearable
                  data={templates.data.map((template) => ({ value: template.id, label: template.name }))}
                  value={state.templateId}
                  onChange={(value) =>
                    setState((current) => applyTemplate(current, templates.data.find((template) => template.id === value) ?? null))
                  }
                />
              )}
            </Stack>
          )}

          {step === 1 && (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NumberInput
                  label="Rent"
                  prefix="$"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  required
                  value={state.rentAmount}
                  onChange={(value) => set('rentAmount', num(value))}
                  error={errors.rentAmount}
                />
                <NumberInput
                  label="Deposit"
                  prefix="$"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  value={state.depositValue}
                  onChange={(value) => set('depositValue', num(value))}
                />
                <Select
                  label="Deposit terms"
                  placeholder="Not specified"
                  clearable
                  data={depositTerms.map((value) => ({ value, label: depositTermLabels[value] }))}
                  value={state.depositTerm || null}
                  onChange={(value) => set('depositTerm', (value as DepositTerm | null) ?? '')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="Rent is paid"
                  allowDeselect={false}
                  data={rentPayTypes.map((value) => ({ value, label: rentPayTypeLabels[value] }))}
                  value={state.rentPayType}
                  onChange={(value) =>
                    value &&
                    setState((current) => ({
                      ...current,
                      rentPayType: value as RentPayType,
                      firstDay: value === 'weekly' || value === 'biWeekly' ? Math.min(Number(current.firstDay) || 1, 7) : current.firstDay,
                    }))
                  }
                />
                <Select
                  label={weekly ? 'Due on' : state.rentPayType === 'twiceMonthly' ? 'First due day' : 'Due day of the month'}
                  allowDeselect={false}
                  data={weekly ? weekdayOptions : monthDayOptions}
                  value={state.firstDay === '' ? null : String(state.firstDay)}
                  onChange={(value) => set('firstDay', value ? Number(value) : '')}
                  error={errors.firstDay}
                />
                {state.rentPayType === 'twiceMonthly' && (
                  <Select
                    label="Second due day"
                    allowDeselect={false}
                    data={monthDayOptions}
                    value={state.secondDay === '' ? null : String(state.secondDay)}
                    onChange={(value) => set('secondDay', value ? Number(value) : '')}
                    error={errors.secondDay}
                  />
                )}
              </SimpleGrid>
              <Switch
                label="Align payments monthly (prorate the first period so later payments fall on the due day)"
                checked={state.alignMonthly}
                onChange={(e) => set('alignMonthly', e.currentTarget.checked)}
              />
              <Switch
                label="Charge a late fee"
                checked={state.lateFeeEnabled}
                onChange={(e) => set('lateFeeEnabled', e.currentTarget.checked)}
              />
              {state.lateFeeEnabled && (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Select
                    label="Late fee type"
                    allowDeselect={false}
                    data={lateFeeAmountTypes.map((value) => ({ value, label: lateFeeAmountTypeLabels[value] }))}
                    value={state.lateFee.amountType}
                    onChange={(value) => value && set('lateFee', { ...state.lateFee, amountType: value as LateFeeAmountType })}
                  />
                  <NumberInput
                    label={state.lateFee.amountType === 'percent' ? 'Late fee (% of rent)' : 'Late fee amount'}
                    prefix={state.lateFee.amountType === 'percent' ? undefined : '$'}
                    suffix={state.lateFee.amountType === 'percent' ? '%' : undefined}
                    min={0}
                    decimalScale={2}
                    value={state.lateFee.amount}
                    onChange={(value) => set('lateFee', { ...state.lateFee, amount: num(value) })}
                    error={errors.lateFeeAmount}
                  />
                  <NumberInput
                    label="Grace days after the due date"
                    min={0}
                    max={60}
                    allowDecimal={false}
                    value={state.lateFee.dueDays}
                    onChange={(value) => set('lateFee', { ...state.lateFee, dueDays: num(value) })}
                  />
                </SimpleGrid>
              )}
            </Stack>
          )}

          {step === 2 && (
            <Stack>
              {errors.tenants && (
                <Alert color="red" role="alert">
                  {errors.tenants}
                </Alert>
              )}
              <MultiSelect
                label="Existing tenants"
                placeholder={tenants.loading ? 'Loading…' : tenants.data.length ? 'Pick tenants' : 'No tenants yet'}
                searchable
                data={tenants.data.map((tenant) => ({
                  value: tenant.id,
                  label: tenant.email ? `${tenant.fullName} (${tenant.email})` : tenant.fullName,
                }))}
                value={state.existingTenantIds}
                onChange={(value) => set('existingTenantIds', value)}
              />
              <Text fw={600} size="sm">
                New tenants
              </Text>
              {state.newTenants.map((tenant, index) => {
                const update = (field: 'fullName' | 'email' | 'phone', value: string) =>
                  set(
                    'newTenants',
                    state.newTenants.map((row) => (row.key === tenant.key ? { ...row, [field]: value } : row)),
                  );
                return (
                  <fieldset key={tenant.key} className="lease-fieldset" aria-label={`New tenant ${index + 1}`}>
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <TextInput
                        label={`New tenant ${index + 1} name`}
                        value={tenant.fullName}
                        onChange={(e) => update('fullName', e.currentTarget.value)}
                      />
                      <TextInput
                        label={`New tenant ${index + 1} e-mail`}
                        type="email"
                        value={tenant.email}
                        onChange={(e) => update('email', e.currentTarget.value)}
                        error={errors[`tenantEmail${index}`]}
                      />
                      <Group gap="xs" align="flex-end" wrap="nowrap">
                        <TextInput
                          style={{ flex: 1 }}
                          label={`New tenant ${index + 1} phone`}
                          type="tel"
                          value={tenant.phone}
                          onChange={(e) => update('phone', e.currentTarget.value)}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="lg"
                          aria-label={`Remove new tenant ${index + 1}`}
                          onClick={() => set('newTenants', state.newTenants.filter((row) => row.key !== tenant.key))}
                        >
                          ×
                        </ActionIcon>
                      </Group>
                    </SimpleGrid>
                  </fieldset>
                );
              })}
              <Button
                variant="light"
                size="xs"
                style={{ alignSelf: 'flex-start' }}
                disabled={state.newTenants.length >= 10}
                onClick={() => set('newTenants', [...state.newTenants, { key: nextRowKey(), fullName: '', email: '', phone: '' }])}
              >
                + Add a new tenant
              </Button>
              <Text size="xs" c="dimmed">
                Only tenants with a name are added. New tenants are saved to your tenant list.
              </Text>
            </Stack>
          )}

          {step === 3 && (
            <Stack>
              <Text fw={600} size="sm">
                Other occupants
              </Text>
              {state.occupants.map((occupant, index) => (
                <Group key={occupant.key} gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    style={{ flex: 2 }}
                    label={`Occupant ${index + 1} name`}
                    value={occupant.fullName}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      set('occupants', state.occupants.map((row) => (row.key === occupant.key ? { ...row, fullName: value } : row)));
                    }}
                  />
                  <TextInput
                    style={{ flex: 1 }}
                    label="Relationship"
                    value={occupant.relationship}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      set('occupants', state.occupants.map((row) => (row.key === occupant.key ? { ...row, relationship: value } : row)));
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Remove occupant ${index + 1}`}
                    onClick={() => set('occupants', state.occupants.filter((row) => row.key !== occupant.key))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="light"
                size="xs"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => set('occupants', [...state.occupants, { key: nextRowKey(), fullName: '', relationship: '' }])}
              >
                + Add occupant
              </Button>
              <Checkbox.Group
                label="Utilities included in the rent"
                value={state.utilities}
                onChange={(value) => set('utilities', value as LeaseUtility[])}
              >
                <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                  {leaseUtilities.map((value) => (
                    <Checkbox key={value} value={value} label={leaseUtilityLabels[value]} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <MultiSelect
                label="Amenities"
                placeholder={amenities.loading ? 'Loading…' : 'Pick amenities'}
                searchable
                data={amenities.data.map((amenity) => ({ value: String(amenity.id), label: amenity.name }))}
                value={state.amenityIds.map(String)}
                onChange={(value) => set('amenityIds', value.map(Number))}
              />
              <AttachmentInput
                label="Lease documents"
                value={state.documents}
                onChange={(files) => set('documents', files)}
                onUploadingChange={setUploading}
              />
            </Stack>
          )}

          {step === 4 && (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Landlord name"
                  required
                  value={state.landlord.fullName}
                  onChange={(e) => set('landlord', { ...state.landlord, fullName: e.currentTarget.value })}
                  error={errors.landlordName}
                />
                <Select
                  label="Landlord is"
                  allowDeselect={false}
                  data={landlordEntityTypes.map((value) => ({ value, label: landlordEntityTypeLabels[value] }))}
                  value={state.landlord.entityType}
                  onChange={(value) => value && set('landlord', { ...state.landlord, entityType: value as LandlordEntityType })}
                />
                <TextInput
                  label="Landlord e-mail"
                  type="email"
                  value={state.landlord.email}
                  onChange={(e) => set('landlord', { ...state.landlord, email: e.currentTarget.value })}
                  error={errors.landlordEmail}
                />
                <TextInput
                  label="Landlord phone"
                  type="tel"
                  value={state.landlord.phoneNumber}
                  onChange={(e) => set('landlord', { ...state.landlord, phoneNumber: e.currentTarget.value })}
                />
                <TextInput
                  label="Landlord license or ID number"
                  value={state.landlord.licenseId}
                  onChange={(e) => set('landlord', { ...state.landlord, licenseId: e.currentTarget.value })}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                The lease is saved as a draft. Review its PDF, then send it to everybody for e-signature.
              </Text>
            </Stack>
          )}

          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={step === 0 ? onClose : () => go(step - 1)}>
              {step === 0 ? 'Cancel' : 'Back'}
            </Button>
            {step < leaseFormSteps.length - 1 ? (
              <Button type="submit" disabled={Boolean(step === 0 && dates.overlap)}>
                Next
              </Button>
            ) : (
              <Button type="submit" loading={pending} disabled={uploading}>
                Create lease
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
