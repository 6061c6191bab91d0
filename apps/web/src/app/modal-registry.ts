/** The spec point 2 modals this app renders through the modal stack, each loaded on first open: the shared ones plus every feature's. */
import { lazy } from 'react';
import type { ModalRegistry } from '../components/ui/modal-stack/modal-host.tsx';
import { appFeatures } from './features.ts';

export const modalRegistry: ModalRegistry = Object.assign(
  {
    alert: lazy(() => import('../components/ui/modal-stack/alert-modal.tsx')),
    gallery: lazy(() => import('../components/ui/gallery-modal/gallery-modal.tsx')),
    editableText: lazy(() => import('../components/ui/editable-text/editable-text-modal.tsx')),
  } satisfies ModalRegistry,
  ...appFeatures.map((feature) => feature.modals ?? {}),
);
