/**
 * Read-only look-ups the add lease modal needs: properties (A-Z, one page of 100), a property's units,
 * tenants to pick, amenities and lease-form templates. A failure leaves the list empty.
 */
import { useEffect, useState } from 'react';
import type { Amenity, LeaseTemplate, LeaseTemplateListResponse, PropertyDetails, PropertyListResponse, Tenant, TenantListResponse } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';

export interface Option {
  value: string;
  label: string;
}

function useLookup<T>(load: (signal: AbortSignal) => Promise<T>, initial: T, key: string | null): { data: T; loading: boolean } {
  const [state, setState] = useState<{ data: T; loading: boolean; key: string | null }>({ data: initial, loading: key !== null, key });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setState({ data, loading: false, key }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ data: initial, loading: false, key });
      });
    return () => controller.abort();
    // `load` and `initial` are stable per key by construction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { data: initial, loading: false };
  return state.key === key ? { data: state.data, loading: state.loading } : { data: initial, loading: true };
}

const noProperties: Array<Option & { unitsCount: number }> = [];
export function usePropertyOptions() {
  return useLookup(
    async (signal) =>
      (await api.get<PropertyListResponse>('/properties', { signal, query: { page: 1, pageSize: 100, sortBy: 'nameAsc' } })).data.results.map(
        (property) => ({ value: property.id, label: property.nickname, unitsCount: property.unitsCount }),
      ),
    noProperties,
    'properties',
  );
}

const noUnits: Option[] = [];
export function useUnitOptions(propertyId: string | null, hasUnits: boolean) {
  return useLookup(
    async (signal) =>
      (await api.get<PropertyDetails>(`/properties/${propertyId}`, { signal })).units
        .filter((unit) => !unit.archived)
        .map((unit) => ({ value: unit.id, label: unit.nickname })),
    noUnits,
    propertyId && hasUnits ? propertyId : null,
  );
}

const noTenants: Tenant[] = [];
export function useTenantOptions() {
  return useLookup(
    async (signal) => (await api.get<TenantListResponse>('/tenants', { signal, query: { page: 1, pageSize: 100, sortBy: 'nameAsc' } })).results,
    noTenants,
    'tenants',
  );
}

const noAmenities: Amenity[] = [];
export function useAmenityOptions() {
  return useLookup(
    async (signal) => (await api.get<{ amenities: Amenity[] }>('/amenities', { signal, query: { entity: 'property' } })).amenities,
    noAmenities,
    'amenities',
  );
}

const noTemplates: LeaseTemplate[] = [];
export function useTemplateOptions() {
  return useLookup(
    async (signal) =>
      (await api.get<LeaseTemplateListResponse>('/lease-form-templates', { signal, query: { page: 1, pageSize: 100 } })).results,
    noTemplates,
    'templates',
  );
}
