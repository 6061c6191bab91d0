/** Inventory module: inventory items and groups of a home. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { createInventoryService } from './inventory.service.ts';
import { registerInventoryRoutes } from './inventory.routes.ts';

export { createInventoryService } from './inventory.service.ts';

/** Registers /inventories and /group-inventories. */
export function inventoryModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): void {
  registerInventoryRoutes(api, deps, createInventoryService(deps, needs.files));
}
