/**
 * Window layout picker (spec points 3, 4, 9): the layouts that fit the size, filtered by panel count,
 * plus 'Non standard' (no standard layout fits) and 'Custom Layout'.
 */
import { Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  CUSTOM_LAYOUT_ID,
  NON_STANDARD_LAYOUT_ID,
  NO_STANDARD_LAYOUT_ACTIVE_ID,
  activeLayoutOf,
  customLayout,
  filterLayoutsByPanels,
  isSizeComplete,
  layoutLabel,
  panelFilters,
} from '@lintel/shared';
import type { Layout, PanelFilter } from '@lintel/shared';
import { selectIsLookingUpLayouts } from '../api/configurator-api.ts';
import { formatMoney } from '../model.ts';
import type { ConfiguredModel } from '../model.ts';
import { draftPropertiesChanged } from '../state/configurator-slice.ts';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';

const panelFilterLabel = (filter: PanelFilter) =>
  filter === 'all' ? 'All' : `${filter} ${filter === '1' ? 'panel' : 'panels'}`;

export function LayoutPicker({ model }: { model: ConfiguredModel }) {
  const dispatch = useCfgDispatch();
  const isLookingUp = useCfgSelector(selectIsLookingUpLayouts);
  const [filter, setFilter] = useState<PanelFilter>('all');
  const openingType = model.choices.OPENING_TYPE?.option.metadata.key ?? 'casement';
  const { layouts } = model.properties;
  const active = activeLayoutOf(model.properties);
  const entries = filterLayoutsByPanels(
    layouts.some((layout) => layout.id === CUSTOM_LAYOUT_ID) ? layouts : [...layouts, customLayout(openingType)],
    filter,
  );

  function choose(layout: Layout) {
    if (layout.id === NON_STANDARD_LAYOUT_ID) {
      dispatch(draftPropertiesChanged({ isNonStandardLayout: true, activeLayoutId: NO_STANDARD_LAYOUT_ACTIVE_ID }));
    } else {
      const withLayout = layouts.some((item) => item.id === layout.id) ? layouts : [...layouts, layout];
      dispatch(draftPropertiesChanged({ layouts: withLayout, activeLayoutId: layout.id, isNonStandardLayout: false }));
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5" id="layout-title">
          Layout
        </Title>
        {isLookingUp && <Loader size="xs" aria-label="Looking up layouts" />}
      </Group>
      {!isSizeComplete(model.properties.size) ? (
        <Text c="dimmed">Enter the width and height to see the layouts that fit.</Text>
      ) : (
        <>
          <SegmentedControl
            aria-label="Panels"
            size="xs"
            value={filter}
            onChange={(value) => setFilter(value as PanelFilter)}
            data={panelFilters.map((value) => ({ value, label: panelFilterLabel(value) }))}
          />
          <div className="cfg-option-grid" role="group" aria-labelledby="layout-title">
            {entries.map((layout) => (
              <button
                key={layout.id}
                type="button"
                className="cfg-option"
                aria-pressed={active?.id === layout.id}
                onClick={() => choose(layout)}
              >
                {layout.icon ? (
                  <img className="cfg-option__picture" src={layout.icon.url} alt="" />
                ) : (
                  <span
                    className="cfg-option__swatch"
                    style={{ background: 'var(--mantine-color-gray-1)' }}
                    aria-hidden="true"
                  />
                )}
                <span className="cfg-option__name">{layoutLabel(layout)}</span>
                <span className="cfg-option__price">
                  {layout.price > 0 ? `+${formatMoney(layout.price)}` : 'Included'}
                </span>
              </button>
            ))}
          </div>
          {model.properties.isNonStandardLayout && (
            <Text size="sm" c="dimmed">
              No standard layout fits this size; it will be quoted as a non-standard window.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
