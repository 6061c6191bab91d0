/** Phone navigation drawer; loaded only when first opened so the desktop first screen doesn't carry it. */
import { Drawer } from '@mantine/core';
import { NavItems } from './nav-items.tsx';

export default function MobileDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Lintel" size={280} hiddenFrom="sm">
      <nav aria-label="Main" className="drawer-nav">
        <NavItems onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
