/** A made share link shown read-only with a Copy button (contacts' and work orders' Share dialogs, issue 21 Low list). */
import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/** `url`: the link to copy; the field selects itself on focus so a keyboard user can copy it too. */
export function CopyLinkField({ url }: { url: string }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label="Link to copy" value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
