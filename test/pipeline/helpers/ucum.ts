/** UCUM unit validation with NLM's ucum-lhc (a CommonJS dev dependency used by tests only). */
import { createRequire } from 'node:module';

interface UcumUtils {
  validateUnitString(unit: string, suggest?: boolean): { status: string };
}
const ucum = (createRequire(import.meta.url)('@lhncbc/ucum-lhc') as { UcumLhcUtils: { getInstance(): UcumUtils } }).UcumLhcUtils.getInstance();

/** True when `unit` is a valid UCUM code (case-sensitive form). */
export function isUcum(unit: string): boolean {
  return ucum.validateUnitString(unit, false).status === 'valid';
}
