/**
 * Builds the committed vocabulary (server/pipeline/vocabulary/{concepts,terms,context-triggers}.tsv)
 * from the terminology reference lists in ../shared/data/terminology, the hand-curated files in
 * server/pipeline/vocabulary/curated/, and concept frequencies measured on the MTSamples and
 * ACI-BENCH corpora (../shared/data/corpora). See server/pipeline/vocabulary/README.md.
 *
 *   npx tsx scripts/build-vocabulary.ts [--shared ../shared] [--report]
 *
 * --report prints the most frequent matched terms per kind (for reviewing false positives).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePhrase, normalizeToken, tokenize } from '../server/pipeline/tokenize.js';
import { findMatches, tokenIds } from '../server/pipeline/matcher.js';
import { buildVocabularyFromTsv, Vocabulary, type Concept, type ConceptKind } from '../server/pipeline/vocabulary.js';
import { nearestWord } from '../server/pipeline/spelling.js';
import { SYSTEM_LOINC, SYSTEM_RXNORM, SYSTEM_SNOMED } from '../server/pipeline/types.js';
import { contentWord, SPEC_OPTIONAL, SPEC_STOP } from '../server/pipeline/specialize.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const sharedArg = argv.indexOf('--shared');
const SHARED = resolve(sharedArg >= 0 ? argv[sharedArg + 1] ?? '' : process.env.SHARED_DIR ?? resolve(ROOT, '../shared'));
const REPORT = argv.includes('--report');
const OUT = resolve(ROOT, 'server/pipeline/vocabulary');
const CURATED = resolve(OUT, 'curated');
const TERMINOLOGY = resolve(SHARED, 'data/terminology');
const CORPORA = resolve(SHARED, 'data/corpora');

if (!existsSync(TERMINOLOGY)) {
  console.error(`reference lists not found at ${TERMINOLOGY} (pass --shared DIR)`);
  process.exit(2);
}

// ---------------------------------------------------------------- reference rows

interface RefRow {
  system: string;
  code: string;
  display: string;
  synonyms: string[];
  sources: string[];
  category: string;
  synthea: string[];
  valueSets: string[];
}

/** `N:` keys are project concepts without a code (drug classes, findings no reference list codes). */
const SYSTEM_NONE = '';
const LETTER: Record<string, string> = { [SYSTEM_SNOMED]: 'S', [SYSTEM_LOINC]: 'L', [SYSTEM_RXNORM]: 'R', [SYSTEM_NONE]: 'N' };
const keyOf = (system: string, code: string): string => `${LETTER[system]}:${code}`;

function readTsv(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.length > 0)
    .map((l) => l.split('\t'));
}

const refs = new Map<string, RefRow>();
for (const [system = '', code = '', display = '', syn = '', source = '', category = '', synthea = '', vs = ''] of readTsv(
  resolve(TERMINOLOGY, 'all_codes_merged.tsv'),
)) {
  refs.set(keyOf(system, code), {
    system,
    code,
    display,
    synonyms: syn ? syn.split('|') : [],
    sources: source.split('|'),
    category,
    synthea: synthea ? synthea.split('|') : [],
    valueSets: vs ? vs.split('|') : [],
  });
}

const loincRank = new Map<string, number>();
const loincShort = new Map<string, string[]>();
for (const [, code = '', , syn = '', , category = ''] of readTsv(resolve(TERMINOLOGY, 'loinc_top2000.tsv'))) {
  const us = /rank_US=(\d+)/.exec(category);
  const si = /rank_SI=(\d+)/.exec(category);
  loincRank.set(code, Math.min(us ? Number(us[1]) : 9999, si ? Number(si[1]) + 0.5 : 9999));
  loincShort.set(code, syn ? syn.split('|') : []);
}

/** Allowed displays of a reference code: its display and synonyms (the test checks the same). */
function tagless(s: string): string {
  return s.replace(/\s*\((disorder|finding|procedure|substance|regime\/therapy|situation|morphologic abnormality|observable entity|event|body structure|organism|qualifier value|product|medicinal product|physical object|record artifact|specimen|environment|person|attribute|occupation|ethnic group|racial group|navigational concept|staging scale|assessment scale|tumor staging|cell|cell structure|physical force|social concept|namespace concept|linkage concept|special concept|inactive concept|clinical drug|medicinal product form|disposition|role|basic dose form|dose form|unit of presentation|state of matter|intended site|release characteristic|transformation|administration method|product name|supplier|core metadata concept|foundation metadata concept|geographic location|life style|metadata|link assertion)\)$/, '');
}

// ---------------------------------------------------------------- curated inputs

function readCurated(name: string): string[][] {
  const path = resolve(CURATED, name);
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t').map((f) => f.trim()));
}

const problems: string[] = [];

interface CuratedTerm {
  term: string;
  keys: string[];
  flags: string[];
  /** the term's other sense, chosen by the extractor from the context ("PT 12" is a lab, "PT consult" therapy) */
  alt?: string[];
}
const curatedTerms: CuratedTerm[] = [];
for (const [term = '', keys = '', flags = '', alt = ''] of readCurated('terms.tsv')) {
  const ks = keys.split(',').map((k) => k.trim());
  curatedTerms.push({ term, keys: ks, flags: flags ? flags.split(',') : [], ...(alt ? { alt: alt.split(',') } : {}) });
}

const kindOverride = new Map<string, { kind: ConceptKind | ''; flags: string[] }>();
for (const [key = '', kind = '', flags = '', display = ''] of readCurated('concepts.tsv')) {
  if (key.startsWith('N:')) {
    if (!kind || !display) problems.push(`curated/concepts.tsv: ${key} needs a kind and a display`);
    refs.set(key, { system: SYSTEM_NONE, code: key.slice(2), display, synonyms: [], sources: ['project'], category: '', synthea: [], valueSets: [] });
  } else if (!refs.has(key)) problems.push(`curated/concepts.tsv: ${key} is not in the reference lists`);
  kindOverride.set(key, { kind: kind as ConceptKind | '', flags: flags ? flags.split(',') : [] });
}

// the same term listed twice with other concepts: the first row would silently win
const curatedSeen = new Map<string, string>();
for (const c of curatedTerms) {
  const id = (c.flags.includes('cs') ? 'CS ' : '') + normalizePhrase(c.term).join(' ');
  const keys = c.keys.join(',') + (c.alt ? ` (other sense ${c.alt.join(',')})` : '');
  const prev = curatedSeen.get(id);
  if (prev !== undefined && prev !== keys) problems.push(`curated/terms.tsv: "${c.term}" is listed for ${prev} and again for ${keys}`);
  curatedSeen.set(id, keys);
  // `cs` terms match only in capitals or exactly as listed: a lower-case phrase flagged so never matches
  if (c.flags.includes('cs') && !/[A-Z]/.test(c.term)) problems.push(`curated/terms.tsv: "${c.term}" is flagged cs but has no capital letter, so clinicians' writing never matches it`);
  // (a term of several words matches as listed only when all of it is in capitals: "US pelvis" never would)
  if (c.flags.includes('cs') && /[\s/-]/.test(c.term.trim()) && /[a-z]/.test(c.term)) problems.push(`curated/terms.tsv: "${c.term}" is flagged cs but has lower-case words, so it only matches written all in capitals`);
}

const excludedTerms = new Set<string>();
const excludedConcepts = new Set<string>();
for (const [entry = ''] of readCurated('exclude.tsv')) {
  if (/^[SLR]:/.test(entry)) excludedConcepts.add(entry);
  else excludedTerms.add(normalizePhrase(entry).join(' '));
}

// ---------------------------------------------------------------- candidate concepts

function snomedKind(row: RefRow): ConceptKind | null {
  const d = row.display.toLowerCase();
  switch (row.category) {
    case 'disorder':
    case 'finding':
      return 'condition';
    case 'procedure':
    case 'regime/therapy':
      if (/^administration of .*vaccine|vaccination|immunization/.test(d)) return 'immunization';
      return 'procedure';
    case 'substance':
      return 'substance';
    default:
      return null;
  }
}

function isRxIngredient(row: RefRow): boolean {
  const d = row.display;
  if (/\d/.test(d)) return false;
  if (/\b(Product|Pill|Injectable|Oral|Topical|Inhal\w*|Nasal|Ophthalmic|Otic|Rectal|Vaginal|Transdermal|Mouthwash|Chewable|Toothpaste|Prefilled|Injection|Solution|Suspension|Cream|Ointment|Lotion|Gel|Patch|Kit|Spray|Powder|Tablet|Capsule)\b/i.test(d)) return false;
  return !d.includes('/') && !d.includes('[');
}

interface Cand {
  key: string;
  row: RefRow;
  kind: ConceptKind;
  flags: Set<string>;
  display: string;
  core: boolean;
}

const cands = new Map<string, Cand>();
const TOO_GENERIC_SNOMED = /\b(structure|entire|of unknown|not otherwise|NOS|specified|unspecified|due to|caused by|associated with|in remission|without|co-occurrent|and\/or|following|secondary to|resulting from|history of|family history|at risk|suspected|complicating|in pregnancy|pregnancy and|childbirth|puerperium)\b/i;

for (const [key, row] of refs) {
  if (excludedConcepts.has(key)) continue;
  const over = kindOverride.get(key);
  let kind: ConceptKind | null = null;
  let display = row.display;
  let core = false;
  if (row.system === SYSTEM_SNOMED) {
    kind = over?.kind || snomedKind(row);
    display = tagless(row.display);
    // "Allergy to X" findings are expressed as AllergyIntolerance coded by the substance instead
    if (kind === 'condition' && /\ballerg(y|ies)\b/i.test(display) && !over) kind = null;
    core = row.synthea.some((c) => c === 'Condition' || c === 'Procedure' || c === 'Immunization') || row.sources.includes('vsac-ecqm');
  } else if (row.system === SYSTEM_LOINC) {
    if (loincRank.has(row.code) || row.synthea.some((c) => c === 'Observation')) kind = 'observation';
    if (over?.kind) kind = over.kind;
    core = loincRank.has(row.code);
  } else if (row.system === SYSTEM_RXNORM) {
    if (isRxIngredient(row)) kind = 'medication';
    if (over?.kind) kind = over.kind;
    core = kind === 'medication';
  } else if (row.system === SYSTEM_NONE) {
    kind = over?.kind || null;
  }
  if (!kind) continue;
  cands.set(key, { key, row, kind, flags: new Set(over?.flags ?? []), display, core });
}

// ---------------------------------------------------------------- term generation

interface GenTerm {
  term: string;
  key: string;
  flags: Set<string>;
  /** lower is stronger when two concepts claim the same normalized term */
  rank: number;
}

const generated: GenTerm[] = [];
const push = (term: string, key: string, rank: number, ...flags: string[]): void => {
  const t = term.replace(/\s+/g, ' ').trim();
  if (t.length < 2) return;
  generated.push({ term: t, key, rank, flags: new Set(flags) });
};

// organ nouns and the adjectives clinicians use for them ("kidney stone" / "renal stone")
const ORGAN_ADJECTIVE: Record<string, string> = {
  kidney: 'renal', liver: 'hepatic', lung: 'pulmonary', heart: 'cardiac', stomach: 'gastric', brain: 'cerebral',
  femur: 'femoral', tibia: 'tibial', fibula: 'fibular', radius: 'radial', ulna: 'ulnar', humerus: 'humeral',
  colon: 'colonic', bladder: 'bladder', skin: 'cutaneous', eye: 'ocular', nose: 'nasal', ear: 'aural',
  spine: 'spinal', thyroid: 'thyroid', breast: 'breast', prostate: 'prostatic', ovary: 'ovarian', uterus: 'uterine',
  pancreas: 'pancreatic', esophagus: 'esophageal', rectum: 'rectal', vagina: 'vaginal', cervix: 'cervical',
  bone: 'bony', nerve: 'neural', vein: 'venous', artery: 'arterial', chest: 'thoracic', abdomen: 'abdominal',
  testicle: 'testicular', testis: 'testicular', vertebra: 'vertebral', 'vertebral column': 'vertebral', 'femur neck': 'femoral neck',
  duodenum: 'duodenal', gallbladder: 'gallbladder', larynx: 'laryngeal', pharynx: 'pharyngeal', tongue: 'tongue', bile: 'biliary',
  pelvis: 'pelvic', knee: 'knee', ankle: 'ankle', wrist: 'wrist', elbow: 'elbow', shoulder: 'shoulder', hip: 'hip',
  // (2026-11-27) the other adjectival sites of anatomy, so that every "X of <site>" is also found as "<adjective> X"
  aorta: 'aortic', appendix: 'appendiceal', spleen: 'splenic', trachea: 'tracheal', bronchus: 'bronchial', pleura: 'pleural',
  pericardium: 'pericardial', peritoneum: 'peritoneal', ureter: 'ureteral', urethra: 'urethral', retina: 'retinal', cornea: 'corneal',
  mouth: 'oral', face: 'facial', penis: 'penile', scrotum: 'scrotal', vulva: 'vulvar', anus: 'anal', sacrum: 'sacral',
  coccyx: 'coccygeal', calcaneus: 'calcaneal', mandible: 'mandibular', maxilla: 'maxillary', clavicle: 'clavicular',
  scapula: 'scapular', patella: 'patellar', skull: 'cranial', muscle: 'muscular', joint: 'articular', tooth: 'dental',
  gum: 'gingival', adrenal: 'adrenal', jejunum: 'jejunal', ileum: 'ileal', cecum: 'cecal', sigmoid: 'sigmoid',
  'small intestine': 'small bowel', 'large intestine': 'large bowel', intestine: 'intestinal', lymph: 'lymphatic',
  'lymph node': 'nodal', vertebrae: 'vertebral', sternum: 'sternal', orbit: 'orbital', thorax: 'thoracic',
  'mitral valve': 'mitral', 'aortic valve': 'aortic', 'tricuspid valve': 'tricuspid', 'pulmonary valve': 'pulmonic',
};

function ofVariants(name: string): string[] {
  const out: string[] = [];
  // "Malignant tumor of stomach" -> "stomach cancer", "gastric cancer", "cancer of the stomach"
  const ca = /^(?:primary )?malignant (?:neoplasm|tumou?r) of (?:the )?([a-z]+(?: [a-z]+)?)$/i.exec(name);
  if (ca && ca[1]) {
    const organ = ca[1].toLowerCase();
    out.push(`${organ} cancer`, `cancer of the ${organ}`);
    const adj = ORGAN_ADJECTIVE[organ];
    if (adj && adj !== organ) out.push(`${adj} cancer`);
  }
  // "Fracture of neck of femur" -> "femoral neck fracture", "femur neck fracture"
  const dbl = /^(\w+) of (\w+) of (?:the )?(\w+)$/i.exec(name);
  if (dbl && dbl[1] && dbl[2] && dbl[3]) {
    const organ = dbl[3].toLowerCase();
    out.push(`${organ} ${dbl[2]} ${dbl[1]}`);
    const adj = ORGAN_ADJECTIVE[organ];
    if (adj && adj !== organ) out.push(`${adj} ${dbl[2]} ${dbl[1]}`);
  }
  // "Fracture of femur" -> "femur fracture", "femoral fracture"; "Closed fracture of hip" -> "closed hip fracture";
  // "Pain in testicle" -> "testicle pain", "testicular pain"
  const m = /^((?:\w+ ){0,2})(\w+) (of|in) (?:the )?([\w -]+)$/i.exec(name);
  const head = m?.[2];
  const organ = m?.[4];
  // "X in Y" turns around only for symptoms felt in a place ("Lying in bed" must not become "bed lying")
  const turns = m?.[3]?.toLowerCase() === 'of' || /^(pain|swelling|numbness|weakness|tingling|lump|stiffness|cramp|tenderness|ringing|burning|itching|discomfort)$/i.test(head ?? '');
  if (m && head && organ && turns && !/\b(of|and|or|with|by|in|to|on|due|for)\b/i.test(organ) && organ.split(' ').length <= 3) {
    const mods = (m[1] ?? '').trim();
    out.push(`${mods} ${organ} ${head}`);
    const adj = ORGAN_ADJECTIVE[organ.toLowerCase()];
    if (adj && adj !== organ.toLowerCase()) out.push(`${mods} ${adj} ${head}`);
  }
  // "Operative procedure on knee" -> "knee surgery", "surgery on the knee"; "Operation on heart" -> "cardiac surgery"
  const op = /^operat(?:ion|ive procedure) on (?:the )?([a-z]+(?: [a-z]+)?)$/i.exec(name.replace(/ (?:region|structure)$/i, ''));
  if (op && op[1]) {
    const organ = op[1].toLowerCase();
    out.push(`${organ} surgery`, `surgery on the ${organ}`, `surgery of the ${organ}`);
    const adj = ORGAN_ADJECTIVE[organ];
    if (adj && adj !== organ) out.push(`${adj} surgery`);
  }
  // "Adenocarcinoma of prostate" -> "adenocarcinoma of the prostate": notes write the article
  const the = /^((?:\w+ ){0,3}\w+) of ([a-z]+(?: [a-z]+)?)$/i.exec(name);
  if (the && the[1] && the[2] && !/^(the|a|an)\b/i.test(the[2]) && !/\b(of|and|or|with|by|in|to|on|due|for)\b/i.test(the[1])) out.push(`${the[1]} of the ${the[2]}`);
  // "von Willebrand disorder" -> "von Willebrand disease", "Disorder of liver" -> "liver disease",
  // "hepatic disease": clinicians write disease where the reference lists say disorder
  const dis = /^(?:disorder of (?:the )?([a-z]+(?: [a-z]+)?)|([\w' -]+?) disorder)$/i.exec(name);
  if (dis && (dis[1] || dis[2])) {
    const what = (dis[1] ?? dis[2])!;
    if (dis[1]) {
      const organ = what.toLowerCase();
      out.push(`${organ} disease`);
      const adj = ORGAN_ADJECTIVE[organ];
      if (adj && adj !== organ) out.push(`${adj} disease`);
    } else if (!/\b(?:of|use|mood|personality|anxiety|eating|sleep|movement|panic|spectrum|adjustment|conduct|stress|seizure|bipolar|depressive|psychotic|substance|behavio\w*|mental|developmental|cognitive|autistic|dysmorphic|hyperactivity|deficit|headache|related|induced|I|II|III|disorder|disease)$/i.test(what) && !/\b(?:attention|asperger|autis|bipolar|psych|personality)/i.test(what)) out.push(`${what} disease`);
  }
  // "Diabetes mellitus, type 2" -> "type 2 diabetes mellitus"
  const c = /^([^,]+), ([^,]+)$/.exec(name);
  if (c && c[1] && c[2] && c[2].split(' ').length <= 3) out.push(`${c[2]} ${c[1]}`);
  return out;
}

// anatomy clinicians abbreviate inside procedure names ("ACL reconstruction", "IVC filter placement")
const ANATOMY_ABBREVIATION: Array<[RegExp, string]> = [
  [/\banterior cruciate ligament\b/i, 'ACL'],
  [/\bposterior cruciate ligament\b/i, 'PCL'],
  [/\bmedial collateral ligament\b/i, 'MCL'],
  [/\bcommon bile duct\b/i, 'CBD'],
  [/\binferior vena cava\b/i, 'IVC'],
  [/\bsuperficial femoral artery\b/i, 'SFA'],
  [/\btemporomandibular joint\b/i, 'TMJ'],
  [/\barteriovenous\b/i, 'AV'],
];

/**
 * How clinicians write procedure names the reference lists spell out: the film for the study
 * ("Venography of upper extremity" -> "upper extremity venogram"), abbreviated anatomy, and a
 * ligament without the joint it belongs to ("Reconstruction of anterior cruciate ligament of knee
 * joint" -> "ACL reconstruction").
 */
function procedureVariants(names: string[]): string[] {
  const out = new Set<string>();
  const add = (v: string): void => {
    if (!names.includes(v)) out.add(v);
  };
  for (const n of names) {
    // "Examination of breast" / "breast examination" -> "breast exam"
    const exam = /^(?:(?:manual|physical) )?examination of (?:the )?([a-z]+(?: [a-z]+)?)$/i.exec(n);
    const manual = /^manual ([a-z]+) examination$/i.exec(n);
    if (manual && manual[1]) add(`${manual[1].toLowerCase()} exam`);
    if (exam && exam[1]) for (const v of [`${exam[1]} exam`, `${exam[1]} examination`]) add(v.toLowerCase());
    if (/ examination$/i.test(n) && n.split(' ').length <= 4) add(n.replace(/ examination$/i, ' exam'));
    const joint = /^(\w+) of (?:the )?((?:\w+ ){0,3}ligament) of (?:the )?\w+(?: joint)?$/i.exec(n);
    const forms = [n];
    if (joint && joint[1] && joint[2]) forms.push(`${joint[2]} ${joint[1].toLowerCase()}`);
    for (const f of forms) {
      const expanded = [f];
      for (const [re, abbr] of ANATOMY_ABBREVIATION) if (re.test(f)) expanded.push(f.replace(re, abbr));
      for (const e of expanded) {
        if (e !== n) add(e);
        const film = e.replace(/\b(\w{3,})graphy\b/gi, '$1gram');
        if (film !== e) add(film);
      }
    }
  }
  return [...out];
}

/**
 * How notes name a monitoring or an assessment (procedures and regimes): "Cardiac monitoring" ->
 * "cardiac monitor" (the monitor put on is the monitoring); "Hearing assessment" -> "hearing
 * evaluation", "hearing eval". Not of a generic subject ("Medical assessment", "Risk assessment").
 */
function assessmentVariants(n: string): string[] {
  if (n.split(' ').length > 4 || /^(?:medical|diagnostic|risk|initial|multidisciplinary|care|emotional|coping|pre-discharge|patient|general|clinical)\b/i.test(n)) return [];
  if (/^[a-z][a-z -]* monitoring$/i.test(n)) return [n.replace(/ monitoring$/i, ' monitor').toLowerCase()];
  if (/^[a-z][a-z -]* assessment$/i.test(n)) return [' evaluation', ' eval'].map((w) => n.replace(/ assessment$/i, w).toLowerCase());
  return [];
}

/**
 * How notes write screenings that the reference lists name one way only:
 * "Screening for malignant neoplasm of prostate" -> "prostate cancer screening",
 * "screening for prostate cancer"; "Hepatitis C screening" -> "screening for hepatitis C", "hepatitis C screen".
 */
function serviceVariants(name: string): Array<{ term: string; derived: boolean }> {
  const out: Array<{ term: string; derived: boolean }> = [];
  const scr = /^screening for (?:the )?([a-z][a-z' -]+)$/i.exec(name);
  const scr2 = /^([a-z][a-z' -]+?) screening$/i.exec(name);
  const topic = scr?.[1] ?? scr2?.[1];
  if (topic && !/\b(?:and|or|with|for|new|test)\b/i.test(topic) && topic.split(' ').length <= 5) {
    const topics = [topic, ...ofVariants(topic)].map((t) => t.toLowerCase()).filter((t) => t.split(' ').length <= 3);
    for (const t of topics) for (const v of [`${t} screening`, `screening for ${t}`, `${t} screen`]) out.push({ term: v, derived: t !== topic.toLowerCase() });
  }
  // "Contraception education" -> "contraception counseling", "counselling"; "Counseling about tobacco use" ->
  // "tobacco use counseling": notes call the same teaching either word ("Diet counseling" is Diet education)
  const edu = /^(?:(?:education|counseling) (?:about|for|on) (?:the )?([a-z][a-z' -]+)|([a-z][a-z' -]+?) (?:education|counseling))$/i.exec(name);
  const subject = edu?.[1] ?? edu?.[2];
  if (subject && !/\b(?:and|or|with|for|of|patient|group|family|individual|parent|carer|caregiver)\b/i.test(subject) && subject.split(' ').length <= 3) {
    const t = subject.toLowerCase();
    for (const v of [`${t} education`, `${t} counseling`, `education about ${t}`, `counseling about ${t}`]) out.push({ term: v, derived: false });
  }
  for (const term of referralVariants(name)) out.push({ term, derived: true });
  return out.filter((v) => v.term.toLowerCase() !== name.toLowerCase());
}

/**
 * How notes write a referral that the reference lists name by the specialist or service referred to:
 * "Referral to ophthalmologist" -> "referral to ophthalmology", "ophthalmology referral", "refer to
 * ophthalmology"; "Referral to vascular surgeon" -> "vascular surgery referral"; "Referral to
 * dermatology service" -> "dermatology referral"; "Referral to clinical allergist" -> "referral to
 * allergist", "allergy referral". The specialty is named as the field, the specialist or the service.
 */
function referralVariants(name: string): string[] {
  const m = /^referral to ([a-z][a-z -]+)$/i.exec(name);
  if (!m || /\b(?:and|or|for|of|with|the|based|declined)\b/i.test(m[1]!) || m[1]!.split(' ').length > 4) return [];
  const target = m[1]!.toLowerCase();
  const forms = new Set<string>([target]);
  const base = target.replace(/^clinical /, '');
  forms.add(base);
  for (const f of [...forms]) {
    forms.add(f.replace(/ service$/, ''));
    // the field for its specialist: urologist -> urology, allergist -> allergy, psychiatrist -> psychiatry,
    // physiotherapist -> physiotherapy, pediatrician -> pediatrics, vascular surgeon -> vascular surgery
    const w = f.split(' ');
    const last = w[w.length - 1]!;
    const field = /ologist$/.test(last)
      ? last.replace(/ologist$/, 'ology')
      : /iatrist$/.test(last)
        ? last.replace(/iatrist$/, 'iatry')
        : /therapist$/.test(last)
          ? last.replace(/therapist$/, 'therapy')
          : /^(?:allergist|podiatrist)$/.test(last)
            ? last.replace(/ist$/, 'y')
            : last === 'surgeon'
              ? 'surgery'
              : last === 'pediatrician'
                ? 'pediatrics'
                : undefined;
    // (a bare "surgery" referral names no specialty)
    if (field && !(field === 'surgery' && w.length === 1)) forms.add([...w.slice(0, -1), field].join(' '));
  }
  const out: string[] = [];
  for (const f of forms) {
    // (a generic target names no specialty: "hospital referral", "refer to medical")
    if (!f || f.split(' ').length > 3 || /^(?:clinic|community|hospital|medical|nurse|doctor|physician|service|health worker|education)$/.test(f)) continue;
    out.push(`referral to ${f}`, `${f} referral`, `refer to ${f}`, `referred to ${f}`);
  }
  return out;
}

// Adjectives a finding is named by that notes also write after the thing, as a predicate:
// "Enlarged uterus" -> "uterus enlarged", "uterus is enlarged", "prostate mildly enlarged";
// "Decreased appetite" -> "appetite decreased"; "Swollen abdomen" -> "abdomen is swollen".
const PREDICATE_ADJECTIVE = /^(enlarged|swollen|distended|dilated|tender|painful|red|dry|irregular|decreased|reduced|increased|impaired|absent|weak|pale|cold|inflamed|thickened|small|prolonged|delayed|elevated|poor|stiff|diminished|hoarse|blurred|itchy|bloody|cloudy)$/i;
const DEGREE = ['mildly', 'moderately', 'markedly', 'slightly', 'severely'];
function predicateVariants(name: string): string[] {
  const words = name.split(' ');
  if (words.length < 2 || words.length > 4 || !PREDICATE_ADJECTIVE.test(words[0]!)) return [];
  const rest = words.slice(1).join(' ');
  if (/\b(?:of|and|or|with|in|on|to|due|for|by|without)\b|[,()]/i.test(rest)) return [];
  const adj = words[0]!.toLowerCase();
  const thing = rest.toLowerCase();
  const out = [`${thing} ${adj}`, `${thing} is ${adj}`, `${thing} are ${adj}`];
  for (const d of DEGREE) out.push(`${thing} ${d} ${adj}`, `${thing} is ${d} ${adj}`);
  return out;
}

const SNOMED_KIND_RANK: Record<string, number> = { disorder: 0, finding: 1, procedure: 2, 'regime/therapy': 3, substance: 4 };
const KIND_RANK: Record<ConceptKind, number> = { observation: 0, medication: 1, immunization: 2, allergy: 2, condition: 3, procedure: 4, substance: 6 };

const ingredientByName = new Map<string, string>();

for (const c of cands.values()) {
  const { row, key } = c;
  if (row.system === SYSTEM_SNOMED) {
    if (TOO_GENERIC_SNOMED.test(c.display)) continue;
    const base = 10 + (SNOMED_KIND_RANK[row.category] ?? 5);
    const names = new Set<string>([c.display]);
    for (const s of row.synonyms) if (!/\)$/.test(s)) names.add(s);
    for (const n of names) {
      if (n.length > 80 || /[\[\]{}<>=;]/.test(n)) continue;
      const words = n.split(/\s+/).length;
      // a long procedure name may still have a short written form ("ACL reconstruction")
      if (row.category === 'procedure' && words <= 9) for (const v of procedureVariants([n, ...ofVariants(n)])) if (v.split(/\s+/).length <= 7) push(v, key, base + 3, 'var');
      if (c.kind === 'condition') for (const v of predicateVariants(n)) push(v, key, base + 2.5, 'var');
      if (row.category === 'procedure') for (const v of serviceVariants(n)) push(v.term, key, base + (v.derived ? 3.5 : 2.5), 'var');
      if (row.category === 'procedure' || row.category === 'regime/therapy') for (const v of assessmentVariants(n)) push(v, key, base + 3, 'var');
      if (words > 7) continue;
      push(n, key, base + (n === c.display ? 0 : 1), n === c.display ? 'pref' : 'syn');
      for (const v of ofVariants(n)) push(v, key, base + 2, 'var');
    }
  } else if (row.system === SYSTEM_RXNORM) {
    const name = row.display;
    ingredientByName.set(name.toLowerCase(), key);
    push(name, key, 5, 'pref');
  }
}

// RxNorm salts and brand names seen in clinical drug names: "metoprolol tartrate 25 MG Oral Tablet [Lopressor]"
const SALT = /^(hydrochloride|hcl|sodium|potassium|calcium|magnesium|succinate|tartrate|maleate|besylate|mesylate|sulfate|citrate|acetate|fumarate|bromide|chloride|phosphate|dihydrate|monohydrate|hyclate|propionate|furoate|dipropionate|valerate|bitartrate|xinafoate|disodium|trihydrate|hydrobromide|bisulfate|tromethamine|gluconate|lactate|carbonate|oxide|hemihydrate|monosodium|malate|pamoate|decanoate|ethylsuccinate|stearate|estolate|axetil|medoxomil|cilexetil|olamine)$/i;
const brandIngredients = new Map<string, Set<string>>();
const combinationTerms: Array<{ term: string; keys: string[] }> = [];
// Drugs the reference lists know only as clinical drugs ("hydroxyurea 500 MG Oral Capsule"), with no
// ingredient row to code them by: project concepts (Medication entities with codes: []), so that the
// engine still finds them. Their names are taken from the clinical drug names, salts removed.
const knownTerms = new Set<string>([...curatedTerms.map((c) => normalizePhrase(c.term).join(' ')), ...generated.map((g) => normalizePhrase(g.term).join(' '))]);
const uncodedIngredients = new Map<string, string>();
// words of product descriptions, not of the drug's name ("abuse-deterrent oxycodone", "sprinkle duloxetine")
const PRODUCT_WORDS = /^(abuse-deterrent|biphasic|breath-actuated|osmotic|matrix|delivery|evening|morning|dosing|modified|once-daily|pmdd|sensor|smoking|cessation|sprinkle|micronized|disintegrating|chewable|extended|release|buffered|enteric|coated)$/;
function uncodedIngredient(words: string[]): string | undefined {
  let base = words.map((w) => w.toLowerCase()).filter((w) => !PRODUCT_WORDS.test(w));
  while (base.length > 1 && SALT.test(base[base.length - 1]!)) base = base.slice(0, -1);
  const name = base.join(' ');
  const coded = ingredientByName.get(name);
  if (coded) return coded;
  if (!/^[a-z][a-z-]{3,}(?: [a-z][a-z-]+){0,2}$/.test(name) || SALT.test(name)) return undefined;
  const existing = uncodedIngredients.get(name);
  if (existing) return existing;
  const norm = normalizePhrase(name).join(' ');
  if (knownTerms.has(norm) || excludedTerms.has(norm)) return undefined;
  const key = `N:rx-${name.replace(/[^a-z]+/g, '-')}`;
  const row: RefRow = { system: SYSTEM_NONE, code: key.slice(2), display: name, synonyms: [], sources: ['rxnorm-clinical-drug-name'], category: '', synthea: [], valueSets: [] };
  refs.set(key, row);
  cands.set(key, { key, row, kind: 'medication', flags: new Set(), display: name, core: true });
  uncodedIngredients.set(name, key);
  knownTerms.add(norm);
  // weakest rank: any reference concept with the same name (a lab analyte such as pyridoxine) wins
  push(name, key, 50, 'pref');
  if (words.length > base.length && words.every((w) => !PRODUCT_WORDS.test(w.toLowerCase()))) push(words.join(' ').toLowerCase(), key, 50, 'salt');
  return key;
}
for (const row of [...refs.values()]) {
  if (row.system !== SYSTEM_RXNORM) continue;
  const names = [row.display, ...row.synonyms];
  for (const n of names) {
    const parts = n.replace(/\s*\[[^\]]*\]\s*$/, '').split(' / ');
    const ingredients: string[] = [];
    for (const p of parts) {
      const words = p.split(' ').filter((w) => w.length > 0);
      // ingredient words come before the first strength number
      const firstNum = words.findIndex((w) => /^\d/.test(w));
      const head = (firstNum >= 0 ? words.slice(0, firstNum) : []).filter((w) => !/^(Oral|Topical|Injectable|Pill)$/i.test(w));
      if (head.length === 0) continue;
      let found = false;
      for (let k = head.length; k >= 1; k--) {
        const ing = ingredientByName.get(head.slice(0, k).join(' ').toLowerCase());
        if (ing) {
          ingredients.push(ing);
          const rest = head.slice(k);
          if (rest.length > 0 && rest.every((w) => SALT.test(w))) push(head.join(' '), ing, 6, 'salt');
          found = true;
          break;
        }
      }
      if (!found && head.length <= 4) {
        const uncoded = uncodedIngredient(head);
        if (uncoded) ingredients.push(uncoded);
      }
    }
    const brand = /\[([^\]]+)\]\s*$/.exec(n);
    if (brand && brand[1] && ingredients.length > 0 && ingredients.length === parts.length) {
      const set = brandIngredients.get(brand[1]) ?? new Set<string>();
      for (const i of ingredients) set.add(i);
      brandIngredients.set(brand[1], set);
    }
  }
}

// Curated brand names (brand -> ingredient names); checked against the ingredient rows.
const brandFlags = new Map<string, string>();
for (const [brand = '', ingredients = '', flags = ''] of readCurated('brands.tsv')) {
  const keys: string[] = [];
  for (const name of ingredients.split('+').map((s) => s.trim().toLowerCase())) {
    const k = ingredientByName.get(name);
    if (!k) problems.push(`curated/brands.tsv: ${brand}: ingredient "${name}" has no RxNorm ingredient row`);
    else keys.push(k);
  }
  if (keys.length > 0) {
    const set = brandIngredients.get(brand) ?? new Set<string>();
    for (const k of keys) set.add(k);
    brandIngredients.set(brand, set);
  }
  if (flags) for (const f of flags.split(',')) brandFlags.set(brand, f);
}

// Combination products the reference lists name as such ("Piperacillin / tazobactam", RxNorm
// multiple-ingredient concepts): a brand or a written pair of their ingredients also carries the
// combination's code, and the pair written either way round ("amoxicillin-clavulanate",
// "clavulanate/amoxicillin") is a term of its own.
const combinationByIngredients = new Map<string, string>();
const ingredientKeyOf = (name: string): string | undefined => ingredientByName.get(name) ?? uncodedIngredients.get(name);
for (const row of [...refs.values()]) {
  if (row.system !== SYSTEM_RXNORM || !row.display.includes(' / ') || /\d|\[/.test(row.display)) continue;
  if (/\b(Product|Pill|Injectable|Oral|Topical|Inhal\w*|Nasal|Ophthalmic|Otic|Rectal|Vaginal|Transdermal|Injection|Solution|Suspension|Cream|Ointment|Lotion|Gel|Patch|Kit|Spray|Powder|Tablet|Capsule)\b/i.test(row.display)) continue;
  const parts = row.display.split(' / ').map((p) => p.trim().toLowerCase());
  if (!parts.every((p) => /^[a-z][a-z ,-]{2,40}$/.test(p))) continue;
  const keys = parts.map(ingredientKeyOf);
  if (new Set(keys).size !== keys.length) continue;
  const key = keyOf(SYSTEM_RXNORM, row.code);
  if (excludedConcepts.has(key)) continue;
  // parts with no ingredient row of their own ("carbidopa / levodopa") are coded by the combination alone
  const ingredientKeys = keys.filter((k): k is string => !!k).sort();
  if (ingredientKeys.length === keys.length) combinationByIngredients.set(ingredientKeys.join(','), key);
  cands.set(key, { key, row, kind: 'medication', flags: new Set(), display: row.display, core: true });
  if (parts.length === 2) for (const [a, b] of [[parts[0]!, parts[1]!], [parts[1]!, parts[0]!]]) combinationTerms.push({ term: `${a}-${b}`, keys: [...ingredientKeys, key] });
}

// LOINC: component phrases from the long common name, plus short-name abbreviations.
interface LoincParts {
  component: string;
  system: string;
}
function loincParts(lcn: string): LoincParts | null {
  const m = /^(.+?)(?: \[[^\]]+\])? in (.+?)(?: by .+)?$/.exec(lcn);
  if (!m || !m[1] || !m[2]) return null;
  return { component: m[1], system: m[2] };
}
const SYSTEM_WORDS: Record<string, string[]> = {
  'Serum or Plasma': ['serum', 'plasma', 'blood'],
  Serum: ['serum', 'blood'],
  Plasma: ['plasma', 'blood'],
  Blood: ['blood'],
  'Arterial blood': ['arterial', 'arterial blood'],
  'Venous blood': ['venous', 'venous blood'],
  Urine: ['urine'],
  'Cerebral spinal fluid': ['CSF', 'spinal fluid', 'cerebrospinal fluid'],
  Stool: ['stool', 'fecal'],
};
function cleanComponent(c: string): string {
  return c
    .replace(/\/(Hemoglobin|Leukocytes|Erythrocytes|Creatinine|Protein)\.total/gi, '')
    .replace(/\.total\b/g, '')
    .replace(/\.(?=[A-Za-z])/g, ' ')
    .replace(/\^.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const abbrNames = new Set<string>();
const loincByComponent = new Map<string, { key: string; rank: number }[]>();
for (const c of cands.values()) {
  if (c.row.system !== SYSTEM_LOINC) continue;
  const rank = loincRank.get(c.row.code) ?? 5000;
  const base = 20 + Math.min(rank, 9999) / 10000;
  push(c.row.display, c.key, base, 'pref');
  for (const s of c.row.synonyms) push(s, c.key, base + 1, 'syn');
  const parts = loincParts(c.row.display);
  const component = cleanComponent(parts?.component ?? c.row.display);
  if (component.length < 2) continue;
  const sysWords = parts ? SYSTEM_WORDS[parts.system] ?? [] : [];
  const quantitative = !/\b(Presence|Ql|Qn\/Ql|identified|Susceptibility|Interpretation|Narrative|Identifier|Type)\b/.test(c.row.display);
  for (const w of sysWords) {
    push(`${w} ${component}`, c.key, base + 0.5, 'var');
    push(`${component} in ${w}`, c.key, base + 0.5, 'var');
  }
  const compKey = component.toLowerCase();
  // a bare analyte name ("glucose") only stands for a quantitative chemistry/hematology result
  const property = /\[([^\]]+)\]/.exec(c.row.display)?.[1] ?? '';
  const bareOk = /\/|Fraction|Ratio|Time|Rate|Ratio|Entitic/.test(property) && !/DRUG\/TOX|ABXBACT|ALLERGY|SERO|MICRO/i.test(c.row.category) && !/\b(Ab|Ag|IgG|IgM|IgE|IgA|DNA|RNA|virus|Type)\b/.test(component);
  if (!bareOk) continue;
  const list = loincByComponent.get(compKey) ?? [];
  // quantitative serum/plasma/blood results are what a bare "glucose 110" means
  const bloodLike = parts ? /^(Serum or Plasma|Serum|Plasma|Blood)$/.test(parts.system) : true;
  list.push({ key: c.key, rank: rank + (bloodLike ? 0 : 3000) + (quantitative ? 0 : 6000) });
  loincByComponent.set(compKey, list);
  // the short name's component abbreviation ("Hgb Bld-mCnc" -> "Hgb")
  for (const s of loincShort.get(c.row.code) ?? []) {
    const words = s.split(' ');
    const head: string[] = [];
    for (const w of words) {
      if (/^(SerPl|Ser|Plas|Bld|BldA|BldV|BldC|Ur|CSF|XXX|Stl|Fld|Plr|Amn|Synv|Sputum|Sal|Gast|#|%|Ql|Qn|MFr|NFr|Cult|Ratio|Titr|24H|Smear|Auto|Manual|IA|EIA|PCR|Imp|DBS|Calc|Est|Presence|Scn|Conf|Entit|Elph|Stain|Prob|Gram|Type|Mass|Vol)\b|-|^\(/.test(w)) break;
      head.push(w);
    }
    const abbr = head.join(' ');
    if (abbr.length >= 3 && abbr.toLowerCase() !== compKey && /[A-Za-z]/.test(abbr)) {
      const l2 = loincByComponent.get(abbr.toLowerCase()) ?? [];
      l2.push({ key: c.key, rank: rank + (bloodLike ? 0 : 3000) + (quantitative ? 0 : 6000) + 0.5 });
      loincByComponent.set(abbr.toLowerCase(), l2);
      abbrNames.add(abbr.toLowerCase());
    }
  }
}
// Serology, antigen, molecular and culture tests as notes write them: "Hepatitis B virus core Ab [Presence] in
// Serum" -> "hepatitis B core antibody", "HBV core antibody"; "Helicobacter pylori Ag [Presence] in Stool" ->
// "H. pylori stool antigen"; "Cytomegalovirus DNA [Presence] ..." -> "CMV PCR"; "Varicella zoster virus IgG Ab"
// -> "varicella zoster IgG"; "Bacteria identified in Cerebral spinal fluid by Culture" -> "CSF culture".
const TEST_PART: Record<string, string[]> = {
  Ab: ['antibody', 'antibodies', 'Ab'],
  Ag: ['antigen', 'Ag'],
  'IgG Ab': ['IgG', 'IgG antibody'],
  'IgM Ab': ['IgM', 'IgM antibody'],
  DNA: ['PCR', 'DNA', 'DNA PCR'],
  RNA: ['PCR', 'RNA', 'RNA PCR'],
};
const SPECIMEN_WORDS: Record<string, string[]> = {
  Urine: ['urine', 'urinary'],
  Stool: ['stool', 'fecal', 'faecal'],
  Serum: ['serum'],
  'Serum or Plasma': ['serum'],
  'Cerebral spinal fluid': ['CSF'],
};
const CULTURE_SITE: Record<string, string[]> = {
  Blood: ['blood'],
  Urine: ['urine'],
  Sputum: ['sputum'],
  Stool: ['stool'],
  Wound: ['wound'],
  Throat: ['throat'],
  'Cerebral spinal fluid': ['CSF', 'spinal fluid', 'cerebrospinal fluid'],
  'Body fluid': ['body fluid', 'fluid', 'peritoneal fluid', 'pleural fluid', 'ascitic fluid', 'synovial fluid', 'joint fluid'],
  Tissue: ['tissue'],
  'Bone marrow': ['bone marrow'],
};
const CULTURE_WHAT: Record<string, string[]> = { Bacteria: [''], Fungus: ['fungal ', 'fungus '], 'Mycobacterium sp': ['AFB ', 'mycobacterial '], Virus: ['viral '] };
function labTestVariants(display: string, shortNames: string[]): string[] {
  const out: string[] = [];
  const culture = /^(Bacteria|Fungus|Mycobacterium sp|Virus) identified in (.+?) by (?:Aerobe |Respiratory |Organism specific )?culture$/i.exec(display);
  if (culture) {
    const whats = CULTURE_WHAT[culture[1]!] ?? [];
    const sites = CULTURE_SITE[culture[2]!] ?? (culture[2] === 'Unspecified specimen' ? [''] : []);
    for (const w of whats) for (const site of sites) {
      const head = `${site ? `${site} ` : ''}${w}`.trim();
      if (!head) continue;
      for (const suffix of ['culture', 'cultures', 'cx']) out.push(`${head} ${suffix}`);
    }
    return out;
  }
  const m = /^([A-Z][A-Za-z0-9 .'-]*?) (IgG Ab|IgM Ab|Ab|Ag|DNA|RNA)(?: \[[^\]]+\])?(?: \([^)]*\))? in (.+?)(?: by .+)?$/.exec(display);
  if (!m) return out;
  const [, organism = '', part = '', system = ''] = m;
  const organisms = new Set<string>([organism]);
  const noVirus = organism.replace(/ virus\b/i, '').trim();
  if (noVirus && noVirus !== organism && /[a-z]{2}/i.test(noVirus)) organisms.add(noVirus);
  // "Helicobacter pylori" -> "H. pylori", "H pylori"
  const binomial = /^([A-Z])[a-z]+ ([a-z]{3,})$/.exec(organism);
  if (binomial) organisms.add(`${binomial[1]}. ${binomial[2]}`).add(`${binomial[1]} ${binomial[2]}`);
  // the short name's organism ("CMV DNA XXX Ql PCR" -> "CMV", "HBV core Ab ..." -> "HBV core")
  const partHead = part.split(' ')[0]!;
  for (const sn of shortNames) {
    const words = sn.split(' ');
    const at = words.indexOf(partHead);
    if (at > 0 && at <= 3) organisms.add(words.slice(0, at).join(' '));
  }
  const specimens = SPECIMEN_WORDS[system] ?? [];
  for (const o of organisms) {
    if (o.replace(/[^A-Za-z]/g, '').length < 3) continue;
    for (const p of TEST_PART[part] ?? []) {
      out.push(`${o} ${p}`);
      for (const w of specimens) out.push(`${w} ${o} ${p}`, `${o} ${w} ${p}`);
    }
  }
  return out;
}
for (const c of cands.values()) {
  if (c.row.system !== SYSTEM_LOINC) continue;
  const base = 20 + Math.min(loincRank.get(c.row.code) ?? 5000, 9999) / 10000;
  for (const v of labTestVariants(c.row.display, loincShort.get(c.row.code) ?? [])) push(v, c.key, base + 0.7, 'var');
}
for (const [comp, list] of loincByComponent) {
  list.sort((a, b) => a.rank - b.rank);
  const best = list[0];
  if (best) push(comp, best.key, 19 + best.rank / 100000, abbrNames.has(comp) ? 'abbr' : 'var');
}

// British spellings of generated and curated terms ("haemorrhage", "oedema", "tumour")
const BRITISH: Array<[RegExp, string]> = [
  [/hem(?=[aeo])/gi, 'haem'],
  [/\bedema/gi, 'oedema'],
  [/anemi/gi, 'anaemi'],
  [/ischemi/gi, 'ischaemi'],
  [/esophag/gi, 'oesophag'],
  [/tumor/gi, 'tumour'],
  [/diarrhea/gi, 'diarrhoea'],
  [/leukemi/gi, 'leukaemi'],
  [/pediatric/gi, 'paediatric'],
  [/orthoped/gi, 'orthopaed'],
  [/fetal/gi, 'foetal'],
  [/estrogen/gi, 'oestrogen'],
  [/\bestradiol/gi, 'oestradiol'],
  // (2026-11-27 evening) more of the spellings British notes and letters use
  [/celiac/gi, 'coeliac'],
  [/(glyc|kal|natr|lipid|cholesterol|triglycerid|ox|capn|vir|bacter|fung|septic|ur|calc|phosphat|magnes|albumin|protein|uric|lact|ket|cyt|tox)emi(a|c)\b/gi, '$1aemi$2'],
  [/(?<=[a-z])rrhea\b/gi, 'rrhoea'],
  [/pnea\b/gi, 'pnoea'],
  [/(an|h|par)esthe/gi, '$1aesthe'],
  [/gynec/gi, 'gynaec'],
  [/\bcesarean/gi, 'caesarean'],
  [/\bfetus/gi, 'foetus'],
  [/sulfa/gi, 'sulpha'],
  [/sulfate/gi, 'sulphate'],
  [/leukocyt/gi, 'leucocyt'],
  [/counsel(?=ing|ed|or)/gi, 'counsell'],
];
for (const g of generated.slice()) {
  if (!g.flags.has('pref') && !g.flags.has('syn')) continue;
  let b = g.term;
  for (const [re, rep] of BRITISH) b = b.replace(re, rep);
  if (b !== g.term) push(b, g.key, g.rank + 0.5, 'var');
}
for (const c of curatedTerms.slice()) {
  let b = c.term;
  for (const [re, rep] of BRITISH) b = b.replace(re, rep);
  if (b !== c.term) curatedTerms.push({ term: b, keys: c.keys, flags: c.flags.filter((f) => f !== 'cs') });
}
// A procedure written as what was done to the thing, in a list or a plan: "JP drain removal" -> "JP drain
// removed"; "port placement" -> "port placed"; "Insertion of stent" -> "stent inserted".
const PARTICIPLE: Record<string, string> = {
  insertion: 'inserted', placement: 'placed', removal: 'removed', excision: 'excised', repair: 'repaired',
  drainage: 'drained', replacement: 'replaced', resection: 'resected', ligation: 'ligated', debridement: 'debrided',
  amputation: 'amputated', implantation: 'implanted', extraction: 'extracted', exchange: 'exchanged', reconstruction: 'reconstructed',
};
function participleVariants(term: string): string[] {
  const t = term.toLowerCase().replace(/\s+/g, ' ').trim();
  let thing: string | undefined;
  let nominal: string | undefined;
  const pre = /^(\w+) of (?:the |a |an )?([a-z0-9][\w' /-]*)$/.exec(t);
  const post = /^([a-z0-9][\w' /-]*?) (\w+)$/.exec(t);
  if (pre && PARTICIPLE[pre[1]!]) [nominal, thing] = [pre[1], pre[2]];
  else if (post && PARTICIPLE[post[2]!]) [thing, nominal] = [post[1], post[2]];
  if (!thing || !nominal || /\b(?:of|and|or|with|in|on|to|for|by|using|under|via)\b/.test(thing) || thing.split(' ').length > 4) return [];
  // (a condition named as the thing stays the condition: "laceration repaired" is a laceration and a repair)
  if (conditionTerms.has(normalizePhrase(thing).join(' '))) return [];
  // only the list form ("Port placed 09/2026", "Stent placed"): "the gallbladder was removed" narrates a step
  // of the operation the note is about, which is not a procedure of its own
  return [`${thing} ${PARTICIPLE[nominal]!}`];
}
const conditionTerms = new Set<string>();
for (const g of generated) if (cands.get(g.key)?.kind === 'condition') conditionTerms.add(normalizePhrase(g.term).join(' '));
for (const c of curatedTerms) if (c.keys.some((k) => cands.get(k)?.kind === 'condition' || kindOverride.get(k)?.kind === 'condition')) conditionTerms.add(normalizePhrase(c.term).join(' '));
for (const g of generated.slice()) {
  if (cands.get(g.key)?.kind !== 'procedure') continue;
  for (const v of participleVariants(g.term)) push(v, g.key, g.rank + 1, 'var');
}
for (const c of curatedTerms.slice()) {
  if (c.keys.length !== 1 || cands.get(c.keys[0]!)?.kind !== 'procedure') continue;
  for (const v of participleVariants(c.term)) curatedTerms.push({ term: v, keys: c.keys, flags: c.flags.filter((f) => f !== 'cs') });
}

// Latin plurals the tokenizer's plural folding does not undo: "renal calculus" -> "renal calculi", "colonic
// diverticulum" -> "colonic diverticula", "bone metastasis" -> "bone metastases", "esophageal varix" -> "varices",
// "condyloma" -> "condylomata", "bulla" -> "bullae".
const LATIN_PLURAL: Array<[RegExp, string]> = [
  [/us$/, 'i'],
  [/um$/, 'a'],
  [/(?<!it)is$/, 'es'],
  [/oma$/, 'omata'],
  [/ix$/, 'ices'],
  // (only -la and -bra, the anatomy and lesion nouns: "pneumoniae" and "influenzae" are the organisms of
  // S. pneumoniae and H. influenzae, not pneumonias)
  [/(?<=l|br)a$/, 'ae'],
];
function latinPlural(term: string): string | undefined {
  const m = /^(.*?)([A-Za-z]{5,})$/.exec(term);
  if (!m) return undefined;
  const word = m[2]!;
  if (word !== word.toLowerCase()) return undefined;
  for (const [re, rep] of LATIN_PLURAL) if (re.test(word)) return `${m[1]}${word.replace(re, rep)}`;
  return undefined;
}
for (const g of generated.slice()) {
  if (cands.get(g.key)?.kind !== 'condition') continue;
  const pl = latinPlural(g.term);
  if (pl) push(pl, g.key, g.rank + 0.5, 'var');
}
// A finding named by one noun is also written as its adjective, of the patient: "apnea" -> "apneic",
// "aphasia" -> "aphasic", "oliguria" -> "oliguric"; and one named by an adjective in -y as its noun:
// "drowsy" -> "drowsiness". Not where the adjective names something else as often ("ischemic stroke",
// "hypoglycemic agents", "arrhythmic cause", "septic joint").
const ADJECTIVE_NOT = new Set(['ischemic', 'hypoglycemic', 'arrhythmic', 'septic', 'toxic', 'allergic', 'atopic', 'systemic', 'chronic', 'acidic', 'basic', 'anemic', 'anoxic', 'hypoxic', 'hepatic', 'aortic', 'mitral', 'cardiac', 'manic']);
function adjectiveForm(term: string): string | undefined {
  if (!/^[A-Za-z][a-z]{4,}$/.test(term)) return undefined;
  const w = term.toLowerCase();
  let v: string | undefined;
  if (/[^r]rhea$/.test(w) || /rrhea$/.test(w)) return undefined;
  if (/pnea$/.test(w)) v = w.replace(/ea$/, 'eic');
  else if (/(?:uria|emia|asia|thria|xia|tonia|thermia)$/.test(w)) v = w.replace(/ia$/, 'ic');
  else if (/[skzhp]y$/.test(w) && w.length <= 8) v = w.replace(/y$/, 'iness');
  return v && !ADJECTIVE_NOT.has(v) ? v : undefined;
}
for (const g of generated.slice()) {
  if (cands.get(g.key)?.kind !== 'condition' || (!g.flags.has('pref') && !g.flags.has('syn'))) continue;
  const adj = adjectiveForm(g.term);
  if (adj) push(adj, g.key, g.rank + 1, 'var');
}
for (const c of curatedTerms.slice()) {
  if (!c.keys.every((k) => (kindOverride.get(k)?.kind || cands.get(k)?.kind) === 'condition')) continue;
  const pl = latinPlural(c.term);
  if (pl) curatedTerms.push({ term: pl, keys: c.keys, flags: c.flags.filter((f) => f !== 'cs') });
}

// "potassium level", "TSH level": the way lab results are usually named in prose
for (const c of curatedTerms.slice()) {
  if (c.keys.length === 1 && cands.get(c.keys[0]!)?.kind === 'observation' && !cands.get(c.keys[0]!)?.flags.has('vital') && !/\b(level|panel|test|count|culture|profile)\b/i.test(c.term)) {
    curatedTerms.push({ term: `${c.term} level`, keys: c.keys, flags: c.flags.filter((f) => f !== 'cs') });
    curatedTerms.push({ term: `${c.term} levels`, keys: c.keys, flags: c.flags.filter((f) => f !== 'cs') });
  }
}

// ---------------------------------------------------------------- resolve collisions

interface FinalTerm {
  term: string;
  keys: string[];
  flags: Set<string>;
  rank: number;
  curated: boolean;
  alt?: string[];
}
const byNorm = new Map<string, FinalTerm>();
const normOf = (t: string, cs: boolean): string => (cs ? 'CS ' : '') + normalizePhrase(t).join(' ');

const kindOfKey = (k: string): ConceptKind | undefined => kindOverride.get(k)?.kind || cands.get(k)?.kind;
/** An observation term that is also a drug ingredient ("potassium", "magnesium") keeps the drug as its other sense. */
function altSense(winner: FinalTerm, loser: FinalTerm): void {
  const wk = kindOfKey(winner.keys[0]!);
  const lk = kindOfKey(loser.keys[0]!);
  if (wk !== lk && ((wk === 'observation' && lk === 'medication') || (wk === 'medication' && lk === 'observation'))) {
    if (!winner.alt || winner.alt.length === 0) winner.alt = loser.keys.slice();
  }
}

function offer(t: FinalTerm): void {
  const letters = t.term.replace(/[^A-Za-z]/g, '');
  // one- and two-letter terms only count in capitals and are flagged ambiguous
  if (letters.length <= 2) {
    t.flags.add('amb');
    if (!/^[A-Z]+$/.test(letters) || kindOfKey(t.keys[0]!) !== 'observation') t.flags.add('cs');
  }
  const cs = t.flags.has('cs');
  const norm = normOf(t.term, cs);
  if (norm.trim() === '' || norm === 'CS ') return;
  if (!t.curated && excludedTerms.has(norm)) return;
  const prev = byNorm.get(norm);
  if (!prev || t.rank < prev.rank) {
    byNorm.set(norm, t);
    if (prev) altSense(t, prev);
  } else altSense(prev, t);
}

for (const c of curatedTerms) offer({ term: c.term, keys: c.keys, flags: new Set(c.flags), rank: 0, curated: true, ...(c.alt ? { alt: c.alt } : {}) });
for (const [brand, keys] of brandIngredients) {
  const flags = new Set(['brand']);
  const extra = brandFlags.get(brand);
  if (extra) flags.add(extra);
  offer({ term: brand, keys: [...keys].sort(), flags, rank: 4, curated: false });
}
for (const g of generated) {
  const c = cands.get(g.key);
  if (!c) continue;
  offer({ term: g.term, keys: [g.key], flags: g.flags, rank: g.rank + KIND_RANK[c.kind] / 100, curated: false });
}
for (const c of combinationTerms) offer({ term: c.term, keys: c.keys, flags: new Set(), rank: 4, curated: false });
// a brand or curated term naming exactly the ingredients of a combination concept carries its code too
for (const t of byNorm.values()) {
  if (t.keys.length < 2) continue;
  const combination = combinationByIngredients.get(t.keys.slice().sort().join(','));
  if (combination && !t.keys.includes(combination)) t.keys = [...t.keys, combination];
}

// ---------------------------------------------------------------- corpus frequencies

function corpusTexts(): string[] {
  const texts: string[] = [];
  const mts = resolve(CORPORA, 'mtsamples_unique.jsonl');
  const aci = resolve(CORPORA, 'aci_bench_notes.jsonl');
  if (existsSync(mts)) for (const l of readFileSync(mts, 'utf8').split('\n')) if (l) texts.push((JSON.parse(l) as { text: string }).text);
  if (existsSync(aci)) for (const l of readFileSync(aci, 'utf8').split('\n')) if (l) texts.push((JSON.parse(l) as { note: string }).note);
  return texts;
}

const probe = new Vocabulary();
const conceptOf = (key: string): Concept => {
  const c = cands.get(key);
  const r = refs.get(key);
  if (!r) throw new Error(`no reference row for ${key}`);
  const kind: ConceptKind = kindOverride.get(key)?.kind || c?.kind || (r.system === SYSTEM_LOINC ? 'observation' : r.system === SYSTEM_RXNORM ? 'medication' : r.category === 'substance' ? 'substance' : r.category === 'procedure' ? 'procedure' : 'condition');
  return { key, system: r.system, code: r.code, display: c?.display ?? r.display, kind, flags: c?.flags ?? new Set() };
};
for (const t of byNorm.values()) for (const k of t.keys) if (!probe.concepts.has(k)) probe.addConcept(conceptOf(k));
const termOfEntry = new Map<string, FinalTerm>();
for (const t of byNorm.values()) {
  const flags = t.flags.has('cs') ? ['cs'] : [];
  probe.addTerm({ term: t.term, keys: t.keys, flags });
  termOfEntry.set(normOf(t.term, t.flags.has('cs')), t);
}

const conceptHits = new Map<string, number>();
const termHits = new Map<string, number>();
const texts = corpusTexts();
for (const text of texts) {
  const ts = tokenize(text);
  const ids = tokenIds(probe, ts);
  for (const m of findMatches(probe, ts, ids)) {
    const norm = normOf(m.entry.term, (m.entry.flags & 1) !== 0);
    termHits.set(norm, (termHits.get(norm) ?? 0) + 1);
    for (const c of m.entry.concepts) conceptHits.set(c.key, (conceptHits.get(c.key) ?? 0) + 1);
  }
}

// A curated term that is, word for word, the name of another SNOMED CT disorder, finding or procedure
// should be coded to that concept ("systolic heart failure" is Systolic heart failure, not HFrEF).
// Deliberate exceptions (the annotation guidelines' choices: "ankle swelling" is Ankle edema; a lab
// test is its LOINC observation) are listed in curated/literal-exceptions.tsv.
const literalExceptions = new Set(readCurated('literal-exceptions.tsv').map(([term = '']) => normalizePhrase(term).join(' ')));
const literalNames = new Map<string, string>();
for (const [key, row] of refs) {
  if (row.system !== SYSTEM_SNOMED || !['disorder', 'finding', 'procedure'].includes(row.category)) continue;
  const n = normalizePhrase(tagless(row.display)).join(' ');
  if (!literalNames.has(n)) literalNames.set(n, key);
}
for (const c of curatedTerms) {
  if (c.keys.length !== 1) continue;
  const n = normalizePhrase(c.term).join(' ');
  const literal = literalNames.get(n);
  if (!literal || literal === c.keys[0] || literalExceptions.has(n)) continue;
  if (c.alt?.includes(literal)) continue;
  problems.push(`curated/terms.tsv: "${c.term}" names ${literal} (${tagless(refs.get(literal)!.display)}) word for word but is coded ${c.keys[0]}; code it to that concept or list it in curated/literal-exceptions.tsv`);
}

// curated keys are checked here, once the drugs known only from clinical drug names (N:rx-*) exist
for (const c of curatedTerms) for (const k of [...c.keys, ...(c.alt ?? [])]) if (!refs.has(k)) problems.push(`curated/terms.tsv: ${c.term}: ${k} is not in the reference lists`);

// ---------------------------------------------------------------- select and write

// Any GPS disorder, finding or procedure named in SELECT_WORDS words or fewer is selected too (below):
// held-out notes name everyday concepts that these corpora never do.
const SELECT_WORDS = 5;
// findings and procedures about social life, care work or record keeping rather than the patient's body
const NOT_CLINICAL = /\b(?:fear|diet|dietary|education|assessment|job|career|home|household|relationship|parents?|parenting|employment|sexual\w*|sexually|coitus|coital|erotic\w*|erotism|drinking|drinker|drinks|eating|eats|victim|procedure|administration|patient|service|services|finding|problem|problems|behaviou?r|misuse|worries|threat|dweller|school|university|child|childhood|baby|husband|wife|family|relatives|certification|verification|promotion|prevention|encouragement|brokerage|history|therapy|normal|equivocal|alteration|risk|measurement|review|protocol|application|removal|replacement|manipulation|caregiver|caretaking|reinforcement|conflict|complex|grieving|grief|anxiety|worry|reaction|symptom|status|able|unable)\b/i;
const STATES_ABSENCE = /^(?:denies|denied|no|not|non|never|nil|absent|absence|negative|without|free|normal|does not|did not|unable|lack|lacks|refuses|refused|declined)\b/i;
const selected = new Set<string>();
for (const t of byNorm.values()) {
  if (t.curated) for (const k of t.keys) selected.add(k);
}
for (const [k, n] of conceptHits) if (n > 0) selected.add(k);
for (const c of cands.values()) {
  if (c.row.system !== SYSTEM_SNOMED && c.core) selected.add(c.key);
}
// SNOMED concepts used by Synthea's clinical modules or by eCQM value sets are common in records
for (const c of cands.values()) {
  if (c.row.system === SYSTEM_SNOMED && c.core && c.kind !== 'substance' && !TOO_GENERIC_SNOMED.test(c.display)) {
    if (c.row.synthea.some((x) => x === 'Condition' || x === 'Procedure' || x === 'Immunization')) selected.add(c.key);
  }
}
// Short, openly licensed (GPS) names of disorders, findings and procedures that value sets use:
// the everyday clinical concepts a held-out note can mention even if these corpora do not.
for (const c of cands.values()) {
  const r = c.row;
  if (r.system !== SYSTEM_SNOMED || !r.sources.some((x) => x.startsWith('snomed-gps'))) continue;
  if (!['disorder', 'finding', 'procedure'].includes(r.category) || TOO_GENERIC_SNOMED.test(c.display)) continue;
  const words = c.display.split(/\s+/).length;
  if ((words <= 5 && (r.valueSets.length > 0 || r.synthea.length > 0)) || (words <= 3 && r.category === 'disorder')) selected.add(c.key);
  // the rest of the short names, except those that state an absence or a denial themselves ("Denies alcohol
  // abuse", "No caregiver"): the context stage reads the negation, the concept must not swallow it
  else if (words <= SELECT_WORDS && !STATES_ABSENCE.test(c.display) && (r.category === 'disorder' || !NOT_CLINICAL.test(c.display))) selected.add(c.key);
}
// A referral to a named specialty or service ("Referral to vascular surgeon", "Referral to dermatology
// service"): plans name them in every specialty, the corpora only a few.
for (const c of cands.values()) {
  if (c.row.system === SYSTEM_SNOMED && c.row.category === 'procedure' && referralVariants(c.display).length > 0) selected.add(c.key);
}
for (const t of byNorm.values()) if (t.keys.some((k) => excludedConcepts.has(k))) for (const k of t.keys) selected.delete(k);

const termRows: FinalTerm[] = [...byNorm.values()].filter((t) => t.keys.every((k) => selected.has(k)));
const usedConcepts = new Set<string>();
for (const t of termRows) {
  for (const k of t.keys) usedConcepts.add(k);
  if (t.alt) {
    if (t.alt.every((k) => refs.has(k))) for (const k of t.alt) usedConcepts.add(k);
    else delete t.alt;
  }
}

// ---------------------------------------------------------------- specializations

// For each concept the engine can find, the more specific concepts of the reference lists whose
// names add one to three words to its name ("Migraine" -> "Migraine without aura", "Osteoarthritis"
// -> "Osteoarthritis of knee"): written next to the mention, those words make the code specific.
const SPEC_EXCLUDE = /\b(and|or|and\/or|due to|caused by|secondary to|associated with|history of|family history|at risk|suspected|complicating|pregnancy|childbirth|puerperium|following|co-occurrent|NOS|unspecified|not otherwise|specified|unknown|resulting from|screening|education|referral|assessment|observation|monitoring|no|not|absent|negative|denies|denied|never|non|free|nil|absence|fear|worried|risk|possible|probable|query|question|to)\b/i;
const contentSet = (name: string): string[] | undefined => {
  const words = tokenize(name).raws.map(contentWord).filter((w) => !SPEC_STOP.has(w));
  if (words.length === 0 || words.length > 9) return undefined;
  return words.sort();
};
const namesOf = (c: Cand): string[] => [c.display, ...c.row.synonyms.filter((x) => !/\)$/.test(x))].filter((n) => n.length <= 90);
const parentsByWords = new Map<string, Array<{ key: string; via: string }>>();
// a concept is known by its names and by the terms the engine finds it with ("CT", "DJD")
const termsOf = new Map<string, string[]>();
for (const t of termRows) if (t.keys.length === 1) termsOf.set(t.keys[0]!, [...(termsOf.get(t.keys[0]!) ?? []), t.term]);
// (a concept reached by a curated term may be of another category, such as the morphologic abnormality
// Adenocarcinoma: it is a parent all the same, with the kind its terms give it)
const parentCache = new Map<string, Cand | undefined>();
const parentOf = (key: string): Cand | undefined => {
  const c = cands.get(key);
  if (c) return c;
  if (parentCache.has(key)) return parentCache.get(key);
  const row = refs.get(key);
  const p = row && row.system === SYSTEM_SNOMED ? { key, row, kind: conceptOf(key).kind, flags: new Set<string>(), display: tagless(row.display), core: false } : undefined;
  parentCache.set(key, p);
  return p;
};
for (const key of usedConcepts) {
  const c = parentOf(key);
  if (!c || c.row.system !== SYSTEM_SNOMED || (c.kind !== 'condition' && c.kind !== 'procedure')) continue;
  const official = new Set(namesOf(c).map((n) => contentSet(n)?.filter((w) => !SPEC_OPTIONAL.has(w)).join(' ')));
  for (const n of [...namesOf(c), ...(termsOf.get(key) ?? [])]) {
    const ws = contentSet(n)?.filter((w) => !SPEC_OPTIONAL.has(w));
    if (!ws || ws.length === 0) continue;
    const k = ws.join(' ');
    // a term that is not one of the concept's names specializes only when it is the term written
    const via = official.has(k) ? '*' : k;
    const list = parentsByWords.get(k) ?? [];
    if (!list.some((p) => p.key === key)) list.push({ key, via });
    parentsByWords.set(k, list);
  }
}
const specRows = new Map<string, string>();
for (const s of cands.values()) {
  if (s.row.system !== SYSTEM_SNOMED || (s.kind !== 'condition' && s.kind !== 'procedure')) continue;
  if (!['disorder', 'finding', 'procedure'].includes(s.row.category) || SPEC_EXCLUDE.test(s.display)) continue;
  for (const n of namesOf(s)) {
    if (SPEC_EXCLUDE.test(n)) continue;
    const ws = contentSet(n)?.filter((w) => !SPEC_OPTIONAL.has(w));
    if (!ws || ws.length < 2) continue;
    // every sub-multiset of the name missing one to three words is a possible parent name
    const m = ws.length;
    for (let mask = 1; mask < 1 << m; mask++) {
      let removed = 0;
      for (let b = mask; b; b &= b - 1) removed++;
      if (removed > 3 || removed === m) continue;
      const kept: string[] = [];
      const extras: string[] = [];
      for (let i = 0; i < m; i++) ((mask >> i) & 1 ? extras : kept).push(ws[i]!);
      // laterality is left out: notes write it, but the reference lists code it only for a few concepts
      if (extras.includes('left') || extras.includes('right')) continue;
      for (const { key: parent, via } of parentsByWords.get(kept.join(' ')) ?? []) {
        if (parent === s.key || parentOf(parent)?.kind !== s.kind) continue;
        const row = `${parent}\t${s.key}\t${extras.join(' ')}\t${via}`;
        specRows.set(row, row);
      }
    }
  }
}
// a concept written for another that notes use interchangeably specializes like it: "systolic CHF" is
// Systolic heart failure, whose parent is Heart failure, not Congestive heart failure (curated)
for (const [alias = '', parent = ''] of readCurated('specialization-aliases.tsv')) {
  if (!usedConcepts.has(alias) || !cands.has(parent)) {
    problems.push(`curated/specialization-aliases.tsv: ${alias} -> ${parent}: the alias must be a concept terms reach, the parent a reference concept`);
    continue;
  }
  for (const row of [...specRows.values()]) {
    const [p, child = '', extras = ''] = row.split('\t');
    if (p !== parent || child === alias) continue;
    const aliased = `${alias}\t${child}\t${extras}\t*`;
    specRows.set(aliased, aliased);
  }
}
// a child is listed once per parent and way of writing the parent, with its shortest set of added words
const bestSpec = new Map<string, string>();
for (const row of specRows.values()) {
  const [parent, child, extras = '', via] = row.split('\t');
  const id = `${parent}\t${child}\t${via}`;
  const prev = bestSpec.get(id);
  if (!prev || extras.split(' ').length < prev.split('\t')[2]!.split(' ').length) bestSpec.set(id, row);
}
// children that add the same words the same way: the one with the shortest name ("Abdominal pain",
// not "Abdominal wall pain", whose "wall" notes leave out)
const nameLength = (key: string): number => (cands.get(key)?.display.split(/\s+/).length ?? 99) * 1e12 + Number(cands.get(key)?.row.code ?? 0) / 1e6;
const bySameWords = new Map<string, string>();
for (const row of bestSpec.values()) {
  const [parent, child = '', extras, via] = row.split('\t');
  const id = `${parent}\t${extras}\t${via}`;
  const prev = bySameWords.get(id);
  if (!prev || nameLength(child) < nameLength(prev.split('\t')[1]!)) bySameWords.set(id, row);
}
const specLines = [...bySameWords.values()].sort();
for (const row of specLines) usedConcepts.add(row.split('\t')[1]!);
writeFileSync(resolve(OUT, 'specializations.tsv'), ['parent\tchild\textras\tvia', ...specLines].join('\n') + '\n');

function conceptRow(key: string): string {
  const r = refs.get(key)!;
  const c = cands.get(key);
  const over = kindOverride.get(key);
  const kind = over?.kind || c?.kind || (r.system === SYSTEM_LOINC ? 'observation' : r.system === SYSTEM_RXNORM ? 'medication' : r.category === 'substance' ? 'substance' : r.category === 'procedure' ? 'procedure' : 'condition');
  const flags = new Set([...(c?.flags ?? []), ...(over?.flags ?? [])]);
  const display = r.system === SYSTEM_SNOMED ? tagless(r.display) : r.display;
  return [key, LETTER[r.system], r.code, display, kind, [...flags].sort().join(',')].join('\t');
}

const conceptKeys = [...usedConcepts].sort();
writeFileSync(resolve(OUT, 'concepts.tsv'), ['key\tsystem\tcode\tdisplay\tkind\tflags', ...conceptKeys.map(conceptRow)].join('\n') + '\n');
const outFlags = (f: Set<string>): string => [...f].filter((x) => ['cs', 'abbr', 'brand', 'lay', 'pref', 'amb', 'neg'].includes(x)).sort().join(',');
termRows.sort((a, b) => (a.term.toLowerCase() < b.term.toLowerCase() ? -1 : a.term.toLowerCase() > b.term.toLowerCase() ? 1 : a.term < b.term ? -1 : 1));
writeFileSync(
  resolve(OUT, 'terms.tsv'),
  ['term\tkeys\tflags\talt', ...termRows.map((t) => `${t.term}\t${t.keys.join(',')}\t${outFlags(t.flags)}\t${t.alt?.join(',') ?? ''}`)].join('\n') + '\n',
);

// ---------------------------------------------------------------- context triggers

const triggerRows: string[] = [];
const seenTriggers = new Set<string>();
const TRUSTED = /^(medspacy|pycontextnlp|negex|negspacy)/;
const removeTriggers = new Set<string>();
const addTriggers: string[][] = [];
for (const row of readCurated('context-overrides.tsv')) {
  const [op = '', literal = '', category = '', direction = ''] = row;
  if (op === '-') removeTriggers.add(`${literal.toLowerCase()}\t${category}${direction ? `\t${direction}` : ''}`);
  else if (op === '+') addTriggers.push([literal.toLowerCase(), category, direction, 'project']);
}
const CATEGORIES = new Set(['NEGATED_EXISTENCE', 'POSSIBLE_EXISTENCE', 'HISTORICAL', 'HYPOTHETICAL', 'FAMILY', 'OTHER_EXPERIENCER', 'PSEUDO', 'TERMINATE']);
const contextFile = resolve(SHARED, 'data/context/context_triggers_unified.tsv');
// pyConTextNLP's radiology-oriented HISTORICAL cues ("stable", "unchanged", "chronic") and its
// ambivalent/indication classes do not carry over to visit notes; its probable negations are negations.
const PYCONTEXT_MAP: Record<string, string> = {
  DEFINITE_NEGATED_EXISTENCE: 'NEGATED_EXISTENCE',
  PROBABLE_NEGATED_EXISTENCE: 'NEGATED_EXISTENCE',
  PROBABLE_EXISTENCE: 'POSSIBLE_EXISTENCE',
  FUTURE: 'HYPOTHETICAL',
  CONJ: 'TERMINATE',
  PSEUDONEG: 'PSEUDO',
};
for (const [literal = '', rawCategory = '', direction = '', , source = '', sourceCategory = ''] of readTsv(contextFile)) {
  if (!TRUSTED.test(source)) continue;
  // negspaCy's "sensitive" extras include "history of" and "rule out" as negations
  if (source === 'negspacy:en_clinical_sensitive') continue;
  let category = rawCategory;
  if (source.startsWith('pycontextnlp')) {
    const mapped = PYCONTEXT_MAP[sourceCategory];
    if (!mapped) continue;
    category = mapped;
  }
  if (!CATEGORIES.has(category)) continue;
  const lit = literal.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!lit || /[\\()[\]|*+?{}^$]/.test(lit) || /^[^a-z0-9]/.test(lit)) continue;
  const id = `${lit}\t${category}`;
  if (removeTriggers.has(id) || removeTriggers.has(`${id}\t${direction}`) || seenTriggers.has(`${id}\t${direction}`)) continue;
  seenTriggers.add(`${id}\t${direction}`);
  triggerRows.push(`${lit}\t${category}\t${direction}\t${source.split(':')[0]}`);
}
for (const [lit = '', category = '', direction = '', source = ''] of addTriggers) {
  const id = `${lit}\t${category}\t${direction}`;
  if (seenTriggers.has(id)) continue;
  seenTriggers.add(id);
  triggerRows.push(`${lit}\t${category}\t${direction}\t${source}`);
}
triggerRows.sort();
writeFileSync(resolve(OUT, 'context-triggers.tsv'), ['literal\tcategory\tdirection\tsource', ...triggerRows].join('\n') + '\n');

// ---------------------------------------------------------------- known words

// Words the misspelling reader (server/pipeline/spelling.ts) must leave alone: every word of eight
// letters or more that the corpora write at least twice and that is one edit away from a vocabulary
// word ("performed" is not a misspelling of "perform", nor "paternal" of "maternal"), and the curated ones.
{
  const built = buildVocabularyFromTsv(OUT);
  const counts = new Map<string, number>();
  for (const t of texts) for (const w of t.match(/[A-Za-z]{8,}/g) ?? []) counts.set(w.toLowerCase(), (counts.get(w.toLowerCase()) ?? 0) + 1);
  const known = new Set<string>(readCurated('known-words.tsv').map(([w = '']) => w.toLowerCase()).filter((w) => w && w !== 'word'));
  for (const [w, n] of counts) if (n >= 2 && built.tokenId(w) < 0 && nearestWord(built, normalizeToken(w)) >= 0) known.add(w);
  writeFileSync(resolve(OUT, 'known-words.tsv'), ['word', ...[...known].sort()].join('\n') + '\n');
  console.log(`known words: ${known.size}`);
}

// ---------------------------------------------------------------- report

const bySystem = new Map<string, number>();
for (const k of conceptKeys) bySystem.set(k[0]!, (bySystem.get(k[0]!) ?? 0) + 1);
const byKind = new Map<string, number>();
for (const k of conceptKeys) {
  const kind = conceptRow(k).split('\t')[4]!;
  byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
}
console.log(`concepts ${conceptKeys.length} (${[...bySystem].map(([s, n]) => `${s}=${n}`).join(' ')}), terms ${termRows.length}, triggers ${triggerRows.length}`);
console.log(`kinds: ${[...byKind].map(([s, n]) => `${s}=${n}`).join(' ')}`);
console.log(`specializations: ${specLines.length}`);
console.log(`corpus: ${texts.length} notes, ${[...conceptHits.keys()].length} concepts seen`);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
if (REPORT) {
  const rows = [...termHits].sort((a, b) => b[1] - a[1]);
  for (const [norm, n] of rows.slice(0, Number(process.env.REPORT_TOP ?? 400))) {
    const t = termOfEntry.get(norm);
    const k = t?.keys.join(',') ?? '';
    const kind = t ? cands.get(t.keys[0]!)?.kind ?? '' : '';
    console.log(`${n}\t${t?.term}\t${k}\t${kind}\t${t ? refs.get(t.keys[0]!)?.display : ''}`);
  }
}
