/**
 * Property, unit and room choices for the records screens (inventory, documents, gallery): the
 * account's properties (one page of up to 100, A-Z) and, for one property, its units and rooms.
 * Read-only look-ups; a failure leaves the list empty (the pickers are optional fields).
 */
import { useEffect, useState } from 'react';
import type { PropertyDetails, PropertyListResponse } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';

export interface PlaceOption {
  value: string;
  label: string;
}

export function usePropertyOptions(enabled = true): { options: PlaceOption[]; loading: boolean } {
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [loading, setLoading] = useState(enabled);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api
      .get<PropertyListResponse>('/properties', {
        signal: controller.signal,
        query: { page: 1, pageSize: 100, sortBy: 'nameAsc' },
      })
      .then((response) => setOptions(response.data.results.map((p) => ({ value: p.id, label: p.nickname }))))
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [enabled]);
  return { options, loading };
}

export interface PropertyPlaces {
  units: PlaceOption[];
  rooms: PlaceOption[];
  loading: boolean;
}

const roomLabel = (room: PropertyDetails['rooms'][number]) =>
  room.nickname ? `${room.nickname} (${room.name})` : room.name;

/** Units and rooms of one property or unit (GET /properties/{id}); empty when no id. */
export function usePropertyPlaces(propertyId: string | null | undefined): PropertyPlaces {
  const [places, setPlaces] = useState<PropertyPlaces>({ units: [], rooms: [], loading: false });
  useEffect(() => {
    if (!propertyId) {
      setPlaces({ units: [], rooms: [], loading: false });
      return;
    }
    const controller = new AbortController();
    setPlaces((current) => ({ ...current, loading: true }));
    api
      .get<PropertyDetails>(`/properties/${propertyId}`, { signal: controller.signal })
      .then((details) =>
        setPlaces({
          units: details.units.map((unit) => ({ value: unit.id, label: unit.nickname })),
          rooms: details.rooms.map((room) => ({ value: room.id, label: roomLabel(room) })),
          loading: false,
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setPlaces({ units: [], rooms: [], loading: false });
      });
    return () => controller.abort();
  }, [propertyId]);
  return places;
}
