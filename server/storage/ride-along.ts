/**
 * Writes that travel inside the next read statement of the turn (Postgres): one round trip where
 * there were two. The access audit's group commit and the grouped read of GET batch both end their
 * turn of the event loop with a statement; when a read statement is about to go, the audit's insert
 * rides in it as a data-modifying CTE (`WITH r0 AS (INSERT ...) SELECT ...`), which Postgres runs
 * to completion in the statement's own transaction whether or not the query reads it. The insert
 * is committed when the statement answers, exactly as its own statement would have been; if the
 * statement fails, the rides fail with it (and their responses become 503s, as for any failed
 * audit insert).
 *
 * A writer asks `expecting` at the end of its turn: true when a read of this turn has not yet been
 * sent, so a ride offered now goes with it; false otherwise, and the writer sends its own statement.
 */
import type { Db } from './db.js';

/** A write riding in a read statement: a CTE element named by the reader, and its bindings (placed first). */
export interface Ride {
  /** The CTE's body, e.g. `insert into t (...) select ...` (may begin with its own WITH of plain SELECTs). */
  readonly sql: string;
  readonly bindings: readonly unknown[];
  /** Called once the statement carrying it has answered (null) or failed (the error). */
  settle(err: unknown): void;
}

export interface RideChannel {
  /** A reader has a statement to send in this turn; rides offered until it takes them go with it. */
  expect(): void;
  /** True while a reader's statement of this turn is still to be sent. */
  readonly expecting: boolean;
  offer(ride: Ride): void;
  /** The rides offered so far (for the statement about to be sent), ending the expectation. */
  take(): Ride[];
}

const channels = new WeakMap<Db, RideChannel>();

/** The channel of `db` (one per Knex instance). */
export function rideChannel(db: Db): RideChannel {
  let channel = channels.get(db);
  if (!channel) {
    let rides: Ride[] = [];
    let expecting = false;
    channel = {
      expect: () => {
        expecting = true;
      },
      get expecting() {
        return expecting;
      },
      offer: (ride) => {
        rides.push(ride);
      },
      take: () => {
        expecting = false;
        const taken = rides;
        rides = [];
        return taken;
      },
    };
    channels.set(db, channel);
  }
  return channel;
}

/**
 * `select` with the rides as CTEs before it (before its own WITH elements, if it has any), and the
 * bindings in the order of the text.
 */
export function withRides(rides: readonly Ride[], select: { sql: string; bindings: readonly unknown[] }): { sql: string; bindings: unknown[] } {
  if (rides.length === 0) return { sql: select.sql, bindings: [...select.bindings] };
  const ctes = rides.map((r, i) => `r${i} as (${r.sql})`).join(', ');
  const own = /^with\s+/i.exec(select.sql);
  return {
    sql: own ? `with ${ctes}, ${select.sql.slice(own[0].length)}` : `with ${ctes} ${select.sql}`,
    bindings: [...rides.flatMap((r) => r.bindings), ...select.bindings],
  };
}
