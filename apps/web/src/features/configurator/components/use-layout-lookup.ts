/**
 * Spec point 4 "Window size change": 1000 ms after the last change of width, height or opening type,
 * the layout-options lookup runs through the data cache (a size looked up before is answered from it;
 * a newer change cancels the pending one and aborts one in flight), and its answer becomes the draft's
 * layouts. Spec point 8: a failed lookup gives no toast and leaves the layouts as they were.
 */
import { useEffect, useRef } from 'react';
import { LAYOUT_LOOKUP_DEBOUNCE_MS, parseSizeValue } from '@lintel/shared';
import { configuratorApi } from '../api/configurator-api.ts';
import type { ConfiguredModel } from '../model.ts';
import { draftLayoutsSet } from '../state/configurator-slice.ts';
import { useCfgDispatch } from '../state/hooks.ts';

export function useLayoutLookup(model: ConfiguredModel | null): void {
  const dispatch = useCfgDispatch();
  const isWindow = model?.projectType === 'window';
  const width = parseSizeValue(model?.properties.size.width);
  const height = parseSizeValue(model?.properties.size.height);
  const openingType = model?.choices.OPENING_TYPE?.option.metadata.key ?? null;
  const key = isWindow && width !== null && height !== null && openingType ? `${width}x${height}:${openingType}` : null;
  // A model restored with its layouts (reload, cart edit) keeps the layout the user picked.
  const settledKey = useRef(model && model.properties.layouts.length > 0 ? key : null);

  useEffect(() => {
    if (key === null || width === null || height === null || openingType === null || key === settledKey.current) return;
    let request: { abort: () => void; unsubscribe: () => void } | null = null;
    const timer = setTimeout(() => {
      settledKey.current = key;
      const lookup = dispatch(configuratorApi.endpoints.layoutOptions.initiate({ width, height, openingType }));
      request = lookup;
      lookup
        .unwrap()
        .then((selection) => dispatch(draftLayoutsSet(selection)))
        .catch(() => undefined)
        .finally(() => lookup.unsubscribe());
    }, LAYOUT_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
      request?.unsubscribe();
    };
  }, [key, width, height, openingType, dispatch]);
}
