/**
 * Specialization: a concept written with modifiers that a more specific concept of the reference
 * lists names ("migraine" + "without aura" -> Migraine without aura; "DVT" + "acute ... of the left
 * popliteal vein" -> Acute deep venous thrombosis of popliteal vein; "knee" + "DJD" -> Osteoarthritis of
 * knee). The vocabulary build lists, for each concept, its more specific concepts and the words
 * they add (specializations.tsv); the extractor picks the one whose added words are all written
 * next to the mention. Both sides reduce words with `contentWord`, so they compare alike.
 */
import { normalizeToken, type TokenStream } from './tokenize.js';

/** Function words ignored on both sides. */
const STOP_WORDS = ['of', 'the', 'in', 'on', 'a', 'an', 'to', 'at', 'by', 'from'];
const normalized = (words: string[]): ReadonlySet<string> => new Set(words.map(normalizeToken));
export const SPEC_STOP = normalized(STOP_WORDS);

/** Words a concept name may add that notes leave out ("Acute myocardial infarction of anterior wall"). */
export const SPEC_OPTIONAL = normalized(['structure', 'wall', 'region', 'entire', 'part', 'proper', 'associated', 'primary']);

/**
 * Words that may stand between the mention and the modifiers it is specialized by without being
 * part of the specific concept ("acute DVT of the *left* popliteal vein").
 */
const SPEC_TRANSPARENT = normalized([
  ...STOP_WORDS,
  'left',
  'right',
  'bilateral',
  'mild',
  'mildly',
  'moderate',
  'moderately',
  'severe',
  'severely',
  'very',
  'small',
  'large',
  'new',
  'known',
  'both',
  // (the one-letter sides of telegraphic notes: "OA L knee", "osteoarthritis R knee")
  'l',
  'r',
  'uncomplicated',
  // lobes of the lung ("pneumococcal RLL pneumonia")
  'rll',
  'rml',
  'rul',
  'lll',
  'lul',
  'lingular',
  'his',
  'her',
  'their',
]);

// adjective -> noun, so "renal" and "kidney", "femoral" and "femur", "exertional" and "exertion" meet
const NOUN_OF_WRITTEN: Readonly<Record<string, string>> = {
  renal: 'kidney',
  hepatic: 'liver',
  pulmonary: 'lung',
  cardiac: 'heart',
  gastric: 'stomach',
  cerebral: 'brain',
  femoral: 'femur',
  tibial: 'tibia',
  fibular: 'fibula',
  humeral: 'humerus',
  colonic: 'colon',
  cutaneous: 'skin',
  ocular: 'eye',
  nasal: 'nose',
  spinal: 'spine',
  prostatic: 'prostate',
  ovarian: 'ovary',
  uterine: 'uterus',
  pancreatic: 'pancreas',
  esophageal: 'esophagus',
  rectal: 'rectum',
  vaginal: 'vagina',
  venous: 'vein',
  arterial: 'artery',
  abdominal: 'abdomen',
  testicular: 'testis',
  testicle: 'testis',
  vertebral: 'vertebra',
  duodenal: 'duodenum',
  laryngeal: 'larynx',
  pharyngeal: 'pharynx',
  biliary: 'bile',
  pelvic: 'pelvis',
  exertional: 'exertion',
  nocturnal: 'night',
  hypoxic: 'hypoxemic',
  bilaterally: 'bilateral',
  // a body part as clinicians name it, as concept names name it: "groin pain" is Inguinal pain, "both feet"
  feet: 'foot',
  forefoot: 'foot',
  midfoot: 'foot',
  hindfoot: 'foot',
  teeth: 'tooth',
  calves: 'calf',
  groin: 'inguinal',
  extremity: 'limb',
  extremities: 'limb',
  // fracture shorthand: "distal radius fx"
  fx: 'fracture',
  fxs: 'fracture',
  // a tumour is what concept names call a neoplasm: "brain tumor" is Neoplasm of brain
  tumor: 'neoplasm',
  tumour: 'neoplasm',
  tumors: 'neoplasm',
  tumours: 'neoplasm',
  anteriorly: 'anterior',
  posteriorly: 'posterior',
};

const NOUN_OF = new Map(Object.entries(NOUN_OF_WRITTEN).map(([a, n]) => [normalizeToken(a), normalizeToken(n)]));

const wordCache = new Map<string, string>();

/** The comparable form of one raw word: normalized, adjectives folded into their nouns. */
export function contentWord(raw: string): string {
  let w = wordCache.get(raw);
  if (w === undefined) {
    const n = normalizeToken(raw);
    w = NOUN_OF.get(n) ?? n;
    if (wordCache.size >= 100_000) wordCache.clear();
    wordCache.set(raw, w);
  }
  return w;
}

// abbreviations written as modifiers, and the words of concept names they stand for ("anemia of CKD"
// is Anemia of chronic kidney disease; "AFib with RVR")
const EXPANDED: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    ckd: 'chronic kidney disease',
    esrd: 'end stage kidney disease',
    copd: 'chronic obstructive pulmonary disease',
    chf: 'congestive heart failure',
    cad: 'coronary artery disease',
    dm: 'diabetes mellitus',
    htn: 'hypertension',
    rvr: 'rapid ventricular response',
    uti: 'urinary tract infection',
    mrsa: 'methicillin resistant staphylococcus aureus',
    pylori: 'helicobacter pylori',
    diff: 'clostridium difficile',
    difficile: 'clostridium difficile',
    rle: 'lower limb',
    lle: 'lower limb',
    ble: 'lower limb',
    rue: 'upper limb',
    lue: 'upper limb',
  }).map(([abbr, words]) => [normalizeToken(abbr), words.split(' ').map(contentWord)]),
);

/** The comparable words of one written token: its content word, or the words its abbreviation stands for. */
function wordsOf(raw: string): readonly string[] {
  const w = contentWord(raw);
  return EXPANDED.get(w) ?? [w];
}

/** One more specific concept of a concept and the words it adds (contentWord forms). */
export interface Specialization {
  key: string;
  extras: string[];
  /** `*` when found through one of the parent's names, else the content words of the parent's term it was found through. */
  via: string;
}

/** The `via` key of a written mention: its content words, sorted. */
function viaKey(ts: TokenStream, first: number, last: number): string {
  const words: string[] = [];
  for (let i = first; i < last; i++) {
    const w = contentWord(ts.raws[i]!);
    if (!SPEC_STOP.has(w) && !SPEC_OPTIONAL.has(w)) words.push(w);
  }
  return words.sort().join(' ');
}

/**
 * A specialization found through one of the parent's terms applies when that term is what was
 * written, or when the mention shares no word with it (an abbreviation: "CT" for "computed
 * tomography"), but not when the term has words the mention lacks ("migraine" is not "migraine headache").
 */
function viaApplies(via: string, written: string): boolean {
  if (via === written) return true;
  const ws = written.split(' ');
  return !via.split(' ').some((w) => ws.includes(w));
}

/** Word positions the chosen specialization took in: token indexes `from` to `to` inclusive. */
export interface SpecializationMatch {
  key: string;
  from: number;
  to: number;
}

const LEFT_WINDOW = 4;
const POST_MODIFIER: ReadonlySet<string> = new Set(['of', 'in', 'on', 'with', 'without', 'at', 'to', 'involving', 'affecting']);
const SIDE_AFTER = /^(?:L|R|left|right|both|bilateral|bilat)$/i;
/** A rib, vertebra or toe counted between a mention and its site: "fractures of left 6th and 7th ribs", "ribs 5-9". */
const COUNT_WORD = /^\d{1,2}(?:st|nd|rd|th)?(?:-\d{1,2}(?:st|nd|rd|th)?)?$/i;
const RIGHT_WINDOW = 6;

/**
 * A parent's specializations indexed by the first word each adds. A concept can have a thousand
 * ("Malignant neoplasm of ..."), and a specialization applies only when all its words are written
 * nearby, so only those whose first word is among the nearby words need the full test.
 */
interface SpecIndex {
  size: number;
  byFirstWord: Map<string, number[]>;
  /** Specializations that add no word (always tested). */
  bare: number[];
}
const specIndexes = new WeakMap<readonly Specialization[], SpecIndex>();

/** Indexes into `specs` of those with no added word or whose first added word is in `present`, in list order. */
function specsWithFirstWordIn(specs: readonly Specialization[], present: ReadonlySet<string>): number[] {
  let idx = specIndexes.get(specs);
  if (!idx || idx.size !== specs.length) {
    idx = { size: specs.length, byFirstWord: new Map(), bare: [] };
    for (let k = 0; k < specs.length; k++) {
      const w = specs[k]!.extras[0];
      if (w === undefined) idx.bare.push(k);
      else {
        const list = idx.byFirstWord.get(w);
        if (list) list.push(k);
        else idx.byFirstWord.set(w, [k]);
      }
    }
    specIndexes.set(specs, idx);
  }
  const out = idx.bare.slice();
  for (const w of present) {
    const list = idx.byFirstWord.get(w);
    if (list) for (const k of list) out.push(k);
  }
  // the list order decides between equally good specializations
  return out.sort((a, b) => a - b);
}

/**
 * Picks the most specific concept among `specs` whose added words are all written next to the
 * mention (tokens `first` to `last - 1`): up to four words before it and six after, within one
 * clause (no punctuation between), from `floor` to `ceiling` (character offsets). Words in between
 * must be used or transparent, so "pain in the chest radiating to the left arm" is not "Pain in left arm".
 */
export function specializeAt(
  specs: readonly Specialization[],
  ts: TokenStream,
  first: number,
  last: number,
  floor: number,
  ceiling: number,
  bareSite = false,
): SpecializationMatch | undefined {
  const left: number[] = [];
  for (let i = first - 1; i >= 0 && left.length < LEFT_WINDOW; i--) {
    // pre-modifiers stand right before the mention: a preposition ends them ("compression at the fracture")
    // ("acute on chronic" is one modifier, not a preposition)
    const acuteOnChronic = i > 0 && /^on$/i.test(ts.raws[i]!) && /^acute$/i.test(ts.raws[i - 1]!) && /^chronic$/i.test(ts.raws[i + 1] ?? '');
    if (ts.breakBefore[i + 1] || ts.starts[i]! < floor || (POST_MODIFIER.has(ts.raws[i]!.toLowerCase()) && !acuteOnChronic)) break;
    left.push(i);
  }
  // words after the mention modify it only as a prepositional phrase ("DVT of the popliteal vein",
  // "migraine without aura"), not as the start of the next phrase ("atrial fibrillation chronic anticoagulation")
  const right: number[] = [];
  // (a procedure takes its site as a bare noun: "CT head", "MRI brain")
  // (and so does a side with its site in telegraphic notes: "OA both knees", "osteoarthritis R knee")
  const postModifier = last < ts.count && (bareSite || POST_MODIFIER.has(ts.raws[last]!.toLowerCase()) || SIDE_AFTER.test(ts.raws[last]!));
  for (let i = last; postModifier && i < ts.count && right.length < RIGHT_WINDOW; i++) {
    if (ts.breakBefore[i] || ts.ends[i]! > ceiling) break;
    right.push(i);
  }
  if (left.length === 0 && right.length === 0) return undefined;
  const word = new Map<number, readonly string[]>();
  const present = new Set<string>();
  for (const i of left) word.set(i, wordsOf(ts.raws[i]!));
  for (const i of right) word.set(i, wordsOf(ts.raws[i]!));
  for (const ws of word.values()) for (const w of ws) present.add(w);

  let best: SpecializationMatch | undefined;
  let bestScore = 0;
  let written: string | undefined;
  for (const k of specsWithFirstWordIn(specs, present)) {
    const spec = specs[k]!;
    if (!spec.extras.every((e) => present.has(e))) continue;
    if (spec.via !== '*' && !viaApplies(spec.via, (written ??= viaKey(ts, first, last)))) continue;
    // token -> the words it has supplied (an abbreviation supplies several: "CKD")
    const used = new Map<number, Set<string>>();
    const free = (i: number | undefined, e: string): boolean => i !== undefined && word.get(i)!.includes(e) && !used.get(i)?.has(e);
    let ok = true;
    for (const e of spec.extras) {
      // the nearest free occurrence on either side
      let at = -1;
      for (let d = 0; d < Math.max(left.length, right.length) && at < 0; d++) {
        const r = right[d];
        const l = left[d];
        if (free(r, e)) at = r!;
        else if (free(l, e)) at = l!;
      }
      if (at < 0) {
        ok = false;
        break;
      }
      const u = used.get(at) ?? new Set<string>();
      u.add(e);
      used.set(at, u);
    }
    if (!ok) continue;
    let from = first;
    let to = last - 1;
    for (const i of used.keys()) {
      if (i < from) from = i;
      if (i > to) to = i;
    }
    for (let i = from; i <= to && ok; i++) {
      if ((i < first || i >= last) && !used.has(i) && !SPEC_TRANSPARENT.has(word.get(i)![0]!) && !COUNT_WORD.test(ts.raws[i]!)) ok = false;
    }
    // an adjective at the end qualifies the noun after it: "lesion at the hepatic flexure" is not a liver lesion
    if (to >= last && NOUN_OF.has(normalizeToken(ts.raws[to]!)) && to + 1 < ts.count && !ts.breakBefore[to + 1]) ok = false;
    // one of coordinated sites is not the site: "arthralgias in hands and knees" is not hand joint pain
    if (to >= last && to + 1 < ts.count && !ts.breakBefore[to + 1] && /^(?:and|or|&)$/i.test(ts.raws[to + 1]!)) ok = false;
    if (!ok) continue;
    const score = spec.extras.length * 100 - (to - from);
    if (score > bestScore) {
      bestScore = score;
      best = { key: spec.key, from, to };
    }
  }
  return best;
}
