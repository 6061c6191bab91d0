/**
 * Properties module: properties, units, rooms, amenities. Other modules read a property or room of an
 * account through the functions below (each takes the database or an open transaction).
 */
import type { FastifyInstance } from 'fastify';
import type { RentStatus } from '@lintel/shared';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { createPropertiesService, type ActiveLeasesOf, type PropertiesService } from './properties.service.ts';
import { registerPropertyRoutes } from './properties.routes.ts';
import { updateProperty } from './properties.repository.ts';

export type { PropertyRow, RoomRow } from './properties.repository.ts';
export { findProperty, findPropertiesByIds, findRoom, findRoomsOf, listRooms, listUnits, existingAmenityIds } from './properties.repository.ts';
export {
  createPropertiesService,
  type ActiveLeasesOf,
  type PropertiesService,
  type PropertyPhotosChange,
  type PropertyPhotosListener,
} from './properties.service.ts';

/** Sets a property's rentStatus (the leases module keeps it in step with the property's leases). */
export async function setRentStatus(executor: Executor, propertyId: string, rentStatus: RentStatus): Promise<void> {
  await updateProperty(executor, propertyId, { rentStatus });
}

/** Registers /properties and /amenities; returns the properties service. `activeLeasesOf` fills `activeLease`. */
export function propertiesModule(
  api: FastifyInstance,
  deps: AppDeps,
  needs: { files: FilesService; activeLeasesOf: ActiveLeasesOf },
): PropertiesService {
  const properties = createPropertiesService(deps, needs.files, needs.activeLeasesOf);
  registerPropertyRoutes(api, deps, properties);
  return properties;
}
