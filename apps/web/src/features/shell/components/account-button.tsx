/** The avatar-and-name button that opens the account menu. */
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import type { User } from '@lintel/shared';
import { initials } from '../../../lib/format.ts';

type Props = { user: Pick<User, 'fullName' | 'profilePicture'> } & ComponentPropsWithoutRef<'button'>;

export const AccountButton = forwardRef<HTMLButtonElement, Props>(function AccountButton({ user, ...props }, ref) {
  return (
    <UnstyledButton ref={ref} aria-label={`Account menu for ${user.fullName}`} aria-haspopup="menu" {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.profilePicture} alt="" radius="xl" size={36} color="indigo">
          {initials(user.fullName)}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm">
          {user.fullName}
        </Text>
      </Group>
    </UnstyledButton>
  );
});
