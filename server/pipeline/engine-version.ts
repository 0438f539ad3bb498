/**
 * The engine version recorded with each document's results: a release number bumped when the
 * engine's code changes what it emits, and a hash of the vocabulary and rule files it runs on, so
 * that any change to a row gives a new version. Results of another version are never reused for
 * identical content (the improved engine is never hidden behind old results).
 */
import { VOCABULARY_DIR, vocabularyFilesHash } from './vocabulary.js';

/** Bump when extraction code changes its output for the same vocabulary and rules. */
export const ENGINE_RELEASE = 9;

let cached: string | undefined;

/** `<release>+<12 hex of SHA-256 over every vocabulary and rule file>`, computed once per process. */
export function engineVersion(dir: string = VOCABULARY_DIR): string {
  if (cached && dir === VOCABULARY_DIR) return cached;
  const v = `${ENGINE_RELEASE}+${vocabularyFilesHash(dir).slice(0, 12)}`;
  if (dir === VOCABULARY_DIR) cached = v;
  return v;
}
