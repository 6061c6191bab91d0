/** /sign-up: role choice (homeOwner by default, spec point 1), name, e-mail, password; then "check your inbox". */
import { Alert, Anchor, Button, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { roleLabels, selfServiceRoles } from '@lintel/shared';
import type { Role } from '@lintel/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { fieldErrorsOfFailure, useRegisterMutation, useSignInMutation } from '../api/auth-api.ts';
import { unauthRoleChosen } from '../state/auth-slice.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { GuestOnly } from '../components/session-gate.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { paths } from '../../../lib/paths.ts';

type SelfServiceRole = (typeof selfServiceRoles)[number];
const isSelfService = (role: Role): role is SelfServiceRole => (selfServiceRoles as readonly Role[]).includes(role);

/** The sign-up form's field errors (empty when it may be sent). */
function signUpErrors(fullName: string, email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!fullName.trim()) errors.fullName = 'Name is required';
  if (!/^\S+@\S+\.\S+$/.test(email.trim())) errors.email = 'Enter a valid e-mail address';
  if (password.length < 8) errors.password = 'Password must be at least 8 characters';
  return errors;
}

export default function SignUpPage() {
  const dispatch = useAppDispatch();
  const unauth = useAppSelector((state) => state.auth.unauth);
  const [register, registration] = useRegisterMutation();
  const [signIn, signingIn] = useSignInMutation();
  const role: SelfServiceRole = isSelfService(unauth.role) ? unauth.role : 'homeOwner';
  // An invitation link (/sign-up?invitation=TOKEN&email=…): the account gets the invited role and is linked.
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation') ?? undefined;
  // The invitation link carries the name the landlord entered (issue 11 item 14).
  const [fullName, setFullName] = useState(searchParams.get('name') ?? '');
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  // Checked as the user types once they tried to submit, so a fixed field clears at once (issue 11 item 10).
  const [submitted, setSubmitted] = useState(false);
  // Errors the server found (a taken e-mail, 409 EMAIL_TAKEN), shown on their field until it changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...(submitted ? signUpErrors(fullName, email, password) : {}) };
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(signUpErrors(fullName, email, password)).length) return;
    const result = await register({
      fullName: fullName.trim(),
      email: email.trim(),
      password,
      role,
      ...(unauth.redirectUrl ? { redirectUrl: unauth.redirectUrl } : {}),
      ...(invitationToken ? { invitationToken } : {}),
    });
    if ('error' in result) {
      // A taken e-mail (409 EMAIL_TAKEN) is shown on its field; other failures were toasted.
      const failure = result.error as ApiFailure;
      setServerErrors(failure.code === 'EMAIL_TAKEN' ? fieldErrorsOfFailure(failure) : {});
      return;
    }
    // Signed up with an invitation: the address is already verified, so sign in at once (GuestOnly then
    // sends the new tenant on to their dashboard); otherwise ask them to check their inbox.
    const registered = result.data.user;
    if (registered.emailVerified) await signIn({ email: registered.email, password });
    else setRegisteredEmail(registered.email);
  }

  if (registeredEmail) {
    return (
      <AuthLayout title="Check your inbox">
        <Stack>
          <Alert color="teal" role="status" title="You have successfully signed up">
            We sent a verification link to {registeredEmail}. Open it to activate your account, then sign in.
          </Alert>
          <Text size="sm">Didn't get it?</Text>
          <ResendVerificationForm initialEmail={registeredEmail} />
          <Anchor component={Link} to={paths.login} ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <GuestOnly>
      <AuthLayout title="Create your account" subtitle="Tell us who you are so we can set Lintel up for you.">
        <form onSubmit={submit} noValidate aria-label="Sign up">
          <Stack>
            {invitationToken ? (
              <Alert color="indigo" variant="light">
                You were invited to Lintel. Sign up with the invited e-mail address to accept.
              </Alert>
            ) : (
              <>
                <Radio.Group label="I am a" value={role} onChange={(value) => dispatch(unauthRoleChosen(value as Role))}>
                  <Stack gap="xs" mt="xs">
                    {selfServiceRoles.map((value) => (
                      <Radio key={value} value={value} label={roleLabels[value]} />
                    ))}
                  </Stack>
                </Radio.Group>
                {/* Tenants join by their landlord's invitation (issue 22): say so where they would look. */}
                <Text size="sm" c="dimmed">
                  Renting? Ask your landlord for an invitation: its link signs you up as their tenant.
                </Text>
              </>
            )}
            <TextInput
              label="Full name"
              autoComplete="name"
              required
              value={fullName}
              onChange={(e) => setFullName(e.currentTarget.value)}
              error={errors.fullName}
            />
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setServerErrors(({ email: _taken, ...others }) => others);
              }}
              error={errors.email}
            />
            <PasswordInput
              label="Password"
              description="At least 8 characters"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <Text size="xs" c="dimmed">
              By signing up you agree to the{' '}
              <Anchor component={Link} to={paths.terms} size="xs" target="_blank" underline="always">
                Terms of Service
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to={paths.privacy} size="xs" target="_blank" underline="always">
                Privacy Policy
              </Anchor>
              .
            </Text>
            <Button type="submit" loading={registration.isLoading || signingIn.isLoading} fullWidth>
              Sign up
            </Button>
          </Stack>
        </form>
        <SocialButtons mode="register" role={role} />
        <Text size="sm" mt="lg" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login}>
            Sign in
          </Anchor>
        </Text>
      </AuthLayout>
    </GuestOnly>
  );
}
