/**
 * The lengths openapi.yaml declares for the fields of error bodies (Problem, FieldError, OAuthError):
 * anything echoed from the request (a path, a key, a value) is cut to fit, so that an error about an
 * over-long input never breaks the contract itself.
 */

/** Problem.detail, Problem.instance, FieldError.pointer, FieldError.detail maxLength. */
export const PROBLEM_DETAIL_MAX = 2000;
export const PROBLEM_INSTANCE_MAX = 2048;
export const FIELD_POINTER_MAX = 512;
export const FIELD_DETAIL_MAX = 1000;

/** `text` cut to at most `max` UTF-16 code units (ending in "…" when cut, never in half a surrogate pair). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}
