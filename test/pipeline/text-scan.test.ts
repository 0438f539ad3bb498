import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { RegexSet } from '../../server/pipeline/text-scan.js';
import { defaultFindingRules } from '../../server/pipeline/stage-findings.js';

/** What running each expression on its own gives: test(), and the non-empty matches of a global search. */
function oneByOne(res: RegExp[], text: string): { test: boolean[]; matches: Array<Array<[number, string, Record<string, string> | undefined]>> } {
  return {
    test: res.map((re) => new RegExp(re.source, re.flags.replace('g', '')).test(text)),
    matches: res.map((re) => {
      const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
      const out: Array<[number, string, Record<string, string> | undefined]> = [];
      for (let m = g.exec(text); m; m = g.exec(text)) {
        if (m[0] === '') g.lastIndex++;
        else out.push([m.index, m[0], m.groups ? { ...m.groups } : undefined]);
      }
      return out;
    }),
  };
}

function together(set: RegexSet, text: string): ReturnType<typeof oneByOne> {
  return {
    test: set.test(text),
    matches: set.matches(text).map((ms) => ms.map((m): [number, string, Record<string, string> | undefined] => [m.index, m[0], m.groups ? { ...m.groups } : undefined])),
  };
}

describe('RegexSet (several expressions searched in one pass)', () => {
  it('finds what each expression finds on its own: overlapping, nested, empty and look-behind matches, named groups', () => {
    const res = [/\bno\s+(?<what>\w+)/gi, /o+/gi, /(?<=\s)k\w*/gi, /x*/gi, /(?<span>known)\s+(?<value>\d+)/gi, /[(?<a>]+/gi, /\(?<b>/gi];
    const set = new RegexSet(res);
    const alphabet = ['no ', 'No', 'o', 'oo', ' ', 'known ', '12', 'x', 'k', '(', '?<a>', '<b>', '\n', 'NKDA'];
    let seed = 7;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      for (let i = next() % 25; i >= 0; i--) text += alphabet[next() % alphabet.length];
      expect(together(set, text), JSON.stringify(text)).to.deep.equal(oneByOne(res, text));
    }
  });

  it('falls back to one search per expression when one refers back to a group', () => {
    const res = [/(a)\1/g, /(?<x>b)\k<x>/g, /c/g];
    const set = new RegexSet(res);
    for (const text of ['aa bb c', 'ab', 'aab bbc cc']) expect(together(set, text)).to.deep.equal(oneByOne(res, text));
  });

  it('finds the findings rules\' matches in 400 MTSamples notes as the rules do one by one', function () {
    const corpus = new URL('../../../shared/data/corpora/mtsamples_unique.jsonl', import.meta.url);
    let lines: string[];
    try {
      lines = readFileSync(corpus, 'utf8').split('\n').filter(Boolean);
    } catch {
      this.skip();
    }
    const res = defaultFindingRules().map((r) => r.pattern);
    const set = new RegexSet(res);
    for (const line of lines.slice(0, 400)) {
      const text = (JSON.parse(line) as { text: string }).text;
      expect(together(set, text).matches).to.deep.equal(oneByOne(res, text).matches);
    }
  });
});
