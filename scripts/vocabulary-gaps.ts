/**
 * Vocabulary gap report: the most frequent short phrases of the MTSamples and ACI-BENCH notes, in
 * the given section kinds, in which the engine finds nothing. Read the list and add what is a
 * clinical concept to server/pipeline/vocabulary/curated/ (most lines are normal-exam wording or
 * prose, which is why this is a report and not an automatic step).
 *
 *   npx tsx scripts/vocabulary-gaps.ts [--shared ../shared] [--sections assessment_plan,past_medical_history] [--top 300]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '../server/pipeline/index.js';
import { layout } from '../server/pipeline/sections.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name: string, dflt: string): string => {
  const i = argv.indexOf(name);
  return i >= 0 ? (argv[i + 1] ?? dflt) : dflt;
};
const CORPORA = resolve(arg('--shared', process.env.SHARED_DIR ?? resolve(ROOT, '../shared')), 'data/corpora');
const KINDS = new Set(arg('--sections', 'assessment_plan,past_medical_history,review_of_systems,physical_exam,results,chief_complaint').split(','));
const TOP = Number(arg('--top', '300'));
if (!existsSync(CORPORA)) {
  console.error(`vocabulary-gaps: ${CORPORA} not found (pass --shared DIR)`);
  process.exit(2);
}

const texts: string[] = [];
for (const l of readFileSync(resolve(CORPORA, 'mtsamples_unique.jsonl'), 'utf8').split('\n')) if (l) texts.push((JSON.parse(l) as { text: string }).text);
for (const l of readFileSync(resolve(CORPORA, 'aci_bench_notes.jsonl'), 'utf8').split('\n')) if (l) texts.push((JSON.parse(l) as { note: string }).note);

const LEADING_QUALIFIER = /^(?:history of|h\/o|chronic|acute|mild|moderate|severe|probable|possible|likely|left|right|bilateral|recurrent)\s+/i;
const counts = new Map<string, number>();
for (const text of texts) {
  const entities = extract(text);
  for (const s of layout(text).sections) {
    if (!KINDS.has(s.kind)) continue;
    // list items: split on punctuation, numbering and the words that join problems
    const re = /[^,;.\n]+/g;
    const body = text.slice(s.headerEnd, s.end);
    for (let m = re.exec(body); m; m = re.exec(body)) {
      let from = 0;
      for (const piece of m[0].split(/\b(?:and|with|status post|s\/p)\b|\d+\)/i)) {
        // pieces in order, each searched after the previous one (a piece can repeat)
        const at = m[0].indexOf(piece, from);
        from = at + piece.length;
        const start = s.headerEnd + m.index + at;
        const end = start + piece.length;
        const phrase = piece.trim().replace(LEADING_QUALIFIER, '').trim().toLowerCase();
        if (phrase.length < 4 || phrase.split(/\s+/).length > 4 || /\d/.test(phrase)) continue;
        if (entities.some((e) => e.span.start < end && e.span.end > start)) continue;
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      }
    }
  }
}
for (const [phrase, n] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP)) console.log(`${n}\t${phrase}`);
