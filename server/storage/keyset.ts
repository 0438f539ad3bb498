/**
 * Keyset pagination: rows strictly after a key in the lexicographic order of `columns`, and that
 * order. One definition, so that every paged list compares and sorts the same way on both dialects.
 */
import type { Knex } from 'knex';

export type KeyValue = string | number;

/**
 * Adds `(c1, c2, ...) > (v1, v2, ...)` (when `after` is given) and `ORDER BY c1, c2, ...` to `q`.
 * Written as `c1 > v1 OR (c1 = v1 AND c2 > v2) OR ...`, which SQLite and Postgres both index well.
 */
export function keyset<Q extends Knex.QueryBuilder>(q: Q, columns: readonly string[], after: readonly KeyValue[] | null | undefined): Q {
  if (after) {
    if (after.length !== columns.length) throw new Error(`keyset: ${after.length} values for ${columns.length} columns`);
    q.andWhere((outer) => {
      columns.forEach((column, i) => {
        outer.orWhere((branch) => {
          for (let j = 0; j < i; j++) branch.andWhere(columns[j]!, after[j]!);
          branch.andWhere(column, '>', after[i]!);
        });
      });
    });
  }
  q.orderBy(columns.map((column) => ({ column })));
  return q;
}
