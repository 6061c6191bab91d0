/** The chat feature's sidebar icon, declared in its own folder (components/ui/icons.tsx keeps the shared ones). */
import { defineIcon } from '../../components/ui/icons.tsx';

export const IconChat = defineIcon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />);
