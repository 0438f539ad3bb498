/**
 * Structured logs: one JSON object per line on stderr (stdout is kept for CLI output).
 *
 * No log line may hold note text, entity text, a secret or a token. Callers log ids, counts and error
 * messages, never bodies; and since a database driver's error message starts with the failed
 * statement with its values written in (Knex: `<statement> - <driver message>`), such messages are
 * cut to the driver's part here, wherever they are logged from.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = order[(process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info'] ?? order.info;

/** A message (or stack) that begins with an SQL statement: the statement and its values are dropped. */
const STATEMENT = /^((?:[A-Za-z]*Error: )?)(?:select|insert|update|delete|with|create|alter|drop|begin|commit|pragma)\s[^\n]*/i;

/** `value` without the statement text a database error message may start with. */
export function redactStatements(value: string): string {
  const m = STATEMENT.exec(value);
  if (!m) return value;
  const firstLine = m[0];
  const cut = firstLine.lastIndexOf(' - ');
  const driverMessage = cut >= 0 ? firstLine.slice(cut + 3) : 'database statement failed';
  return `${m[1]}[statement not logged] - ${driverMessage}${value.slice(firstLine.length)}`;
}

/** Writes one log line when `level` is at or above LOG_LEVEL (default info). */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold) return;
  const safe: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) safe[k] = typeof v === 'string' ? redactStatements(v) : v;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...safe })}\n`);
}
