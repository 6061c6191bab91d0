/**
 * /sign-up/steps: role, then the form (service providers fill their company); later steps stay disabled
 * until reached. Each step is a data-cache mutation whose answer (the user) the auth slice takes in.
 */
import { Button, Radio, Stack, Stepper, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router';
import { nextPathForUser, roleLabels, selfServiceRoles } from '@lintel/shared';
import type { Role, User, WorkOrderCategory } from '@lintel/shared';
import { TradesSelect } from '../../../components/ui/trades-select/trades-select.tsx';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { useFillServiceProviderStepsMutation, useFillUserStepMutation } from '../api/auth-api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RequireAuth } from '../components/session-gate.tsx';

type SelfServiceRole = (typeof selfServiceRoles)[number];

function Steps({ user }: { user: User }) {
  const [fillUserStep, userStep] = useFillUserStepMutation();
  const [fillServiceProviderSteps, providerSteps] = useFillServiceProviderStepsMutation();
  const pending = userStep.isLoading || providerSteps.isLoading;
  const active = user.signupStep === 'role' ? 0 : 1;
  const [role, setRole] = useState<SelfServiceRole>(user.role === 'tenant' ? 'homeOwner' : user.role);
  const [fullName, setFullName] = useState(user.fullName);
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber ?? '');
  const [companyName, setCompanyName] = useState('');
  const [trades, setTrades] = useState<WorkOrderCategory[]>([]);
  const [error, setError] = useState<string | null>(null);

  if (user.signupStep === 'done') return <Navigate to={nextPathForUser(user)} replace />;
  const isProvider = user.role === 'serviceProvider';

  async function submitRole(event: FormEvent) {
    event.preventDefault();
    await fillUserStep({ step: 'role', role });
  }

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    const phone = phoneNumber.replace(/[^\d+]/g, '') || undefined;
    if (isProvider) {
      if (!companyName.trim()) return setError('Company name is required');
      setError(null);
      await fillServiceProviderSteps({ companyName: companyName.trim(), trades, ...(phone ? { phoneNumber: phone } : {}) });
    } else {
      if (!fullName.trim()) return setError('Name is required');
      setError(null);
      await fillUserStep({ step: 'form', fullName: fullName.trim(), ...(phone ? { phoneNumber: phone } : {}) });
    }
  }

  return (
    <Stepper active={active} allowNextStepsSelect={false} size="sm">
      <Stepper.Step label="Role" description="Who you are">
        <form onSubmit={submitRole} aria-label="Choose your role">
          <Stack mt="md">
            <Radio.Group label="I am a" value={role} onChange={(value) => setRole(value as SelfServiceRole)}>
              <Stack gap="xs" mt="xs">
                {selfServiceRoles.map((value: Role) => (
                  <Radio key={value} value={value} label={roleLabels[value]} />
                ))}
              </Stack>
            </Radio.Group>
            <Button type="submit" loading={pending}>
              Continue
            </Button>
          </Stack>
        </form>
      </Stepper.Step>
      <Stepper.Step label={isProvider ? 'Company' : 'Details'} description="About you">
        <form onSubmit={submitForm} aria-label="Your details" noValidate>
          <Stack mt="md">
            {isProvider ? (
              <>
                <TextInput
                  label="Company name"
                  required
                  value={companyName}
                  onChange={(e) => setCompanyName(e.currentTarget.value)}
                  error={error}
                />
                <TradesSelect value={trades} onChange={setTrades} />
              </>
            ) : (
              <TextInput
                label="Full name"
                required
                autoComplete="name"
                value={fullName}
                onChange={(e) => setFullName(e.currentTarget.value)}
                error={error}
              />
            )}
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              value={phoneNumber}
              onChange={(e) => setPhoneNumber(e.currentTarget.value)}
            />
            <Button type="submit" loading={pending}>
              Finish
            </Button>
          </Stack>
        </form>
      </Stepper.Step>
    </Stepper>
  );
}

export default function SignUpStepsPage() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <RequireAuth allowUnfinishedSignup>
      <AuthLayout title="Finish setting up" subtitle="Two quick steps and you're in.">
        {user && <Steps user={user} />}
      </AuthLayout>
    </RequireAuth>
  );
}
