/** The phone breakpoint of the list kit: below Mantine's `sm` a list shows cards and its filters move into a drawer. */
import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint (48em = 768 px): narrower screens count as phones. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on phone-sized screens (read on the first render, so a list never flashes its table on a phone). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
