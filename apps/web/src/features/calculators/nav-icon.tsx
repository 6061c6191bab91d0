/** The calculators feature's sidebar icon, declared in its own folder (components/ui/icons.tsx keeps the shared ones). */
import { defineIcon } from '../../components/ui/icons.tsx';

/** A calculator (calculators). */
export const IconCalculator = defineIcon(
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 18.5h8" />
  </>,
);
