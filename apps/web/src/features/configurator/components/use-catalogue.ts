/**
 * The catalogue every configurator screen prices with (spec point 7, public): project types (base
 * prices) and add-ons, read through the data cache (api/configurator-api.ts), asked once per visit.
 * Until the answer is in, the lists persisted by the last visit show (spec point 4 "Persisted client
 * state"), so estimates appear at once.
 */
import { useMemo } from 'react';
import type { Addon, ProjectType } from '@lintel/shared';
import { readPersistedList } from '../../../lib/persisted.ts';
import { ADDONS_KEY, PROJECT_TYPES_KEY, useAddonsQuery, useProjectTypesQuery } from '../api/configurator-api.ts';

const isProjectType = (value: unknown): value is ProjectType =>
  typeof value === 'object' && value !== null && typeof (value as ProjectType).key === 'string' && typeof (value as ProjectType).basePrice === 'number';
const isAddon = (value: unknown): value is Addon =>
  typeof value === 'object' && value !== null && typeof (value as Addon).id === 'number' && Array.isArray((value as Addon).projectTypes);

/** Project types and add-ons: the server's answer, else the persisted lists ([] on a first visit). */
export function useCatalogue(): { projectTypes: ProjectType[]; addons: Addon[] } {
  const { data: projectTypes } = useProjectTypesQuery();
  const { data: addons } = useAddonsQuery();
  const persistedTypes = useMemo(() => readPersistedList(PROJECT_TYPES_KEY, isProjectType), []);
  const persistedAddons = useMemo(() => readPersistedList(ADDONS_KEY, isAddon), []);
  return { projectTypes: projectTypes ?? persistedTypes, addons: addons ?? persistedAddons };
}
