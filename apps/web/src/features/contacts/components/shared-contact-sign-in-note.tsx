/**
 * On the sign-in page a guest reaches from a shared-contact link (issue 21): who shared which contact,
 * and until when the link works — read from the public preview, so nothing but the name and the sharer.
 * A link that no longer works says so; the sign-in form below stays usable either way.
 */
import { Alert, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format.ts';
import { useSharedContactPreviewQuery } from '../api/contacts-api.ts';

export default function SharedContactSignInNote({ token }: { token: string }) {
  const { data, isError } = useSharedContactPreviewQuery(token);
  if (isError) {
    return (
      <Alert color="yellow" mb="md" title="This shared contact link does not work">
        It was revoked or has expired. Ask the sender to share the contact again.
      </Alert>
    );
  }
  if (!data) return null;
  return (
    <Alert color="blue" mb="md" title={`${data.sharedBy.fullName} shared a contact with you`}>
      <Text size="sm">
        Sign in, or create an account, to see <strong>{data.contactName}</strong>'s contact card and add it to your contacts. The link works until{' '}
        {formatDate(data.expiresAt)}.
      </Text>
    </Alert>
  );
}
