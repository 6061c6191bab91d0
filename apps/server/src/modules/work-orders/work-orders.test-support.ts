/** Test helper: the events a work-order test recorded, read from the outbox table. */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app.ts';

export interface RecordedEvent {
  type: string;
  userIds: string[] | null;
  payload: Record<string, string>;
}

/** Events of `type` in the outbox, oldest first. */
export async function readOutboxEvents(t: TestApp, type: string): Promise<RecordedEvent[]> {
  const result = (await t.deps.db.execute(sql`select type, user_ids as "userIds", payload from outbox where type = ${type} order by occurred_at`)) as unknown as { rows: RecordedEvent[] };
  return result.rows;
}
