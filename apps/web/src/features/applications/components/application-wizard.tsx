/**
 * The six-step tenant application wizard of spec point 2: Basic Info, Terms, Address, Financial,
 * Add. Info, Summary. Co-signers = yes inserts Co-Signers as step 2 and the rest renumber; steps not
 * reached yet are disabled (the step helpers of packages/shared decide both).
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { clearDraft, readDraft, useDraftAutosave } from '../../../lib/form-draft.ts';
import type { FormEvent, ReactNode } from 'react';
import {
  applicationCountries,
  applicationStepStates,
  employmentStatusLabels,
  employmentStatuses,
  idTypeLabels,
  idTypes,
  leaseTermLabels,
  leaseTerms,
  nextApplicationStep,
  previousApplicationStep,
  reachApplicationStep,
  reachedAfterCoSignersChange,
  reasonForLeavingLabels,
  reasonsForLeaving,
} from '@lintel/shared';
import type { ApplicationStepKey, StoredFile } from '@lintel/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/data-cache.ts';
import { emptyCoSigner, toApplicationPayload, validateApplicationStep } from './wizard-state.ts';
import type { WizardData, WizardErrors } from './wizard-state.ts';
import './wizard.css';
import { formatDate } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/format-phone.ts';

type Num = number | '';
const num = (value: string | number): Num => (value === '' ? '' : Number(value));

export interface ApplicationWizardProps {
  initialData: WizardData;
  onUpload?: (file: File) => Promise<StoredFile>;
  onSubmit: (payload: ReturnType<typeof toApplicationPayload>) => Promise<void>;
  /** Storage key of this application's draft (lib/form-draft.ts): a reload continues where the applicant was. */
  draftKey?: string;
}

interface ApplicationDraft {
  data: WizardData;
  current: ApplicationStepKey;
  reached: ApplicationStepKey;
}

function YesNo({ label, value, onChange, error }: { label: string; value: boolean | null; onChange: (value: boolean) => void; error?: string }) {
  return (
    <Radio.Group
      label={label}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
      error={error}
      required
    >
      <Group mt={6}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

function SummarySection({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section aria-label={title}>
      <Text fw={650} mb={4}>
        {title}
      </Text>
      <dl className="wizard-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ApplicationWizard({ initialData, onUpload, onSubmit, draftKey }: ApplicationWizardProps) {
  const [restored] = useState(() => (draftKey ? readDraft<ApplicationDraft>(draftKey) : null));
  const [data, setData] = useState<WizardData>(restored?.value.data ?? initialData);
  const [current, setCurrent] = useState<ApplicationStepKey>(restored?.value.current ?? 'basicInfo');
  const [reached, setReached] = useState<ApplicationStepKey>(restored?.value.reached ?? 'basicInfo');
  const draft = useMemo<ApplicationDraft>(() => ({ data, current, reached }), [data, current, reached]);
  useDraftAutosave(draftKey ?? null, draft);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const hasCoSigners = data.basicInfo.hasCoSigners === true;
  const steps = applicationStepStates(hasCoSigners, reached, current);
  const currentStep = steps.find((step) => step.isCurrent) ?? steps[0]!;

  const patch = <K extends Exclude<keyof WizardData, 'coSigners' | 'consent'>>(section: K, values: Partial<WizardData[K]>) =>
    setData((prev) => ({ ...prev, [section]: { ...prev[section], ...values } }));
  const err = (field: string) => errors[field];

  function setCoSigners(value: boolean) {
    patch('basicInfo', { hasCoSigners: value });
    setReached((prev) => reachedAfterCoSignersChange(value, prev));
  }

  function goTo(target: ApplicationStepKey) {
    setErrors({});
    setCurrent(target);
    setReached((prev) => reachApplicationStep(hasCoSigners, prev, target));
    if (typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    const stepErrors = validateApplicationStep(current, data);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length) return;
    const following = nextApplicationStep(hasCoSigners, current);
    if (following) return goTo(following);
    setSubmitting(true);
    setSubmitError(null);
    try {
      await onSubmit(toApplicationPayload(data));
      if (draftKey) clearDraft(draftKey);
    } catch (error) {
      // An ApiError, or a data-cache failure (`{ message }`, the server's message or the default).
      setSubmitError(error instanceof Error ? errorMessage(error, 'Failed to submit the application') : failureMessage(error, 'Failed to submit the application'));
    } finally {
      setSubmitting(false);
    }
  }

  async function addFiles(files: File[]) {
    if (!onUpload || !files.length) return;
    setUploading(true);
    const stored: StoredFile[] = [];
    for (const file of files.slice(0, 10 - data.additionalInfo.attachments.length)) {
      try {
        stored.push(await onUpload(file));
      } catch (error) {
        setErrors((prev) => ({ ...prev, 'additionalInfo.attachments': errorMessage(error, `Could not upload ${file.name}`) }));
      }
    }
    setUploading(false);
    setData((prev) => ({ ...prev, additionalInfo: { ...prev.additionalInfo, attachments: [...prev.additionalInfo.attachments, ...stored] } }));
  }

  const b = data.basicInfo;
  const previous = previousApplicationStep(hasCoSigners, current);

  return (
    <form onSubmit={next} noValidate aria-label="Tenant application">
      <Stack>
        <nav aria-label="Application steps">
          <ol className="wizard-steps">
            {steps.map((step) => (
              <li key={step.key}>
                <UnstyledButton
                  className="wizard-steps__button"
                  disabled={!step.isEnabled}
                  aria-current={step.isCurrent ? 'step' : undefined}
                  aria-label={`Step ${step.number}: ${step.label}`}
                  data-active={step.isCurrent || undefined}
                  onClick={() => goTo(step.key)}
                >
                  <span className="wizard-steps__number">{step.number}</span>
                  <span className="wizard-steps__label">{step.label}</span>
                </UnstyledButton>
              </li>
            ))}
          </ol>
        </nav>
        <Title order={2} size="h3">
          Step {currentStep.number} of {steps.length}: {currentStep.label}
        </Title>

        {current === 'basicInfo' && (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Full name" required autoComplete="name" value={b.fullName} onChange={(e) => patch('basicInfo', { fullName: e.currentTarget.value })} error={err('basicInfo.fullName')} />
              <TextInput label="E-mail" type="email" required autoComplete="email" value={b.email} onChange={(e) => patch('basicInfo', { email: e.currentTarget.value })} error={err('basicInfo.email')} />
              <TextInput label="Phone number" type="tel" required autoComplete="tel" value={b.phoneNumber} onChange={(e) => patch('basicInfo', { phoneNumber: e.currentTarget.value })} error={err('basicInfo.phoneNumber')} />
              <TextInput label="Date of birth" type="date" required value={b.dateOfBirth} onChange={(e) => patch('basicInfo', { dateOfBirth: e.currentTarget.value })} error={err('basicInfo.dateOfBirth')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="ID type"
                required
                data={idTypes.map((value) => ({ value, label: idTypeLabels[value] }))}
                value={b.idType || null}
                onChange={(value) => patch('basicInfo', { idType: (value ?? '') as WizardData['basicInfo']['idType'] })}
                error={err('basicInfo.idType')}
              />
              <TextInput label="ID number" required value={b.idNumber} onChange={(e) => patch('basicInfo', { idNumber: e.currentTarget.value })} error={err('basicInfo.idNumber')} />
              <Select
                label="Issued in"
                required
                data={[...applicationCountries]}
                value={b.idCountry || null}
                onChange={(value) => patch('basicInfo', { idCountry: (value ?? '') as WizardData['basicInfo']['idCountry'] })}
                error={err('basicInfo.idCountry')}
              />
            </SimpleGrid>
            <YesNo label="Do you have co-signers?" value={b.hasCoSigners} onChange={setCoSigners} error={err('basicInfo.hasCoSigners')} />
          </Stack>
        )}

        {current === 'coSigners' && (
          <Stack>
            <Text size="sm" c="dimmed">
              A co-signer (guarantor) agrees to pay the rent if you can't. Add up to three.
            </Text>
            {data.coSigners.map((row, index) => {
              const update = (values: Partial<typeof row>) =>
                setData((prev) => ({ ...prev, coSigners: prev.coSigners.map((item) => (item.key === row.key ? { ...item, ...values } : item)) }));
              return (
                <fieldset key={row.key} className="wizard-fieldset" aria-label={`Co-signer ${index + 1}`}>
                  <Group justify="space-between" mb={4}>
                    <Text fw={600} size="sm">
                      Co-signer {index + 1}
                    </Text>
                    {data.coSigners.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove co-signer ${index + 1}`}
                        onClick={() => setData((prev) => ({ ...prev, coSigners: prev.coSigners.filter((item) => item.key !== row.key) }))}
                      >
                        ×
                      </ActionIcon>
                    )}
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label={`Co-signer ${index + 1} name`} required value={row.fullName} onChange={(e) => update({ fullName: e.currentTarget.value })} error={err(`coSigners.${index}.fullName`)} />
                    <TextInput label={`Co-signer ${index + 1} e-mail`} type="email" required value={row.email} onChange={(e) => update({ email: e.currentTarget.value })} error={err(`coSigners.${index}.email`)} />
                    <TextInput label={`Co-signer ${index + 1} phone`} type="tel" required value={row.phoneNumber} onChange={(e) => update({ phoneNumber: e.currentTarget.value })} error={err(`coSigners.${index}.phoneNumber`)} />
                    <TextInput label={`Co-signer ${index + 1} relationship`} value={row.relationship} onChange={(e) => update({ relationship: e.currentTarget.value })} />
                  </SimpleGrid>
                </fieldset>
              );
            })}
            {data.coSigners.length < 3 && (
              <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setData((prev) => ({ ...prev, coSigners: [...prev.coSigners, emptyCoSigner()] }))}>
                + Add co-signer
              </Button>
            )}
          </Stack>
        )}

        {current === 'terms' && (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Desired move-in date" type="date" required value={data.terms.desiredMoveInDate} onChange={(e) => patch('terms', { desiredMoveInDate: e.currentTarget.value })} error={err('terms.desiredMoveInDate')} />
              <Select
                label="Lease term"
                allowDeselect={false}
                data={leaseTerms.map((value) => ({ value, label: leaseTermLabels[value] }))}
                value={data.terms.leaseTerm}
                onChange={(value) => value && patch('terms', { leaseTerm: value as WizardData['terms']['leaseTerm'] })}
              />
              <NumberInput label="People who will live there" min={1} max={20} allowDecimal={false} required value={data.terms.occupantsCount} onChange={(value) => patch('terms', { occupantsCount: num(value) })} error={err('terms.occupantsCount')} />
            </SimpleGrid>
            <Switch label="I have pets" checked={data.terms.hasPets} onChange={(e) => patch('terms', { hasPets: e.currentTarget.checked })} />
            {data.terms.hasPets && <TextInput label="Pets (kind, breed, size)" value={data.terms.petsDescription} onChange={(e) => patch('terms', { petsDescription: e.currentTarget.value })} />}
            <Switch label="Someone in the household smokes" checked={data.terms.smokes} onChange={(e) => patch('terms', { smokes: e.currentTarget.checked })} />
          </Stack>
        )}

        {current === 'address' && (
          <Stack>
            <TextInput label="Current address" required autoComplete="street-address" value={data.address.address} onChange={(e) => patch('address', { address: e.currentTarget.value })} error={err('address.address')} />
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <TextInput label="City" required value={data.address.city} onChange={(e) => patch('address', { city: e.currentTarget.value })} error={err('address.city')} />
              <TextInput label="State or province" value={data.address.state} onChange={(e) => patch('address', { state: e.currentTarget.value })} />
              <TextInput label="Postal code" value={data.address.postalCode} onChange={(e) => patch('address', { postalCode: e.currentTarget.value })} />
              <Select label="Country" required data={[...applicationCountries]} value={data.address.country || null} onChange={(value) => patch('address', { country: (value ?? '') as WizardData['address']['country'] })} error={err('address.country')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Living there since" type="date" value={data.address.livedSince} onChange={(e) => patch('address', { livedSince: e.currentTarget.value })} />
              <NumberInput label="Current rent" prefix="$" min={0} decimalScale={2} value={data.address.currentRent} onChange={(value) => patch('address', { currentRent: num(value) })} />
              <TextInput label="Current landlord's name" value={data.address.landlordName} onChange={(e) => patch('address', { landlordName: e.currentTarget.value })} />
              <TextInput label="Current landlord's phone" type="tel" value={data.address.landlordPhone} onChange={(e) => patch('address', { landlordPhone: e.currentTarget.value })} error={err('address.landlordPhone')} />
            </SimpleGrid>
            <Select
              label="Reason for leaving"
              required
              searchable
              data={reasonsForLeaving.map((value) => ({ value, label: reasonForLeavingLabels[value] }))}
              value={data.address.reasonForLeaving || null}
              onChange={(value) => patch('address', { reasonForLeaving: (value ?? '') as WizardData['address']['reasonForLeaving'] })}
              error={err('address.reasonForLeaving')}
            />
            <Textarea label="Anything to add about leaving" autosize minRows={2} value={data.address.reasonDetails} onChange={(e) => patch('address', { reasonDetails: e.currentTarget.value })} />
          </Stack>
        )}

        {current === 'financial' && (
          <Stack>
            <Select
              label="Employment status"
              required
              data={employmentStatuses.map((value) => ({ value, label: employmentStatusLabels[value] }))}
              value={data.financial.employmentStatus || null}
              onChange={(value) => patch('financial', { employmentStatus: (value ?? '') as WizardData['financial']['employmentStatus'] })}
              error={err('financial.employmentStatus')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Employer" value={data.financial.employer} onChange={(e) => patch('financial', { employer: e.currentTarget.value })} />
              <TextInput label="Job title" value={data.financial.jobTitle} onChange={(e) => patch('financial', { jobTitle: e.currentTarget.value })} />
              <TextInput label="Employed since" type="date" value={data.financial.employedSince} onChange={(e) => patch('financial', { employedSince: e.currentTarget.value })} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label="Monthly income" prefix="$" min={0} decimalScale={2} thousandSeparator="," required value={data.financial.monthlyIncome} onChange={(value) => patch('financial', { monthlyIncome: num(value) })} error={err('financial.monthlyIncome')} />
              <NumberInput label="Other monthly income" prefix="$" min={0} decimalScale={2} thousandSeparator="," value={data.financial.otherIncome} onChange={(value) => patch('financial', { otherIncome: num(value) })} />
              <TextInput label="Source of other income" value={data.financial.otherIncomeSource} onChange={(e) => patch('financial', { otherIncomeSource: e.currentTarget.value })} />
            </SimpleGrid>
          </Stack>
        )}

        {current === 'additionalInfo' && (
          <Stack>
            <YesNo label="Have you ever been evicted?" value={data.additionalInfo.hasBeenEvicted} onChange={(value) => patch('additionalInfo', { hasBeenEvicted: value })} error={err('additionalInfo.hasBeenEvicted')} />
            <YesNo label="Have you ever filed for bankruptcy?" value={data.additionalInfo.hasBankruptcy} onChange={(value) => patch('additionalInfo', { hasBankruptcy: value })} error={err('additionalInfo.hasBankruptcy')} />
            <TextInput label="Vehicles (make, model, plate)" value={data.additionalInfo.vehicles} onChange={(e) => patch('additionalInfo', { vehicles: e.currentTarget.value })} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Emergency contact name" value={data.additionalInfo.emergencyName} onChange={(e) => patch('additionalInfo', { emergencyName: e.currentTarget.value })} error={err('additionalInfo.emergencyName')} />
              <TextInput label="Emergency contact phone" type="tel" value={data.additionalInfo.emergencyPhone} onChange={(e) => patch('additionalInfo', { emergencyPhone: e.currentTarget.value })} error={err('additionalInfo.emergencyPhone')} />
              <TextInput label="Relationship" value={data.additionalInfo.emergencyRelationship} onChange={(e) => patch('additionalInfo', { emergencyRelationship: e.currentTarget.value })} />
            </SimpleGrid>
            <Textarea label="Notes for the landlord" autosize minRows={2} value={data.additionalInfo.notes} onChange={(e) => patch('additionalInfo', { notes: e.currentTarget.value })} />
            {onUpload && (
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="sm" fw={500}>
                    Documents (pay stubs, ID, references)
                  </Text>
                  <FileButton onChange={(files) => void addFiles(files)} multiple accept="image/*,.pdf,.heic,.heif">
                    {(props) => (
                      <Button {...props} size="xs" variant="light" loading={uploading} disabled={data.additionalInfo.attachments.length >= 10}>
                        Upload files
                      </Button>
                    )}
                  </FileButton>
                </Group>
                {err('additionalInfo.attachments') && (
                  <Text c="red.8" size="sm" role="alert">
                    {err('additionalInfo.attachments')}
                  </Text>
                )}
                {data.additionalInfo.attachments.map((file) => (
                  <Group key={file.id} gap="xs">
                    <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm">
                      {file.name}
                    </Anchor>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove ${file.name}`}
                      onClick={() => patch('additionalInfo', { attachments: data.additionalInfo.attachments.filter((item) => item.id !== file.id) })}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        )}

        {current === 'summary' && (
          <Stack>
            <SummarySection
              title="Basic Info"
              rows={[
                ['Name', b.fullName],
                ['E-mail', b.email],
                ['Phone', formatPhone(b.phoneNumber, '')],
                ['Date of birth', formatDate(b.dateOfBirth, '')],
                ['ID', b.idType ? `${idTypeLabels[b.idType]} ${b.idNumber} (${b.idCountry})` : ''],
                ['Co-signers', hasCoSigners ? data.coSigners.map((row) => row.fullName).join(', ') : 'None'],
              ]}
            />
            <SummarySection
              title="Terms"
              rows={[
                ['Move-in', data.terms.desiredMoveInDate],
                ['Term', leaseTermLabels[data.terms.leaseTerm]],
                ['People', String(data.terms.occupantsCount)],
                ['Pets', data.terms.hasPets ? data.terms.petsDescription || 'Yes' : 'No'],
                ['Smoking', data.terms.smokes ? 'Yes' : 'No'],
              ]}
            />
            <SummarySection
              title="Address"
              rows={[
                ['Address', [data.address.address, data.address.city, data.address.state, data.address.country].filter(Boolean).join(', ')],
                ['Reason for leaving', data.address.reasonForLeaving ? reasonForLeavingLabels[data.address.reasonForLeaving] : ''],
              ]}
            />
            <SummarySection
              title="Financial"
              rows={[
                ['Employment', data.financial.employmentStatus ? employmentStatusLabels[data.financial.employmentStatus] : ''],
                ['Employer', data.financial.employer],
                ['Monthly income', data.financial.monthlyIncome === '' ? '' : `$${data.financial.monthlyIncome}`],
              ]}
            />
            <SummarySection
              title="Add. Info"
              rows={[
                ['Evicted before', data.additionalInfo.hasBeenEvicted ? 'Yes' : 'No'],
                ['Bankruptcy', data.additionalInfo.hasBankruptcy ? 'Yes' : 'No'],
                ['Documents', String(data.additionalInfo.attachments.length)],
              ]}
            />
            <Checkbox
              label="The information I gave is true, and I allow the landlord to check it (references, credit and background)."
              checked={data.consent}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setData((prev) => ({ ...prev, consent: checked }));
              }}
              error={err('consent')}
            />
            {submitError && (
              <Alert color="red" role="alert" title="Could not submit the application">
                {submitError}
              </Alert>
            )}
          </Stack>
        )}

        <Group justify="space-between" mt="sm">
          {previous ? (
            <Button variant="default" onClick={() => goTo(previous)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={submitting} disabled={uploading}>
            {current === 'summary' ? 'Submit application' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
