/** /configurator — choose what to configure (window, exterior door, garage door) or make a quick request. */
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { projectTypeKeys, projectTypeLabels } from '@lintel/shared';
import type { ProjectTypeKey } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { ConfiguratorNav } from '../components/configurator-nav.tsx';
import { useCatalogue } from '../components/use-catalogue.ts';
import { formatMoney, isDraftStale } from '../model.ts';
import { modelName } from '../components/summary-step.tsx';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';

const blurbs: Record<ProjectTypeKey, string> = {
  window: 'Casement, awning, double-hung, sliders, bay and bow: frame, colours, glass, grids and layout.',
  exteriorDoor: 'Steel, fiberglass or wood entry doors with glass, sidelights, transoms and hardware.',
  garageDoor: 'Sectional, roll-up or carriage-house doors with windows, colours and a pass door.',
};

function TypePicture({ type }: { type: ProjectTypeKey }) {
  const stroke = '#34455e';
  return (
    <svg viewBox="0 0 120 80" width="100%" height="96" aria-hidden="true">
      <rect x="0" y="0" width="120" height="80" rx="8" fill="#eef2f7" />
      {type === 'window' && (
        <g stroke={stroke} strokeWidth="3" fill="#cfe4f1">
          <rect x="30" y="12" width="60" height="56" />
          <line x1="60" y1="12" x2="60" y2="68" />
        </g>
      )}
      {type === 'exteriorDoor' && (
        <g stroke={stroke} strokeWidth="3">
          <rect x="44" y="8" width="32" height="68" fill="#7c1f1b" />
          <rect x="30" y="8" width="12" height="68" fill="#cfe4f1" />
          <circle cx="70" cy="44" r="2.5" fill="#c0c0b8" />
        </g>
      )}
      {type === 'garageDoor' && (
        <g stroke={stroke} strokeWidth="2.5" fill="#f7f7f2">
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x="18" y={14 + i * 15} width="84" height="14" />
          ))}
          {[0, 1, 2, 3].map((i) => (
            <rect key={`w${i}`} x={24 + i * 20} y="17" width="14" height="8" fill="#cfe4f1" strokeWidth="1.5" />
          ))}
        </g>
      )}
    </svg>
  );
}

export default function ConfiguratorHomePage() {
  const { projectTypes } = useCatalogue();
  const navigate = useNavigate();
  const dispatch = useCfgDispatch();
  const draft = useCfgSelector((state) => state.configurator.draft);
  const draftEditedAt = useCfgSelector((state) => state.configurator.draftEditedAt);
  // Only a draft the user changed lately is worth continuing (isDraftStale says which).
  const continuable = draft && !isDraftStale(draftEditedAt, new Date()) ? draft : null;
  return (
    <Stack gap="md">
      <ConfiguratorNav />
      <div>
        <Title order={1} size="h2">
          Windows and doors
        </Title>
        <Text c="dimmed">
          Design it step by step, see it in 3D and get an instant estimate. No account needed until you save.
        </Text>
      </div>
      {continuable && (
        <Group>
          <Button variant="light" onClick={() => void navigate(paths.configuratorType(continuable.projectType))}>
            Continue: {modelName(continuable)}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {projectTypeKeys.map((type) => {
          const catalogueType = projectTypes.find((item) => item.key === type);
          return (
            <button
              key={type}
              type="button"
              className="cfg-type-card"
              onClick={() => void navigate(paths.configuratorType(type))}
            >
              <TypePicture type={type} />
              <Text fw={700} size="lg">
                {projectTypeLabels[type]}
              </Text>
              <Text size="sm" c="dimmed">
                {blurbs[type]}
              </Text>
              {catalogueType && <Text size="sm">From {formatMoney(catalogueType.basePrice)}</Text>}
            </button>
          );
        })}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={() => dispatch(modalOpened({ name: modalNames.simplifiedConfigurator }))}>
          Not sure yet? Quick request
        </Button>
      </Group>
    </Stack>
  );
}
