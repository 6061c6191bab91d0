/** Loads what every configurator screen needs once per visit: project types (prices) and add-ons. */
import { useEffect } from 'react';
import { fetchAddons, fetchProjectTypes } from '../api/catalogue-calls.ts';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';

export function useCatalogueBasics(): void {
  const dispatch = useCfgDispatch();
  const typesStatus = useCfgSelector((state) => state.configurator.projectTypesStatus);
  const addonsStatus = useCfgSelector((state) => state.configurator.addonsStatus);
  useEffect(() => {
    if (typesStatus === 'idle') void dispatch(fetchProjectTypes());
  }, [typesStatus, dispatch]);
  useEffect(() => {
    if (addonsStatus === 'idle') void dispatch(fetchAddons());
  }, [addonsStatus, dispatch]);
}
