/**
 * Read-only look-ups the add lease modal needs, through the data cache (api/leases-api.ts): properties
 * (A-Z, one page of 100), a property's units, tenants to pick, amenities and lease-form templates.
 * A failure leaves the list empty (no toast); `loading` until the first answer.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Amenity, LeaseTemplate, Tenant } from '@lintel/shared';
import {
  useLeaseAmenityOptionsQuery,
  useLeasePropertyOptionsQuery,
  useLeasePropertyQuery,
  useLeaseTemplateOptionsQuery,
  useLeaseTenantOptionsQuery,
} from '../api/leases-api.ts';

export interface Option {
  value: string;
  label: string;
}

const noProperties: Array<Option & { unitsCount: number }> = [];
export function usePropertyOptions() {
  const query = useLeasePropertyOptionsQuery();
  return { data: query.data ?? noProperties, loading: query.isLoading };
}

const noUnits: Option[] = [];
export function useUnitOptions(propertyId: string | null, hasUnits: boolean) {
  const query = useLeasePropertyQuery(propertyId && hasUnits ? propertyId : skipToken);
  const units = query.data?.units.filter((unit) => !unit.archived).map((unit) => ({ value: unit.id, label: unit.nickname }));
  return { data: units ?? noUnits, loading: query.isLoading };
}

const noTenants: Tenant[] = [];
export function useTenantOptions() {
  const query = useLeaseTenantOptionsQuery();
  return { data: query.data ?? noTenants, loading: query.isLoading };
}

const noAmenities: Amenity[] = [];
export function useAmenityOptions() {
  const query = useLeaseAmenityOptionsQuery();
  return { data: query.data ?? noAmenities, loading: query.isLoading };
}

const noTemplates: LeaseTemplate[] = [];
export function useTemplateOptions() {
  const query = useLeaseTemplateOptionsQuery();
  return { data: query.data ?? noTemplates, loading: query.isLoading };
}
