/** Documents in the database by status, for the data_engine_documents gauge (one grouped count). */
import type { Db } from './db.js';

export async function documentCountsByStatus(db: Db): Promise<Map<string, number>> {
  const rows = (await db('documents').select('status').count({ n: '*' }).groupBy('status')) as { status: string; n: number | string }[];
  return new Map(rows.map((r) => [String(r.status), Number(r.n)]));
}
