/** The dashboard's open requests per property (issue 12 "Dashboard and property page"). */
import type { OpenRequestsSummary, RequestUrgency } from '@lintel/shared';
import type { Executor } from '../../platform/deps.ts';
import * as leasesApi from '../leases/index.ts';
import * as repo from './maintenance.repository.ts';

/** Open (in-review or ongoing) requests of an account per top-level property, most urgent first. Two queries. */
export async function openRequestsSummary(db: Executor, accountId: string): Promise<OpenRequestsSummary> {
  const rows = await repo.openRequestsByBuilding(db, accountId);
  const names = await leasesApi.propertiesWithParents(db, rows.map((row) => row.buildingId));
  const rank: Record<RequestUrgency, number> = { emergency: 0, medium: 1, low: 2 };
  const properties = rows.map((row) => ({
    propertyId: row.buildingId,
    propertyName: names.get(row.buildingId)?.nickname ?? '',
    open: row.open,
    highestUrgency: (row.emergencies > 0 ? 'emergency' : row.mediums > 0 ? 'medium' : 'low') as RequestUrgency,
  }));
  properties.sort((a, b) => rank[a.highestUrgency] - rank[b.highestUrgency] || b.open - a.open || a.propertyName.localeCompare(b.propertyName));
  return { properties };
}
