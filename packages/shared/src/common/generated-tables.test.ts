/**
 * The tables merged from each area's declarations (scripts/generate-tables.mjs): the checked-in
 * generated files are current, no error code, event type or action is declared by two areas (a spread would
 * silently keep the last), and every declared code answers its own status.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorTables } from './error-codes.generated.ts';
import { eventTables } from '../events/event-types.generated.ts';
import { errorStatusByCode } from './errors.ts';
import { eventTypes } from '../events/events.schema.ts';
import { permissionTables } from '../permissions/permission-table.generated.ts';
import { actions } from '../permissions/permissions.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Keys declared by more than one table, with the files that declare them. */
function declaredTwice(tables: Record<string, object>): Record<string, string[]> {
  const owners: Record<string, string[]> = {};
  for (const [file, table] of Object.entries(tables)) for (const key of Object.keys(table)) (owners[key] ??= []).push(file);
  return Object.fromEntries(Object.entries(owners).filter(([, files]) => files.length > 1));
}

describe('generated tables', () => {
  it('are current (npm run generate leaves nothing to write)', () => {
    expect(() => execFileSync(process.execPath, [path.join(root, 'scripts/generate-tables.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('declare each error code in one area only, and errorStatusByCode answers every declared status', () => {
    expect(declaredTwice(errorTables)).toEqual({});
    expect(errorStatusByCode.CONVERSATION_CLOSED).toBe(403);
    for (const table of Object.values(errorTables)) {
      for (const [code, status] of Object.entries(table)) expect(errorStatusByCode[code as keyof typeof errorStatusByCode]).toBe(status);
    }
  });

  it('declare each event type in one area only, and every declared type is known', () => {
    expect(declaredTwice(eventTables)).toEqual({});
    for (const table of Object.values(eventTables)) for (const type of Object.keys(table)) expect(eventTypes).toContain(type);
  });

  it('declare each action in one area only, and every declared action is in the permissions table', () => {
    expect(declaredTwice(permissionTables)).toEqual({});
    const declared = Object.values(permissionTables).flatMap((table) => Object.keys(table));
    expect([...actions].sort()).toEqual(declared.sort());
    expect(actions).toContain('lease.read');
  });
});
