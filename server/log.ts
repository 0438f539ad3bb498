/** Structured logs: one JSON object per line on stderr (stdout is kept for CLI output). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = order[(process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info'] ?? order.info;

/** Writes one log line when `level` is at or above LOG_LEVEL (default info). */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold) return;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}
