/**
 * Lintel's Terms of Service and Privacy Policy (spec point 2 "Terms & Policy"), shown on the settings tab
 * and on the public /terms and /privacy pages linked from sign-up. The text describes what the product
 * actually does (docs/design.md#where-data-lives: storage, e-mail, AI, jobs); change it here when that changes.
 */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Where people write about their account, their data and these terms (one place to change it). */
export const LEGAL_CONTACT_EMAIL = 'privacy@lintel.app';
export const LEGAL_EFFECTIVE_DATE = '23 November 2026';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const contact = <Anchor href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</Anchor>;

export function TermsOfService({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={headingOrder}>Terms of Service</Title>
        <Text size="sm" c="dimmed">
          Effective {LEGAL_EFFECTIVE_DATE}
        </Text>
      </div>
      <Text>
        These terms govern your use of Lintel, a web application for landlords, property managers, homeowners, tenants and service
        providers. By creating an account or using Lintel you agree to them. If you use Lintel for a company, you agree on its behalf.
      </Text>
      <Section title="1. Your account">
        <Text>
          You must give a real name and an e-mail address you control, and verify it before you can sign in. Keep your password to
          yourself; you are responsible for what is done with your account. Tell us at once at {contact} if you think someone else has
          used it. Choose the role that fits you (homeowner, landlord or property manager, tenant, service provider): what you can do
          depends on it.
        </Text>
      </Section>
      <Section title="2. Your content">
        <Text>
          You keep every right to what you put into Lintel: property details, leases, tenants, payments, documents, photos, contacts,
          inventory, calendar entries, messages and quotes. You give us only the permission we need to store it, show it to you and to
          the people you share it with, and send the e-mails you ask for. You must have the right to upload what you upload, including
          other people's personal details (for example your tenants'), and you are responsible for telling them you keep it in Lintel.
        </Text>
      </Section>
      <Section title="3. Acceptable use">
        <Text>You agree not to:</Text>
        <List size="sm" spacing={4}>
          <List.Item>break the law, including housing, anti-discrimination, privacy and consumer-protection law;</List.Item>
          <List.Item>upload malware, or content you have no right to share;</List.Item>
          <List.Item>try to reach other accounts' data, probe or overload the service, or get around its limits;</List.Item>
          <List.Item>send invitations, shared links or quotes to people who did not ask for them (spam).</List.Item>
        </List>
      </Section>
      <Section title="4. Leases, payments and quotes">
        <Text>
          Lintel helps you prepare leases, keep track of rent and expenses and exchange quotes. It is not a law firm, a bank or a
          payment processor: payments recorded in Lintel are records, not transfers of money. Lease templates, late fees and
          calculations are tools; check that what you send complies with the law where the property is. An e-signature in Lintel
          records who signed which version of a lease and when.
        </Text>
      </Section>
      <Section title="5. AI-assisted features">
        <Text>
          Some features (for example calculator explanations) can use an AI model. Their output can be wrong: treat it as a draft to
          check, not as professional advice. See the Privacy Policy for what is sent to the model.
        </Text>
      </Section>
      <Section title="6. Availability and changes">
        <Text>
          We work to keep Lintel available and your data safe, with backups, but we cannot promise it will never be interrupted. We may
          change features; when we change these terms in a way that matters, we tell you by e-mail or in the app before the change
          applies. If you keep using Lintel afterwards, the new terms apply.
        </Text>
      </Section>
      <Section title="7. Ending your use">
        <Text>
          You can stop using Lintel at any time, export your data and close your account in Account settings → Your data (see the
          Privacy Policy). We may suspend an account
          that breaks these terms, after warning you where the law and the situation allow.
        </Text>
      </Section>
      <Section title="8. Liability">
        <Text>
          Lintel is provided as it is. To the extent the law allows, we are not liable for indirect losses, lost profits or lost data
          caused by using or not being able to use the service. Nothing in these terms limits liability that the law does not allow us
          to limit.
        </Text>
      </Section>
      <Section title="9. Contact">
        <Text>Questions about these terms: {contact}.</Text>
      </Section>
    </Stack>
  );
}

export function PrivacyPolicy({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={headingOrder}>Privacy Policy</Title>
        <Text size="sm" c="dimmed">
          Effective {LEGAL_EFFECTIVE_DATE}
        </Text>
      </div>
      <Text>This policy says what personal data Lintel keeps, why, who else sees it, and how you can get it changed or deleted.</Text>
      <Section title="What we keep">
        <List size="sm" spacing={4}>
          <List.Item>
            Your account: name, e-mail address, phone number, role, profile picture, company details and logo, a hash of your password
            (never the password itself), and whether your e-mail is verified.
          </List.Item>
          <List.Item>
            What you enter: properties, units and rooms, tenants and applicants, leases and signatures, transactions and payments,
            bank-account names, documents, photos, inventory, contacts, calendar events, requests, work orders, quotes and messages.
          </List.Item>
          <List.Item>Your settings: dashboard widgets and their order, notification preferences, the settings tab you last opened.</List.Item>
          <List.Item>
            Security records: sign-in sessions (stored as hashes), the time and IP address of failed sign-ins to stop password guessing,
            and server logs, kept for at most 30 days.
          </List.Item>
        </List>
        <Text size="sm">We do not sell your data, show advertising, or use tracking cookies.</Text>
      </Section>
      <Section title="Files">
        <Text size="sm">
          Uploaded files are stored on our servers or with our storage provider, reachable only through links that expire. Images are
          re-encoded when uploaded, which removes hidden metadata such as the GPS location of a photo. A file is deleted from storage
          when you delete it.
        </Text>
      </Section>
      <Section title="E-mail">
        <Text size="sm">
          We send e-mail only for your account and the actions you take: address verification, password reset, invitations you send or
          receive, shared links, lease signatures, reminders and the notifications you chose in your settings. E-mail goes through our
          mail provider, which sees the recipient and the message.
        </Text>
      </Section>
      <Section title="AI use">
        <Text size="sm">
          When an AI-assisted feature is used and the service has an AI provider configured, the text needed for that one answer (for
          example a calculator's inputs) is sent to that provider; the answer says whether it came from the AI or from Lintel's built-in
          rules. We do not send your documents, photos or messages to an AI model unless you use a feature for that content, and we do
          not let AI providers train models on your data.
        </Text>
      </Section>
      <Section title="Who else sees your data">
        <Text size="sm">
          The people you share with: a tenant sees their lease and payments, a service provider sees the work orders and quote requests
          sent to them, anyone with a link you shared sees that one record. Our hosting, storage and e-mail providers process data for
          us under contract. We disclose data to authorities only when the law requires it.
        </Text>
      </Section>
      <Section title="Your rights: export and close your account">
        <Text size="sm">
          You can see and correct your details in Account settings and delete your records in the app at any time. To take a copy of
          your data, open Account settings → Your data and choose Export my data: Lintel builds a zip of every record you own or take
          part in (as JSON and CSV), every file you uploaded exactly as stored, and a manifest with the SHA-256 of each file, and e-mails
          you a link when it is ready. An export can be imported into another Lintel installation.
        </Text>
        <Text size="sm">
          To close your account, choose Close my account on the same tab and type your e-mail address to confirm. Your account is erased
          7 days later; signing in before then cancels the closing. Erasing deletes your records and files, except what the law obliges
          us to keep (for example accounting records), which we keep only as long as required; records you share with others (a lease you
          rent, messages you sent them, work orders you quoted on) stay with them and show you as “Former user”. Backups are overwritten
          within 35 days.
        </Text>
      </Section>
      <Section title="Security">
        <Text size="sm">
          Passwords are hashed with Argon2id, connections are encrypted, sessions expire and can be revoked by signing out, and every
          record is checked against your account before it is shown. If a breach affects your data we tell you and the authorities as
          the law requires.
        </Text>
      </Section>
      <Section title="Contact">
        <Text size="sm">Questions or requests about your data: {contact}.</Text>
      </Section>
    </Stack>
  );
}
