/**
 * Stage 3, sense by setting: whether a matched word is the concept at all (sense-rules.tsv rows:
 * "last fall" is a season, "EGFR mutation" the gene), which sense of a word with two (a lab analyte
 * that is also a drug, a disease that is also its vaccine, a test that is also a therapy), the
 * concept the setting makes specific (a lab test in the specimen its clause names, by the rows of
 * specimen-rules.tsv; a mass in the abdomen), and the entity type.
 */
import type { DocumentState, Mention } from './mention.js';
import { CORE_LABS } from './stage-coding.js';
import { ALLERGY_BEFORE } from './stage-overlap.js';
import { holds, type SenseRule, type SpecimenRule } from './rules.js';
import type { EntityType } from './types.js';
import type { Concept, ConceptKind } from './vocabulary.js';
import { medicationValues } from './values.js';

export const ALLERGY_AFTER = /^[\s-]*(?:\(\w+\)\s*)?(?:allerg(?:y|ies|ic)|intolerance|sensitivity|induced|causes|gives? (?:him|her) (?:a )?(?:rash|hives)|reaction\s+(?:was|is|of|to)|makes? (?:me|him|her) (?:throw up|vomit|sick|itch))\b/i;
/** Analytes that are first of all lab results; other analytes that are also drugs read as medications unless a lab value follows. */
const CORE_LAB_NAMES: ReadonlySet<string> = new Set(CORE_LABS);
const DRUG_TESTED_BEFORE = /\b(?:positive|negative|screen|screening|tox)\s+(?:for\s+)?$/i;
const DRUG_TESTED_AFTER = /^\s*(?:levels?|screen|toxicity|overdose|poisoning|ingestion|test)\b/i;
const VACCINE_NEAR = /\b(?:vaccin\w*|immuni[sz](?:ation|ations|ed|e)\b|shots?|boosters?|jabs?)\b/i;
// ("never", "unknown", "given", "received" only as the answer of a vaccine item or before its date:
// "Typhoid: never", "Tdap given 10/2025"; not "Influenza given oseltamivir", "Hepatitis B never treated")
const VACCINE_AFTER = /^\s*(?:#\s*\d|series|dose|booster|shot|(?:status\s*:?\s*)?(?:up to date|UTD)|status\s*:?\s*(?:current|unknown|not up to date)|:?\s*(?:(?:never|unknown)(?=\s*(?:$|[,.;:)\n]))|\d+\s+(?:documented\s+)?doses?|childhood\s+series|(?:given|received)(?=\s*(?:$|[,.;:)\n]|\d|(?:today|yesterday|in|on|at|last|this)\b))))\b/i;
// "last tetanus unknown": the last dose of a vaccine
const VACCINE_BEFORE = /\blast\s+$/i;
// a disease named as the next item after a vaccine: "MMR and varicella", "(MMR, varicella)", "Tdap, HPV"
const VACCINE_LIST_GAP = /^\s*(?:,|\/|&|and|or|,\s*(?:and|or))\s*$/i;
// ... unless the word after it makes it the disease: "MMR and varicella infection at age 4"
const DISEASE_AFTER = /^\s*(?:infections?|disease|exposures?|titers?|IgG|IgM|serolog\w*|antibod\w*|immunity|status|outbreak)\b/i;
// a disease joined by "and"/"or" to a next one that the vaccine word follows: "flu and COVID vaccines"
const VACCINE_JOINED_AFTER = /^\s+(?:and|or|&)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:vaccin\w*|shots?|boosters?|immuni[sz]ations?)\b/i;
const DISEASE_CUE =
  /\b(?:history of|hx of|h\/o|had|has had|positive|negative|tested|testing|infection|infected|diagnos\w*|exposure|exposed|outbreak|titers?|immune|immunity|serology|antibod\w*|antigen|carrier|chronic|acute|active|treated)\b/i;
export const ORDERED_BEFORE = /\b(?:(?:RTC|return|follow[- ]?up|f\/u|revisit|visit)\b[^.;]{0,30}\bwith|check|checks|checked|checking|recheck|rechecking|repeat|repeating|order|ordered|ordering|obtain|obtained|draw|drawn|send|sent|trend|trending|monitor|monitoring|daily|weekly|follow|following|track|tracking|record|recording)\s+(?:(?:a|an|the|her|his|serum|fasting|free|total|and|[\w-]+,)\s+)*$/i;
const GIVEN_BEFORE = /\b(?:replete|repleting|replace|replacing|supplement|supplementing|give|given|giving|oral|IV|PO)\s+$/i;
const GIVEN_AFTER = /^\s*(?:replacement|repletion|supplement|supplements|supplementation|tablets?|tabs?|caps?|capsules?|chloride|gluconate|oxide|citrate|carbonate|sulfate|protocol|(?:was|were|is)?\s*(?:replaced|repleted|supplemented)|riders?)\b/i;
const SEROLOGY_RESULT_AFTER = /^\s*(?::|was|is|were|came back|returned)?\s*(?:negative|neg|non-?reactive|immune|non-?immune|not detected|pending|screen|screening|test|testing|antibody|Ab|serology|titer)\b/i;
// "pain 5/10", "pain score: 4/10", and a few words of when or how between: "pain reassessed 1/10",
// "pain averaging 3/10", "pain with dressing change 3/10", "pain now 4/10"
export const PAIN_SCORE_AFTER = /^\s*(?:[:=-]\s*)?(?:(?:reassessed|averaging|averages|rated|now|today|currently|at\s+worst|at\s+best|at\s+rest|with(?:\s+[a-z]+){1,2}|is|was|of)\s+){0,2}(?:(?:score|scale|level|rating)\s*(?:of\s*|[:=]\s*)?)?(\d{1,2})\s*\/\s*10\b/i;
export const PAIN_SCORE = 'L:72514-3';
const PAIN = '22253000';
const HYPERTENSION = '38341003';
const CHRONIC_HTN_IN_PREGNANCY = 'S:37618003';
const WITH_VITAMIN_D_AFTER = /^\s*(?:and|with|\+|&|\/|plus)\s*(?:vitamin\s*)?D3?\b/i;
const CARRIES_BEFORE = /\b(?:carries|carry|carrying|uses|prescribed|keeps?)\s+(?:an?\s+|her\s+|his\s+)?$/i;
/** A drug the patient takes without reaction, written in an allergy statement ("tolerates furosemide", "was given cefazolin"). */
/** An allergy refuted by the drug written right after the verb: "tolerates cefalexin", "has since tolerated cephalexin". */
const REFUTED_BEFORE = /\btolerat(?:es|ed)\s+$/i;
const REFUTED_LIST_BEFORE = /\btolerat(?:es|ed)\s+(?:[\w-]+\s*(?:,|and|or|,\s*and)\s+)*$/i;
const OPEN_PAREN = /\([^)]*$/;
const TOLERATED_BEFORE = /\b(?:tolerat(?:es|ed|ing)|given|received|receiving|(?:pre-?)?medicated with|pre-?medicated|pre-?treated with)\b[^;:()]*$/i;
const AVOID_BEFORE = /\bavoid(?:s|ed|ing)?\s+(?:[\w-]+\s*(?:,|and|or|,\s*and|,\s*or)\s+)*$/i;
const AVOIDED_AFTER = /^\s+(?:(?:was|were|is|are|therefore|thus|so|also|being)\s+)*avoided\b/i;
/** A drug reported as detected or not, the result of its level: "ethanol not detected", "until APAP undetectable". */
const DETECTED_AFTER = /^\s*(?:level\s+)?(?:was\s+|is\s+|:\s*)?(?:not\s+detected|undetectable|detectable|detected|none\s+detected)\b/i;
const CONCENTRATION_AFTER = /^\s*(?:level\s+)?(?:of\s+|was\s+|is\s+|:\s*)?\d+(?:\.\d+)?\s*(?:mcg|mg|ug|µg|ng|g|mmol|umol|µmol)\s*\/\s*(?:mL|dL|L)\b/i;
// a dilution written after a drug is its strength in a mixture, not a level: "lidocaine with epinephrine 1:100,000"
const DILUTION_AFTER = /^\s*1\s*:\s*\d{1,3}(?:,?\d{3})+\b/;
export const LAB_VALUE_AFTER = /^\s*(?:level|levels|of|was|is|were|:|=)?\s*(?:level\s*)?(?:was|is|of|:)?\s*(?:[<>]=?\s*)?\d+(?:\.\d+)?(?!\s*(?:mg|mcg|g|units?|iu|meq|tabs?|tablets?|caps?)\b(?!\s*\/))|^\s*levels?\b/i;
/** Generic findings made specific by the body part written around them ("ABDOMEN: soft, no masses"). */
const SPECIFIC_BY_SITE: ReadonlyArray<{ code: string; site: RegExp; to: string }> = [
  { code: '4147007', site: /\b(?:abdomen|abdominal|abd)\b/i, to: '271860004' },
  { code: '50960005', site: /\b(?:head|brain|intracranial|intracerebral|cranial)\b/i, to: '1386000' },
  { code: '441456002', site: /\b(?:colon\w*|colonoscopy|cecum|cecal|sigmoid|rectum|rectal|rectosigmoid|ascending|transverse|descending)\b/i, to: '68496003' },
  { code: '4147007', site: /\bbreasts?\b/i, to: '89164003' },
  { code: '247348008', site: /\b(?:abdomen|abdominal|abd|epigastric|epigastrium|quadrant|RUQ|RLQ|LUQ|LLQ|suprapubic|periumbilical)\b/i, to: '43478001' },
  // (not the exam's "Extremities:" label: "Ext: no calf tenderness, no edema" is plain edema, as annotators code it)
  { code: '267038008', site: /\b(?:legs?|LEs?|BLE|ankles?|feet|foot|pedal|shins?)\b/, to: '102572006' },
  { code: '41699000', site: /\b(?:pleural|lungs?|chest|CXR|thorax|thoracentesis|parapneumonic)\b/i, to: '60046008' },
  { code: '41699000', site: /\bpericardial\b/i, to: '373945007' },
  { code: '41699000', site: /\bknees?\b/i, to: '202381003' },
  { code: '41699000', site: /\b(?:joints?|ankles?|elbows?|hips?|shoulders?|wrists?|arthrocentesis)\b/i, to: '387637008' },
  // ischemia in a cardiac sentence is the heart's: "ECG with ischemic changes", "ischemia on stress test",
  // "inferior wall ischemia" (a direction only beside a cardiac noun: "lateral decubitus", "anterior tibial" are not)
  { code: '52674009', site: /\b(?:cardiac|myocardial|ECG|EKG|troponin|ST[- ](?:depression|elevation|segment)|stress\s+test|coronary|angina|chest\s+pain|(?:inferior|anterior|lateral|septal|posterior|infero\w*|antero\w*)\s+(?:leads?|ST|T[- ]waves?|territory|(?:wall\s+)?(?:ischemi\w*|MI|infarct\w*|hypokinesis)))\b/i, to: '414795007' },
  { code: '52988006', site: /\b(?:skin|cutaneous|rash|dermatolog\w*)\b/i, to: '95324001' },
  { code: '27925004', site: /\bthyroid\b/i, to: '237495005' },
  { code: '56208002', site: /\b(?:oral|mouth|buccal|tongue|aphthous)\b/i, to: '26284000' },
  // a stone where the sentence puts it: the gallbladder or bile ducts, the ureter (else the kidney)
  { code: '95570007', site: /\b(?:gallbladder|GB|biliary|bile|CBD|cholecyst\w*|cholelith\w*|RUQ)\b/i, to: '235919008' },
  { code: '95570007', site: /\b(?:ureter\w*|UVJ|UPJ|ureteroscop\w*|lithotripsy)\b/i, to: '31054009' },
  // an exacerbation of the asthma the sentence names (else of COPD)
  { code: '195951007', site: /\basthma\w*\b/i, to: '281239006' },
];

// rule list -> surface -> the rows for each (concept, token count) met with that surface: a
// surface nearly always comes with one concept, so a short list scanned by identity beats a key
// string built per mention
interface SenseRowsFor {
  concept: Concept;
  tokens: number;
  rows: SenseRule[];
}
const bySurface = new WeakMap<SenseRule[], Map<string, SenseRowsFor[]>>();

/** The rows whose surface, kind, code and length fit a mention (cached: the same words recur in every note). */
function rulesFor(rules: SenseRule[], surface: string, concept: Concept, tokens: number): SenseRule[] {
  let cache = bySurface.get(rules);
  if (!cache) {
    cache = new Map();
    bySurface.set(rules, cache);
  }
  let seen = cache.get(surface);
  if (!seen) {
    if (cache.size > 50_000) cache.clear();
    seen = [];
    cache.set(surface, seen);
  }
  for (const s of seen) if (s.concept === concept && s.tokens === tokens) return s.rows;
  const { kind, code } = concept;
  const rows = rules.filter((r) => r.surface.test(surface) && (!r.kinds || r.kinds.has(kind)) && (!r.code || r.code === code) && (r.maxTokens === undefined || tokens <= r.maxTokens));
  seen.push({ concept, tokens, rows });
  return rows;
}

/** The first sense rule that says the mention is not its concept, if any. */
export function dropRule(doc: DocumentState, m: Pick<Mention, 'surface' | 'primary' | 'entry' | 'before' | 'afterText' | 'sctx' | 'sentStart' | 'sentEnd'>): SenseRule | undefined {
  let sentence: string | undefined;
  for (const r of rulesFor(doc.rules.sense, m.surface, m.primary, m.entry.tokenCount)) {
    if (!r.setting.every((s) => doc.setting.has(s.name) !== s.negated)) continue;
    if (!holds(r.before, m.before) || !holds(r.after, m.afterText)) continue;
    if (r.sentence) {
      sentence ??= `${m.sctx.section?.title ?? ''} ${doc.text.slice(m.sentStart, m.sentEnd)}`;
      if (!holds(r.sentence, sentence)) continue;
    }
    return r;
  }
  return undefined;
}

const specimenCodeSets = new WeakMap<SpecimenRule[], Set<string>>();
/** Every code a specimen rule starts from (a drug mention is only looked up when it is one). */
function specimenCodes(rules: SpecimenRule[]): Set<string> {
  let set = specimenCodeSets.get(rules);
  if (!set) {
    set = new Set(rules.flatMap((r) => [...r.from]));
    specimenCodeSets.set(rules, set);
  }
  return set;
}

/*
 * senseOf's two-sense choice and the setting's concept are functions of their own: a fresh engine's
 * first pass met their less common paths one at a time (a disease among immunizations, "PT" as the
 * patient, a potassium dose), and each threw away the optimized code of the whole of senseOf (six
 * compilations per fresh engine).
 */

/** The kind of a mention whose term has a second sense, or false when it is no clinical entity ("DP and PT pulses"). */
function twoSenseKind(doc: DocumentState, m: Mention, alt: Concept, kind: ConceptKind): ConceptKind | false {
  const { text } = doc;
  const { c, entry, before, afterText, sentStart, sentEnd, section, prev } = m;
  const twoSenses = alt.kind !== kind && (kind === 'observation' || alt.kind === 'observation');
  if (alt.kind !== kind && (kind === 'immunization' || alt.kind === 'immunization')) {
    // a disease named among immunizations is its vaccine: "Immunizations: varicella #1"; within the clause: "flu shot"
    const nearBefore = text.slice(Math.max(sentStart, c.start - 25), c.start).split(/[,;]/).pop() ?? '';
    // (a disease joined to the vaccine word by "and"/"or" shares it: "flu and COVID vaccines")
    // (only when the vaccine word closes that pair: not "hepatitis B and HIV at the vaccine clinic")
    const nearAfter = text.slice(c.end, Math.min(sentEnd, c.end + 15)).split(/[,;]/)[0] ?? '';
    const joinedToVaccine = VACCINE_JOINED_AFTER.test(afterText);
    // (or counted in doses after another vaccine of the sentence: "DTaP x5, IPV x4, varicella x2, hepatitis B x3",
    // or listed right after one: "MMR and varicella at 12 months", "(MMR, varicella)")
    const counted =
      prev?.type === 'Immunization' &&
      prev.span.end >= sentStart &&
      (/^\s*x\s*\d\b/i.test(afterText) || (VACCINE_LIST_GAP.test(text.slice(prev.span.end, c.start)) && !DISEASE_AFTER.test(afterText)));
    const named = VACCINE_NEAR.test(nearBefore + ' ' + nearAfter) || joinedToVaccine || VACCINE_AFTER.test(afterText) || VACCINE_BEFORE.test(nearBefore) || counted;
    const wantVaccine = section !== 'results' && (named || (section === 'immunizations' && !DISEASE_CUE.test(text.slice(sentStart, sentEnd))));
    if (wantVaccine !== (kind === 'immunization')) {
      m.concepts = entry.alternates;
      kind = alt.kind;
    }
  } else if (twoSenses && kind !== 'medication' && alt.kind !== 'medication') {
    // a test or a therapy ("PT 12" the prothrombin time, "PT consult" physical therapy), and for the
    // abbreviation, neither: "DP and PT pulses", "PT: 61 YO M", "PT STATES" (the patient)
    if (c.end - c.start <= 4) {
      const around = text.slice(Math.max(sentStart, c.start - 20), Math.min(sentEnd, c.end + 30));
      if (/\bpulses?\b|\bDP\b|^\s*\d\+/i.test(afterText) || /\bpulses?\b|\bDP\b/i.test(around)) return false;
      if (/['\u2019]/.test(m.surface) || /^\s*:?\s*\d+\s*(?:yo|y\/o|y\.o\.|years?|yrs?)\b/i.test(afterText)) return false;
      if (/^\s+(?:states|stated|reports|reported|denies|denied|complains|presents|c\/o|feels|says|is an?\b|was an?\b)/i.test(afterText)) return false;
    }
    const dosedTherapy = /^\s*\d+\s*(?:x|times)\b/i.test(afterText);
    const readingLater = c.end - c.start > 4 && /^[^,;]*?\b\d{2,3}(?:\.\d)?\s*%/.test(afterText);
    const wantObservation =
      !dosedTherapy && (LAB_VALUE_AFTER.test(afterText) || readingLater || section === 'results' || SEROLOGY_RESULT_AFTER.test(afterText) || /^\s*(?:\/|,|and)?\s*(?:a?PTT|INR)\b/i.test(afterText));
    // (a condition sense of a vital-sign abbreviation needs its setting: "SBP prophylaxis" in a liver note)
    const setting = alt.kind !== 'condition' || doc.setting.has('liver');
    if (wantObservation !== (kind === 'observation') && setting) {
      m.concepts = entry.alternates;
      kind = alt.kind;
    }
  } else if (twoSenses) {
    m.medValues = medicationValues(text, c.end, m.limit);
    const mv = m.medValues;
    const dosed = mv.dose !== undefined || mv.route !== undefined || mv.frequency !== undefined;
    // a test ordered for a time is no dose: "recheck potassium in the morning"
    const orderedFor = mv.dose === undefined && mv.route === undefined && ORDERED_BEFORE.test(text.slice(Math.max(sentStart, c.start - 40), c.start));
    let wantMed: boolean;
    // (a concentration is a level, not a dose: "APAP 38 mcg/mL")
    if (CONCENTRATION_AFTER.test(afterText)) wantMed = false;
    else if (DILUTION_AFTER.test(afterText)) wantMed = true;
    else if ((dosed && !orderedFor) || section === 'medications' || ALLERGY_BEFORE.test(before)) wantMed = true;
    else if (LAB_VALUE_AFTER.test(afterText) || section === 'results' || DETECTED_AFTER.test(afterText)) wantMed = false;
    else if (ORDERED_BEFORE.test(text.slice(Math.max(sentStart, c.start - 40), c.start))) wantMed = false;
    else if (GIVEN_BEFORE.test(before) || GIVEN_AFTER.test(afterText) || WITH_VITAMIN_D_AFTER.test(afterText)) wantMed = true;
    else if (prev?.type === 'Medication' && prev.span.end >= sentStart && /^\s*(?:,|and|,\s*and|\+|&)\s*$/i.test(text.slice(prev.span.end, c.start))) wantMed = true;
    else wantMed = !CORE_LAB_NAMES.has(m.surface.toLowerCase());
    if ((wantMed && kind === 'observation') || (!wantMed && kind === 'medication')) {
      m.concepts = entry.alternates;
      kind = alt.kind;
    }
  }
  return kind;
}

/** The concept the setting makes specific: a test in its specimen, a pain score, chronic hypertension in pregnancy, a finding at its site. */
function specificInSetting(doc: DocumentState, m: Mention, kind: ConceptKind): void {
  const { text, vocab } = doc;
  const { c, before, afterText, sentStart, sentEnd } = m;
  let concepts = m.concepts;
  if (kind === 'observation' && concepts.length === 1) {
    const code = concepts[0]!.code;
    // the clause's specimen, or the section's ("CSF: protein 85, glucose 40")
    const setting = `${m.sctx.section?.title ?? ''}: ${before}`;
    const rule = doc.rules.specimen.find((r) => r.from.has(code) && r.before.test(setting));
    const inSpecimen = rule && vocab.concepts.get(rule.to);
    if (inSpecimen) concepts = [inSpecimen];
  }
  if (kind === 'condition' && concepts.length === 1 && concepts[0]!.code === PAIN && PAIN_SCORE_AFTER.test(afterText)) {
    const score = vocab.concepts.get(PAIN_SCORE);
    if (score) {
      concepts = [score];
      kind = 'observation';
    }
  }
  if (doc.setting.has('obstetric_note') && kind === 'condition' && concepts.length === 1 && concepts[0]!.code === HYPERTENSION && /\bchronic\b/i.test(text.slice(Math.max(m.floor, c.start - 12), c.end)) && !/\b(?:mother|father|sister|brother|family|aunt|uncle|grand\w+|cousin)\b/i.test(text.slice(sentStart, c.start))) {
    const inPregnancy = vocab.concepts.get(CHRONIC_HTN_IN_PREGNANCY);
    if (inPregnancy) concepts = [inPregnancy];
  }
  if (kind === 'condition' && concepts.length === 1) {
    const code = concepts[0]!.code;
    const around = `${m.sctx.section?.title ?? ''} ${text.slice(sentStart, sentEnd)}`;
    for (const r of SPECIFIC_BY_SITE) {
      if (r.code !== code || !r.site.test(around)) continue;
      const specific = vocab.concepts.get(`S:${r.to}`);
      if (specific) concepts = [specific];
      break;
    }
  }
  m.concepts = concepts;
  m.kind = kind;
}

/** A drug mention named as the result of its test becomes the test (its specimen rule's concept); true when it did. */
function drugAsTest(doc: DocumentState, m: Mention): boolean {
  const code = m.concepts[0]!.code;
  const setting = `${m.sctx.section?.title ?? ''}: ${m.before}`;
  const rule = doc.rules.specimen.find((r) => r.from.has(code) && r.before.test(setting));
  const test = rule && doc.vocab.concepts.get(rule.to);
  if (!test) return false;
  m.concepts = [test];
  return true;
}

/** Chooses the sense and the type of a mention; false when the mention is not a clinical entity. */
export function senseOf(doc: DocumentState, m: Mention): boolean {
  const { text } = doc;
  const { entry, before, afterText, sentStart, section } = m;
  const alt = entry.alternates[0];
  let kind = m.kind;
  if (alt !== undefined && alt.kind !== kind) {
    const chosen = twoSenseKind(doc, m, alt, kind);
    if (chosen === false) return false;
    kind = chosen;
  }
  // a drug named as the result of a drug test is the test ("UDS positive for amphetamines"): specimen-rules.tsv rows whose `from` holds the drug's code
  if ((kind === 'medication' || kind === 'substance') && m.concepts.length === 1 && specimenCodes(doc.rules.specimen).has(m.concepts[0]!.code) && drugAsTest(doc, m)) kind = 'observation';
  m.kind = kind;

  // the concept the setting makes specific
  specificInSetting(doc, m, kind);
  kind = m.kind;
  const concepts = m.concepts;

  m.allergyContext = section === 'allergies' || ALLERGY_BEFORE.test(before) || ALLERGY_AFTER.test(afterText) || (kind === 'substance' && refutedSubstance(text, m.c.start, sentStart));
  let type: EntityType;
  switch (kind) {
    case 'condition':
      type = 'Condition';
      break;
    case 'procedure':
      type = 'Procedure';
      break;
    case 'immunization':
      type = 'Immunization';
      break;
    case 'observation':
      type = 'Observation';
      break;
    case 'medication':
      type = m.allergyContext && (ALLERGY_AFTER.test(afterText) || !takenNotReacted(m, text, sentStart)) ? 'AllergyIntolerance' : 'Medication';
      break;
    case 'substance':
      if (m.allergyContext) type = 'AllergyIntolerance';
      // a drug class given or avoided ("Avoids NSAIDs"): a Medication, uncoded (RxNorm classes are not ingredients)
      else if (concepts.some((x) => x.flags.has('drug')) && !DRUG_TESTED_BEFORE.test(before) && !DRUG_TESTED_AFTER.test(afterText)) {
        type = 'Medication';
        m.uncoded = true;
      } else return false;
      break;
    default:
      return false;
  }
  m.type = type;
  return true;
}

/** A food or drug class named right after "tolerates" (or listed after it) is an allergy refuted, wherever it is written: "Tolerates almond and cashew", "He tolerates penicillins". */
function refutedSubstance(text: string, start: number, sentStart: number): boolean {
  const near = text.slice(Math.max(sentStart, start - 60), start);
  return REFUTED_LIST_BEFORE.test(near) && !OPEN_PAREN.test(near);
}

/** In an allergy statement, a drug carried, taken without reaction or written with its dose is a medication. */
function takenNotReacted(m: Mention, text: string, sentStart: number): boolean {
  const { c } = m;
  if (CARRIES_BEFORE.test(text.slice(Math.max(sentStart, c.start - 30), c.start))) return true;
  const near = text.slice(Math.max(sentStart, c.start - 50), c.start);
  // the drug a "tolerates" names outright is the allergy refuted ("Allergies: penicillin - rash. Tolerates
  // cefazolin.": AllergyIntolerance, negated by the context rule); one tolerated inside the reaction's
  // parenthesis or further down a list stays the drug taken ("(childhood rash, tolerated cefazolin)")
  if (REFUTED_BEFORE.test(near) && !OPEN_PAREN.test(near)) return false;
  if (TOLERATED_BEFORE.test(near)) return true;
  // a drug to avoid, written in the allergy statement, is a medication with status "avoid" (the
  // annotation guidelines): "Allergies: NKDA. Avoid metoclopramide and haloperidol", "Silver sulfadiazine therefore avoided"
  if (AVOID_BEFORE.test(near) || AVOIDED_AFTER.test(text.slice(c.end, c.end + 30))) return true;
  const mv = (m.medValues ??= medicationValues(text, c.end, m.limit));
  return mv.dose !== undefined;
}
