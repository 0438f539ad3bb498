/**
 * Golden-file helper: compares a value with the JSON file under fixtures/golden; with
 * UPDATE_GOLDEN=1 it rewrites the file instead (review the diff before committing).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'chai';

export const GOLDEN_DIR = new URL('../fixtures/golden/', import.meta.url);

export function readFixture(name: string): string {
  return readFileSync(new URL(name, GOLDEN_DIR), 'utf8');
}

export function matchGolden(name: string, actual: unknown): void {
  const url = new URL(name, GOLDEN_DIR);
  const json = JSON.stringify(actual, null, 2) + '\n';
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(url)) {
    writeFileSync(url, json);
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`golden file ${name} did not exist and was written: review it and run again`);
    return;
  }
  expect(JSON.parse(json)).to.deep.equal(JSON.parse(readFileSync(url, 'utf8')));
}
