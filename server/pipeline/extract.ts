/**
 * Concept recognition + context + values -> Entity list (service spec, Resources: Entity).
 * Pure and synchronous: text in, entities out; no I/O once the vocabulary is loaded.
 */
import { createHash } from 'node:crypto';
import { contextOf, cueToken, defaultContextRules, prepareSentence, type ContextResult, type ContextRules, type SentenceContext } from './context.js';
import { findMatches, tokenIds, type TermMatch } from './matcher.js';
import { layout, sectionAt, type Sentence } from './sections.js';
import { tokenize } from './tokenize.js';
import { specializeAt } from './specialize.js';
import type { Code, Confidence, Entity, EntityType } from './types.js';
import { medicationValues, observationValues, slashPairValues } from './values.js';
import {
  defaultVocabulary,
  TERM_ABBREVIATION,
  TERM_AMBIGUOUS,
  TERM_BRAND,
  TERM_LAY,
  TERM_NEGATED,
  TERM_PREFERRED,
  type Concept,
  type TermEntry,
  type Vocabulary,
} from './vocabulary.js';


/** UCUM units implied when a value is written without one: heart rate, pulse, respiratory rate. */
const IMPLIED_UNITS: Readonly<Record<string, string>> = { '8867-4': '/min', '8889-8': '/min', '9279-1': '/min' };

/** Words before or right after a drug or substance that make its mention an allergy. */
const ALLERGY_BEFORE = /\b(?:allerg(?:y|ies|ic)|intoleran(?:t|ce)|sensitiv(?:e|ity)|reactions?|anaphylaxis)\b(?:\s+(?:to|with|from|include|includes|including|are|is|of|:))?(?:[\s\w,/-]|\(\w+\)){0,60}(?:\(\s*)?$/i;
const ALLERGY_AFTER = /^[\s-]*(?:\(\w+\)\s*)?(?:allerg(?:y|ies|ic)|intolerance|sensitivity|induced|causes|caused|gives? (?:him|her) (?:a )?(?:rash|hives))\b/i;

// a clause of its own about the patient, between an allergen and a finding
const NEW_CLAUSE = /\b(?:(?:she|he|patient|pt|they|also)\s+(?:has|had|have|is|was|reports?|with)|(?:has|have|had)\s+(?:a\s+)?history|history of)\b/i;

/** Codes of the chosen concepts; project concepts without a code (`N:` keys) add none. */
function codesOf(cs: Concept[]): Code[] {
  const out: Code[] = [];
  for (const c of cs) if (c.system) out.push({ system: c.system, code: c.code, display: c.display });
  return out;
}

/**
 * Analytes that are first of all lab results; other analytes that are also drugs (thiamine,
 * insulin, iron, vitamin D) read as medications unless a lab value or "level" follows.
 */
const CORE_LABS = new Set(['sodium', 'potassium', 'chloride', 'calcium', 'magnesium', 'phosphorus', 'phosphate', 'glucose', 'creatinine', 'albumin', 'bicarbonate', 'hemoglobin', 'urea', 'bilirubin', 'lactate', 'ammonia', 'na', 'k', 'cl', 'ca', 'mg', 'cr']);
// a drug class named in a test result or a poisoning is no drug given ("positive for benzodiazepines", "salicylate level", "digitalis toxicity")
const DRUG_TESTED_BEFORE = /\b(?:positive|negative|screen|screening|tox)\s+(?:for\s+)?$/i;
const DRUG_TESTED_AFTER = /^\s*(?:levels?|screen|toxicity|overdose|poisoning|ingestion|test)\b/i;
/** Only strength and device words between a drug and its dose form: "Flovent HFA 110 mcg inhaler", "albuterol 90 mcg/actuation inhaler". */
const FORM_GAP_WORD = /^(?=[^/])(?:\d[\d.,]*)?(?:mcg|mg|g|%|units?)?(?:\/(?:actuation|puff|inh|spray|dose))?$|^(?:\/|actuation|puff|HFA|MDI|DPI|Diskus|Respimat|Ellipta|Handihaler|Flexhaler|nasal|oral|metered-dose|dry|powder)$/i;
function isFormGap(gap: string): boolean {
  if (!/^\s/.test(gap) || !/\s$/.test(gap) || gap.includes('\n')) return false;
  const words = gap.trim().split(/\s+/).filter((w) => w !== '');
  return words.length <= 6 && words.every((w) => FORM_GAP_WORD.test(w));
}
// the words that make a disease name its vaccine
// a vaccine word next to a disease name makes it the vaccine ("flu shot", "got her hepatitis B vaccine")
const VACCINE_NEAR = /\b(?:vaccin\w*|immuni[sz](?:ation|ations|ed|e)\b|shots?|boosters?|jabs?)\b/i;
const VACCINE_AFTER = /^\s*(?:#\s*\d|series|dose|booster|shot|(?:status\s*:?\s*)?(?:up to date|UTD)|status\s*:?\s*(?:current|unknown|not up to date))\b/i;
// ... unless the sentence speaks of the disease itself ("had chickenpox", "hepatitis B positive")
const DISEASE_CUE =
  /\b(?:history of|hx of|h\/o|had|has had|positive|negative|tested|testing|infection|infected|diagnos\w*|exposure|exposed|outbreak|titers?|immune|immunity|serology|antibod\w*|antigen|carrier|chronic|acute|active|treated)\b/i;
// "avoid" right before a drug, with at most a few words between ("avoid all NSAIDs")
const AVOID_BEFORE = /\b(avoid(?:s|ed|ing)?)\s+(?:(?:all|any|other|further|the|use of|taking|using)\s+){0,3}$/i;
// a test being ordered or repeated; a list of tests after the verb keeps it ("repeat TSH, free T4, T3")
const ORDERED_BEFORE = /\b(?:check|checks|checked|checking|recheck|rechecking|repeat|repeating|order|ordered|ordering|obtain|obtained|draw|drawn|send|sent|trend|trending|monitor|monitoring|daily|weekly|follow|following|track|tracking|record|recording)\s+(?:(?:a|an|the|her|his|serum|fasting|free|total|and|[\w-]+,)\s+)*$/i;
// an analyte that is given: "replete magnesium", "potassium replacement", "start calcium"
const GIVEN_BEFORE = /\b(?:replete|repleting|replace|replacing|supplement|supplementing|give|given|giving|oral|IV|PO)\s+$/i;
const GIVEN_AFTER = /^\s*(?:replacement|repletion|supplement|supplements|supplementation|tablets?|tabs?|caps?|capsules?|chloride|gluconate|oxide|citrate|carbonate|sulfate|protocol|(?:was|were|is)?\s*(?:replaced|repleted|supplemented)|riders?)\b/i;
// a disease named with a test result is the test ("rubella immune", "HIV negative"); "positive" alone
// may be the diagnosis ("HIV positive since 2010") and decides nothing
const SEROLOGY_RESULT_AFTER = /^\s*(?::|was|is|were|came back|returned)?\s*(?:negative|neg|non-?reactive|immune|non-?immune|not detected|pending|screen|screening|test|testing|antibody|Ab|serology|titer)\b/i;
// a result told as its course is a result too: "her A1c is up", "BP remains well controlled", "TSH improved"
const TREND_AFTER = /^\s*(?:(?:is|was|has|have|had|remains|remained)\s+(?:been\s+)?)?(?:up|down|better|worse|improved|improving|worsened|worsening|rising|falling|increased|decreased|stable|unchanged|at goal|above goal|below goal|not at goal|(?:well |poorly |better |not )?controlled|trending (?:up|down|upward|downward))\b/i;
const QUALITATIVE_RESULT_AFTER = /^\s*(?::|was|is|were|came back|returned)?\s*(?:negative|positive|neg|pos|normal|abnormal|unremarkable|within normal limits|WNL|non-?reactive|reactive|detected|not detected|pending|trace|elevated|high|low|suppressed|undetectable|(?:without|showed|shows|revealed|notable for|significant for)\b)\b/i;
// a pain rating written with the word: "Pain 7/10", "pain: 3/10" (the score, not the symptom)
const PAIN_SCORE_AFTER = /^\s*(?:[:=-]\s*)?(?:(?:score|scale|level|rating)\s*(?:of\s*|[:=]\s*)?)?(\d{1,2})\s*\/\s*10\b/i;
const PAIN = '22253000';
const INFECTION = '40733004';
const HYPERTENSION = '38341003';
const CHRONIC_HTN_IN_PREGNANCY = 'S:37618003';
const PAIN_SCORE = 'L:72514-3';
const isBp = (cs: readonly { code: string }[]): boolean => cs.some((x) => x.code === '85354-9');
// "frequency" alone is the urinary symptom only among urinary words: "dysuria, frequency, urgency"
const URINARY_CUE = /\b(?:dysuria|urgency|nocturia|hematuria|urinat\w*|urinary|urine|voiding|hesitancy|incontinence|polyuria|genitourinary|GU|urolog\w*)\b/i;
// calcium taken with vitamin D is the supplement: "calcium and vitamin D", "calcium + D3"
const WITH_VITAMIN_D_AFTER = /^\s*(?:and|with|\+|&|\/|plus)\s*(?:vitamin\s*)?D3?\b/i;
// a drug the patient carries or uses in an allergy statement is the treatment, not an allergen: "carries EpiPen"
const CARRIES_BEFORE = /\b(?:carries|carry|carrying|uses|prescribed|keeps?)\s+(?:an?\s+|her\s+|his\s+)?$/i;
// episodes rather than lasting diseases: once past, they are inactive unless said to be resolved
const PAST_EVENT =
  /infarct|cerebrovascular accident|stroke|transient ischemic|embolism|thrombosis|fracture|pneumonia|calcul|lithiasis|kidney stone|bronchospasm|appendicitis|cholecystitis|pancreatitis|diverticulitis|cellulitis|abscess|sepsis|septic|hemorrhage|bleeding|injury|concussion|infection|infectious|syncope|seizure|convulsion|delirium|overdose|poisoning|dislocation|laceration|burn|miscarriage|abortion|ectopic|pre-eclampsia|eclampsia|gestational|exacerbation|acute/i;
const NEOPLASM = /neoplasm|carcinoma|cancer|lymphoma|leukemia|leukaemia|melanoma|sarcoma|myeloma|tumou?r|glioblastoma|malignan/i;
// a past episode dated in words: "pneumonia last winter", "kidney stone two years ago"
const RECENT_PAST = /\blast\s+(?:year|winter|summer|spring|fall|autumn|month)\b|\b(?:a|one|two|three|four|five|\d+|several|few|many)\s+(?:years?|months?)\s+ago\b|\bin\s+(?:19[5-9]\d|20[0-4]\d)\b/i;
const LIVER_NOTE = /\b(?:cirrho\w*|ascites|paracentesis|varice\w*|hepatic encephalopathy|peritonitis|ESLD|end-stage liver)\b/i;
const HYDROCEPHALUS_NOTE = /\b(?:hydrocephalus|ventriculomegaly|ventriculoperitoneal|VP shunt|lumbar drain|large.volume (?:LP|lumbar puncture))\b/i;
const REMOVED_PAST = /^\s+(?:was\s+|were\s+|had\s+been\s+)?(?:surgically\s+)?(?:removed|excised|resected)\b[^.;]{0,30}?(?:\bin\s+(?:19[5-9]\d|20[0-4]\d)\b|\b(?:\d+|a|one|two|three|several|many)\s+(?:years?|months?)\s+ago\b|\bas\s+a\s+(?:child|teen\w*)\b|\bin\s+(?:childhood|the\s+past)\b)/i;
const NEWBORN_PATIENT = /\bmaternal history\b|\b(?:the )?mother (?:is|was) an?\b|\broutine newborn care\b|\b(?:infant|newborn|neonate|baby(?:\s+(?:boy|girl))?|(?:fe)?male|boy|girl)\s+(?:who\s+was\s+|was\s+)?born\s+(?:to|at\s+\d)|\b\d+-(?:day|week)-old\b|\b(?:this|the patient|patient|pt)\s+is\s+an?\s+(?:[\w-]+\s+){0,4}(?:infant|newborn|neonate)\b/i;
const NEWBORN_TITLE = /\b(?:newborn|neonat\w*|infant|baby)\b/i;
const NEWBORN_BEFORE = /(?:^|[^\w])((?:the\s+|her\s+)?(?:baby|infant|newborn|neonate))\b(?![^.;]*\b(?:mother|she|her)\b)/i;
const OBSTETRIC = /\b(?:G\d+\s*P\d|gravida|gestation\w*|prenatal|antenatal|fetal|pregnan\w*|labor|IUP|\d{1,2}\s*w(?:ee)?ks?\s*\d|\d{1,2}w\d)\b/i;
// in a urine dipstick clause, protein, glucose and ketones are the urine tests
const URINE_CLAUSE = /\b(?:urine\s+dip(?:stick)?|dipstick|UA|U\/A|urinalysis|urine)\s*:?[^.;]*$/i;
const URINE_CODES: Readonly<Record<string, string>> = { '2885-2': 'L:20454-5', '2345-7': 'L:25428-4', '2888-6': 'L:20454-5', '5792-7': 'L:25428-4' };
const LEVEL_NAMES = new Set([...CORE_LABS, 'cholesterol', 'sugar', 'sugars', 'triglyceride', 'triglycerides', 'tsh', 'a1c', 'psa', 'ferritin', 'b12', 'troponin', 'hemoglobin', 'hgb', 'bun', 'ldl', 'hdl', 'testosterone', 'd', 'cortisol', 'prolactin', 'estradiol', 'progesterone', 'lipase', 'amylase', 'folate', 'ck', 'crp', 'esr', 'bnp', 'inr', 'hba1c', 'ferritin', 'tsh', 'pth', 'ammonia']);
const LAB_VALUE_AFTER = /^\s*(?:level|levels|of|was|is|were|:|=)?\s*(?:level\s*)?(?:was|is|of|:)?\s*\d+(?:\.\d+)?(?!\s*(?:mg|mcg|g|units?|iu|meq|tabs?|tablets?|caps?)\b(?!\s*\/))|^\s*levels?\b/i;

/**
 * Qualifiers that belong to a condition's or procedure's span when written right before it: acuity,
 * laterality and control ("acute pancreatitis", "left hip hemiarthroplasty", "uncontrolled DM2").
 * Severity words ("mild", "severe") and "bilateral" stay outside, as annotators usually leave them.
 */
const SPAN_QUALIFIERS_BEFORE = /(?:^|[\s(,;:])((?:(?:acute on chronic|acute on|acute|subacute|chronic|latent|generalized|recurrent|uncontrolled|poorly controlled|left|right)\s+)+)$/i;
// laterality written as a capital letter, as "left" and "right" are taken in ("L FNF", "R distal radius fx"), but
// not a volume ("2 L NC")
const SIDE_LETTER_BEFORE = /(?:^|[(,;:]|[^\d\s]\s|^\s)((?:L|R)\s+)$/;
// qualifiers that change what a finding or procedure is, which the mention's span takes in even
// where no concept names them ("passive suicidal ideation", "displaced femoral neck fracture",
// "witnessed apneas", "drug-eluting stent placement"); severity and extent words ("mild",
// "bilateral", "new", "worsening") stay outside, as the annotation guidelines have them
const MEANING_QUALIFIERS_BEFORE =
  /(?:^|[\s(,;:])((?:(?:passive|active|visual|auditory|tactile|command|witnessed|displaced|distal|proximal|non-?displaced|comminuted|segmental|subsegmental|purulent|non-?purulent|refractory|post-?operative|occult|diagnostic|low-dose|drug-eluting|bare-metal|loud|morning|spreading|indurated|non-?blanchable|non-?bloody|subjective|voluntary|involuntary|[A-Za-z][\w.]*-(?:induced|related|associated))\s+)+)$/i;
const GENERIC_FINDING = /^(?:pain|tenderness|swelling|edema|erythema|rash|numbness|weakness|bruising|ecchymosis|induration|warmth|crepitus|effusion)$/i;
const SITE_AFTER = new RegExp(
  `^\\s+(?:in|of|over|on|at|along)\\s+(?:the\\s+|her\\s+|his\\s+|both\\s+)?(?:(?:left|right|bilateral|lower|upper|anterior|posterior|medial|lateral|dorsal|plantar|volar)\\s+){0,2}(?:${'calf|calves|legs?|arms?|hands?|feet|foot|toes?|fingers?|thighs?|shins?|knees?|hips?|ankles?|wrists?|elbows?|shoulders?|neck|back|chest|scalp|face|groin|flank|buttocks?|heel|breasts?|abdomen|epigastrium|suprapubic region|suprapubic area|lower extremities|upper extremities|extremities|MCPs|MCP joints|PIPs|joints|spine|lumbar spine|low back|right upper quadrant|right lower quadrant|left upper quadrant|left lower quadrant|RUQ|RLQ|LUQ|LLQ'})\\b`,
  'i',
);
const EDEMA_GRADE_BEFORE = /(?:^|[\s(,;:])(([0-4]\+|trace)\s+(?:pitting\s+)?)$/i;
const EDEMA_GRADE_PITTING_BEFORE = /(?:^|[\s(,;:])(([0-4]\+|trace)\s+pitting\s+)$/i;
const EDEMA_BY_GRADE: Readonly<Record<string, string>> = { '1+': 'S:420829009', '2+': 'S:421605005', '3+': 'S:421346005', '4+': 'S:421129002' };
/** The body site written right before a finding belongs to its span ("calf swelling", "epigastric tenderness", "tongue laceration"). */
const SITE_BEFORE =
  /(?:^|[\s(,;:])((?:(?:left|right|bilateral|LLE|RLE|LUE|RUE|upper|lower)\s+)*(?:LLE|RLE|LUE|RUE|BLE|(?:right|left)\s+(?:upper|lower)\s+quadrant|RUQ|RLQ|LUQ|LLQ|(?:right|left)\s+(?:upper|middle|lower)\s+lobe|RUL|RML|RLL|LUL|LLL|adnexal|CVA|costovertebral angle|sacral|axillary|inguinal|popliteal|plantar|periorbital|substernal|calf|calves|leg|legs|arm|arms|hand|hands|foot|feet|toe|toes|finger|fingers|thigh|shin|knee|knees|hip|hips|ankle|ankles|wrist|wrists|elbow|elbows|shoulder|shoulders|neck|back|chest|scalp|face|facial|forehead|lip|tongue|gum|ear|ears|eye|eyes|nasal|oral|throat|groin|flank|buttock|heel|breast|nipple|penile|scrotal|testicular|vaginal|vulvar|rectal|perianal|anal|abdominal|epigastric|suprapubic|periumbilical|pelvic|pericardial|pleural|subcutaneous|cutaneous|spinal|paraspinal|muscular|joint|skin|brain|extremity|extremities)\s+)$/i;
/** Stage after a condition ("CKD stage 3a", "CKD 4") and a count after a procedure ("CABG x3"). */
const STAGE_AFTER = /^\s+(?:stage\s+(?:[1-5][ab]?|IV|III|II|I)|[1-5][ab]?)(?![\w\/-]|\.\d)/i;
const STAGE_BARE = new Set(['ckd', 'chronic kidney disease', 'copd']);
const COUNT_AFTER = /^\s*x\s?[1-9](?!\w)/i;
/** Generic imaging concepts (CT, MRI, ultrasound, x-ray, Doppler, angiography) whose span takes in the region imaged. */
const IMAGING_CODES = new Set(['77477000', '113091000', '16310003', '363680008', '765172009', '77343006']);
const REGION =
  '(?:(?:left|right|bilateral|upper|lower)\\s+)*(?:head|brain|neck|chest(?:\\s*\\/\\s*abd(?:omen)?\\s*\\/\\s*pelvis)?|(?:abdomen|abd)(?:\\s*(?:and|\\/)\\s*pelvis)?|A\\/P|C\\/A\\/P|pelvis|spine|(?:cervical|thoracic|lumbar)(?:\\s+spine)?|[CTL]-spine|LS spine|sinuses|orbits|thyroid|breasts?|knees?|hips?|shoulders?|ankles?|wrists?|feet|foot|hands?|legs?|arms?|extremit(?:y|ies)|kidneys?|liver|gallbladder|scrotum|heart|tibia|fibula|tibia and fibula|femur|humerus|radius|ulna|forearm|elbows?|fingers?|toes?|clavicle|ribs?|skull|face|mandible|sacrum|coccyx|calcaneus|thigh|calf|pancreas|spleen|bladder|prostate|uterus|ovaries|testes|aorta|carotids?|lungs?)';
const IMAGING_BEFORE = /(?:^|[\s(,;:])((?:(?:left|right|bilateral|upper|lower|abdominal|renal|pelvic|transvaginal|transrectal|thyroid|breast|chest|head|brain|cardiac|carotid|venous|arterial|extremity|scrotal|testicular|hepatic|liver|gallbladder|obstetric|knee|shoulder|hip|lumbar|cervical|neck|sinus|RUQ|right upper quadrant)\s+){1,3})$/i;
const IMAGING_AFTER = new RegExp(`^(?:\\s+(?:of\\s+(?:the\\s+)?)?${REGION})?(?:\\s+with(?:out)?\\s+(?:IV\\s+|oral\\s+)?contrast)?`, 'i');

/**
 * Generic findings made specific by the body part written around them, as clinicians read them:
 * "ABDOMEN: soft, no masses" is an abdominal mass, "effusion" on a chest film a pleural effusion.
 */
const SPECIFIC_BY_SITE: ReadonlyArray<{ code: string; site: RegExp; to: string }> = [
  { code: '4147007', site: /\b(?:abdomen|abdominal|abd)\b/i, to: '271860004' },
  { code: '4147007', site: /\bbreasts?\b/i, to: '89164003' },
  { code: '247348008', site: /\b(?:abdomen|abdominal|abd|epigastric|epigastrium|quadrant|RUQ|RLQ|LUQ|LLQ|suprapubic|periumbilical)\b/i, to: '43478001' },
  { code: '267038008', site: /\b(?:legs?|lower extremit(?:y|ies)|LEs?|BLE|ankles?|feet|foot|pedal|calf|calves|shins?)\b/, to: '102572006' },
  { code: '41699000', site: /\b(?:pleural|lungs?|chest|CXR|thorax|thoracentesis|parapneumonic)\b/i, to: '60046008' },
  { code: '41699000', site: /\bpericardial\b/i, to: '373945007' },
  { code: '52988006', site: /\b(?:skin|cutaneous|rash|dermatolog\w*)\b/i, to: '95324001' },
  { code: '27925004', site: /\bthyroid\b/i, to: '237495005' },
  { code: '56208002', site: /\b(?:oral|mouth|buccal|tongue|aphthous)\b/i, to: '26284000' },
];

/** Stable id: the same text gives the same ids (hash of type, span and first code). */
function entityId(type: string, start: number, end: number, code: string): string {
  return `ent_${createHash('sha256').update(`${type}|${start}|${end}|${code}`).digest('hex').slice(0, 24)}`;
}

/**
 * Confidence rule (documented in server/pipeline/README.md):
 *  - high: the written words equal (ignoring case) a full name of the concept (its display or a
 *    curated multi-word synonym), or a multi-word term matched after normalization only;
 *  - medium: abbreviations of 3+ letters, brand names, lay wording, single words changed by
 *    normalization (plural, possessive);
 *  - low: one- and two-letter abbreviations and terms flagged ambiguous.
 */
function confidenceOf(entry: TermEntry, surface: string): Confidence {
  const f = entry.flags;
  if (f & TERM_AMBIGUOUS) return 'low';
  if (f & TERM_ABBREVIATION) return surface.replace(/[^A-Za-z]/g, '').length <= 2 ? 'low' : 'medium';
  if (f & (TERM_BRAND | TERM_LAY)) return 'medium';
  const exact = surface.toLowerCase().replace(/\s+/g, ' ') === entry.term.toLowerCase();
  if (entry.tokenCount >= 2) return 'high';
  if (exact && ((f & TERM_PREFERRED) !== 0 || surface.length >= 5)) return 'high';
  return 'medium';
}

interface Candidate {
  match: TermMatch;
  start: number;
  end: number;
  sentence: Sentence | undefined;
}

/** Extracts coded entities from `text` with an explicit vocabulary and trigger lexicon. */
export function extractWith(vocab: Vocabulary, rules: ContextRules, text: string): Entity[] {
  if (text.length === 0) return [];
  const lay = layout(text);
  const ts = tokenize(text);
  const ids = tokenIds(vocab, ts);

  // header tokens never join a match
  const blocked = new Uint8Array(ts.count);
  let h = 0;
  for (let i = 0; i < ts.count && h < lay.headers.length; i++) {
    while (h < lay.headers.length && lay.headers[h]!.end <= ts.starts[i]!) h++;
    const hd = lay.headers[h];
    if (hd && ts.starts[i]! >= hd.start && ts.ends[i]! <= hd.end) blocked[i] = 1;
  }
  const matches = findMatches(vocab, ts, ids, blocked);
  if (matches.length === 0) return [];

  const cueNorms: string[] = new Array(ts.count);
  const cueCache = new Map<string, string>();
  for (let i = 0; i < ts.count; i++) {
    const raw = ts.raws[i]!;
    let n = cueCache.get(raw);
    if (n === undefined) {
      n = cueToken(raw);
      cueCache.set(raw, n);
    }
    cueNorms[i] = n;
  }

  // sentence of each match
  const cands: Candidate[] = [];
  let si = 0;
  for (const m of matches) {
    const start = ts.starts[m.first]!;
    const end = ts.ends[m.last - 1]!;
    while (si < lay.sentences.length && lay.sentences[si]!.end <= start) si++;
    const s = lay.sentences[si];
    cands.push({ match: m, start, end, sentence: s && s.start <= start ? s : undefined });
  }

  // a dose form written after a drug belongs to it ("albuterol inhaler 2 puffs"), it is not a second drug
  for (let k = cands.length - 1; k > 0; k--) {
    const c = cands[k]!;
    const p = cands[k - 1]!;
    if (c.match.entry.concepts.some((x) => x.flags.has('form')) && p.match.entry.concepts[0]?.kind === 'medication' && isFormGap(text.slice(p.end, c.start))) {
      cands.splice(k, 1);
      matches.splice(k, 1);
    }
  }

  // a condition word that a more specific concept of the next mention names is that concept's
  // modifier, not a finding of its own: "febrile seizures" is Febrile convulsion, not fever + seizure
  for (let k = cands.length - 1; k > 0; k--) {
    const c = cands[k]!;
    const p = cands[k - 1]!;
    const pc = p.match.entry.concepts;
    const cc = c.match.entry.concepts;
    if (pc.length !== 1 || cc.length !== 1 || pc[0]!.kind !== 'condition' || (cc[0]!.kind !== 'condition' && cc[0]!.kind !== 'procedure')) continue;
    if (!/^[ \t-]*$/.test(text.slice(p.end, c.start)) || p.match.entry.flags & TERM_NEGATED) continue;
    const specs = vocab.specializations.get(cc[0]!.key);
    if (!specs) continue;
    const sp = specializeAt(specs, ts, c.match.first, c.match.last, p.start, c.sentence ? c.sentence.end : text.length, cc[0]!.kind === 'procedure');
    if (sp && sp.from <= p.match.first) {
      cands.splice(k - 1, 1);
      matches.splice(k - 1, 1);
    }
  }

  const covered = new Uint8Array(ts.count);
  for (const m of matches) for (let i = m.first; i < m.last; i++) covered[i] = 1;
  const prepared = new Map<Sentence, SentenceContext>();
  const sentenceOf = (c: Candidate): SentenceContext => {
    const key = c.sentence ?? { start: c.start, end: c.end };
    let p = prepared.get(key);
    if (!p) {
      let from = c.match.first;
      let to = c.match.last;
      while (from > 0 && ts.starts[from - 1]! >= key.start) from--;
      while (to < ts.count && ts.ends[to]! <= key.end) to++;
      p = prepareSentence(rules, text, ts, cueNorms, from, to, sectionAt(lay.sections, c.start));
      p.covered = covered;
      prepared.set(key, p);
    }
    return p;
  };

  const entities: Entity[] = [];
  // a drug named as the cause of the next finding ("methotrexate-related nausea") is part of its name
  let cause: { start: number; end: number } | undefined;
  let joinNext = -1;
  let lastAllergy: { entity: Entity; sentence: SentenceContext } | undefined;
  // (a neonatal note is about the newborn: there the infant is the patient, not someone else)
  const newbornPatient = NEWBORN_PATIENT.test(text.slice(0, 1500));
  // the note's setting, read once: obstetric words, a liver disease, hydrocephalus
  const obstetricText = OBSTETRIC.test(text);
  const obstetricNote = obstetricText && !newbornPatient;
  const liverNote = LIVER_NOTE.test(text);
  const hydrocephalusNote = HYDROCEPHALUS_NOTE.test(text);
  for (let k = 0; k < cands.length; k++) {
    const c = cands[k]!;
    // a match inside the span an earlier entity took in ("CT head without contrast")
    const prev = entities[entities.length - 1];
    if (prev && c.start < prev.span.end) continue;
    const next = cands[k + 1];
    const entry = c.match.entry;
    const primary = entry.concepts[0]!;
    const sentEnd = c.sentence ? c.sentence.end : text.length;
    const sentStart = c.sentence ? c.sentence.start : Math.max(0, c.start - 200);
    const limit = Math.min(sentEnd, next ? next.start : text.length, c.end + 80);
    const sctx = sentenceOf(c);
    const section = sctx.section?.kind ?? 'other';
    const before = text.slice(sentStart, c.start);
    const afterText = text.slice(c.end, Math.min(sentEnd, c.end + 40));
    // spans grow leftwards at most to the sentence start or the end of the previous entity
    const floor = Math.max(sentStart, entities[entities.length - 1]?.span.end ?? 0);

    // "HD #3" counts hospital days; it is not hemodialysis; "ASA II", "ASA class 3" is the
    // anesthesia physical status, not aspirin
    if (/^HD$/.test(text.slice(c.start, c.end)) && /^\s*#\s*\d/.test(afterText)) continue;
    // "on RA" is room air; "RA pressure", "RA dilated" the right atrium
    if (/^RA$/.test(text.slice(c.start, c.end)) && (/(?:\bon|%|\bsat\w*|\bO2|\bSpO2)\s*$/i.test(before) || /^\s*(?:pressure|mean|size|(?:is|was|mildly|moderately|severely)?\s*(?:enlarged|dilated|normal))/i.test(afterText))) continue;
    if (/^ASA$/.test(text.slice(c.start, c.end)) && /^\s*(?:[:=-]\s*)?(?:class|physical|status|score|grade|monitors?|standard|guidelines|[IV]{1,3}\b|[1-6](?!\d|\.\d|\s*(?:mg|milligram)))/i.test(afterText)) continue;
    // a diet named after a condition is no finding ("low potassium diet", "low sodium diet"), nor is a
    // bipolar instrument or implant ("bipolar hemiarthroplasty", "bipolar cautery")
    if (primary.kind === 'condition' && /^\s+diet\b/i.test(afterText)) continue;
    // a vertebra is no lab: "C3-4 disc bulge", "C4-C5 stenosis", "T4-T5"
    if (/^[CTLS]\d{1,2}$/.test(text.slice(c.start, c.end)) && (/^-\s*[CTLS]?\d/i.test(afterText) || /\b(?:[CTLS]\d{1,2}\s*-\s*|vertebra\w*\s+|level\s+(?:of\s+)?)$/i.test(before))) continue;
    // "fall" as a season or a drop ("last fall", "a fall in saturation"), "delivery" of a part or the ward
    // ("delivery of the head", "Labor and Delivery") are no fall and no delivery procedure
    if (/^falls?$/i.test(text.slice(c.start, c.end)) && (/\b(?:last|this|next|in the|early|late|since)\s+$/i.test(before) || /^\s+(?:in|of)\s+(?:the\s+)?(?:\w+\s+)?(?:saturation|pressure|sats?|hemoglobin|hgb|hematocrit|blood|mean|gradient|levels?|count)\b/i.test(afterText) || /^\s+(?:asleep|off|apart)\b/i.test(afterText))) continue;
    if (/^delivery$/i.test(text.slice(c.start, c.end)) && (/^\s+of\s+the\s+(?:head|shoulders?|body|baby|infant|placenta|fetus)\b/i.test(afterText) || /\blabor\s+(?:and|&)\s+$/i.test(before) || /^\s+(?:room|suite|unit|floor)\b/i.test(afterText))) continue;
    // words that fold onto a term: "create" is no "creat" (creatinine), a retraction of tissue no chest-wall
    // retractions; "MS:" heads the mental status exam
    const surfaceWord = text.slice(c.start, c.end);
    if (/^creat(?:e|ed|es|ing)$/i.test(surfaceWord)) continue;
    if (/^retraction$/i.test(surfaceWord) && !/\b(?:intercostal|subcostal|suprasternal|substernal|sternal|supraclavicular)\s+$/i.test(before)) continue;
    if (/^MS$/.test(surfaceWord) && /^\s*:/.test(afterText)) continue;
    // an induction is of labor only in an obstetric note, and not of anesthesia ("after induction of general anesthesia")
    if (/^induction$/i.test(surfaceWord) && (!obstetricText || /^\s+of\s+(?!labor)/i.test(afterText) || /\b(?:after|smooth|rapid sequence|uneventful|inhalational|IV|mask)\s+$/i.test(before))) continue;
    // NPH is normal pressure hydrocephalus in a neurological note, elsewhere the insulin
    if (/^NPH$/.test(surfaceWord) && hydrocephalusNote && !/^\s*(?:insulin\b|\d)/i.test(afterText)) continue;
    // "fx" is a function after an organ ("renal fx", "LV fx"), a fracture elsewhere; banding alone is of varices only
    // in a liver note ("gastric banding" is a bariatric operation)
    if (/^fxs?$/i.test(surfaceWord) && /\b(?:renal|kidney|liver|hepatic|lung|pulmonary|thyroid|cardiac|heart|LV|RV|systolic|diastolic|bowel|bladder|sexual|cognitive|platelet|marrow|graft|allograft|motor|sensory|neuro)\s+$/i.test(before)) continue;
    if (/^banding$/i.test(surfaceWord) && (!liverNote || /\b(?:gastric|lap|laparoscopic|hemorrhoid(?:al)?)\s+$/i.test(before))) continue;
    // a stab wound incision is a surgical technique, not an injury
    if (/^stab wounds?$/i.test(surfaceWord) && /^\s+incisions?\b/i.test(afterText)) continue;
    // "A/P:" heads the assessment and plan; its P is no pulse
    if (/^P$/.test(surfaceWord) && /\bA\/$/.test(before)) continue;
    // the carpal tunnel as a place is no syndrome: "entering the carpal tunnel", "carpal tunnel was entered"
    if (/^carpal tunnel$/i.test(surfaceWord) && (/\bthe\s+$/i.test(before) || /^\s+(?:was|were)\s+(?:then\s+)?(?:entered|opened|released|decompressed|explored|inspected)\b|^\s+(?:contents|ligament|space)\b/i.test(afterText))) continue;
    // a tumour named as a test, a team, a protein or a margin is no finding: "tumor markers", "tumor board",
    // "tumor necrosis factor", "tumor-free margins"
    if (/^tumou?rs?$/i.test(surfaceWord) && (/^(?:\s+|-)(?:necrosis|markers?|board|conference|registry|bank|free|bed|size|burden|cells?|suppressor|volume|grade|margins?|debulking|lysis|antigen)\b/i.test(afterText) || /\b(?:anti-?|negative for|free of)\s*$/i.test(before))) continue;
    // "infection control", "Infectious Disease consult": a team or a programme, not a finding
    if (primary.code === INFECTION && /^\s+(?:control|prevention|team|service|specialists?|consult\w*|clinic|department|physicians?|doctors?|was consulted|(?:has been|was|were) (?:consulted|contacted|involved))\b/i.test(afterText)) continue;
    // "contractions" are uterine only in an obstetric note; a pregnancy is the setting of a prenatal note, not
    // a finding of it ("Pregnancy history:", "This pregnancy complicated by GDM")
    if (/^(?:contractions?|ctx)$/i.test(surfaceWord) && (!obstetricText || (/^ctx$/i.test(surfaceWord) && /^\s*\d/.test(afterText)))) continue;
    // SAB is a spontaneous abortion in an obstetric history, a subarachnoid (spinal) block in an anaesthetic record
    if (/^SAB$/.test(surfaceWord) && (!obstetricText || /\b(?:anesthe\w*|anaesthe\w*|spinal|block|bupivacaine|intrathecal)\b/i.test(text.slice(sentStart, sentEnd)))) continue;
    if (/^pregnancy$/i.test(surfaceWord) && (/^\s+(?:history|complicated|dating|test|course|c\/b)(?![\w/])/i.test(afterText) || /\b(?:this|current|prior|previous|first|second|third|during|throughout)\s+$/i.test(before))) continue;
    // "LAD" is lymphadenopathy on a neck or lymph node exam ("Neck supple, no LAD"), elsewhere the artery
    if (/^LAD$/.test(surfaceWord) && !(/\b(?:no|without|cervical|axillary|inguinal|supraclavicular|submandibular|neck|lymph)\b[^.;]{0,25}$/i.test(before) && !/\b(?:stent|lesion|stenosis|artery|occlusion|disease|graft|PCI|LIMA|to)\s*$/i.test(before)) && !/^\s*(?:noted|present|appreciated|palpated)\b/i.test(afterText)) continue;
    // a word negated by a glued "non-" is a description, not a finding: "non-bleeding", "non-distended"
    if (primary.kind === 'condition' && /\bnon-$/i.test(before)) continue;
    // a hazard, a team or a drug class named after a finding or test: "choking hazards", "diabetes educator",
    // "blood pressure medication"; a diet or a store of a nutrient: "iron-rich foods", "iron stores adequate"
    if (primary.kind === 'condition' && /^\s+(?:hazards?|educator|educators|nurse|team|service|program|panel)\b/i.test(afterText)) continue;
    if (primary.kind === 'observation' && entry.tokenCount <= 3 && /^\s+(?:medications?|meds|pills?|tablets?|cuffs?)\b/i.test(afterText)) continue;
    if ((primary.kind === 'medication' || primary.kind === 'observation') && /^(?:-rich\b|\s+stores\b)/i.test(afterText)) continue;
    // two tests joined by a slash before one method are one test: "Influenza/COVID PCR"
    if (primary.kind === 'condition' && next && text[c.end] === '/' && next.start === c.end + 1 && next.match.entry.concepts[0]?.kind === 'observation') {
      joinNext = c.start;
      continue;
    }
    if (/^bipolar$/i.test(text.slice(c.start, c.end)) && /^\s+(?:hemiarthroplasty|arthroplasty|prosthesis|cautery|electrocautery|forceps|sealer|coagulat\w*|energy|device)\b/i.test(afterText)) continue;

    if (primary.code === '162116003' && /^frequency$/i.test(text.slice(c.start, c.end))) {
      const clause = `${sctx.section?.title ?? ''} ${text.slice(sentStart, sentEnd)}`;
      if (!URINARY_CUE.test(clause) || /^\s+of\b/i.test(afterText)) continue;
    }

    if ((primary.kind === 'medication' || primary.kind === 'substance') && section !== 'allergies' && next && /^-(?:induced|related|associated)\s+$/i.test(text.slice(c.end, next.start)) && !ALLERGY_BEFORE.test(before)) {
      const nk = next.match.entry.concepts[0]!.kind;
      if (nk === 'condition') {
        cause = { start: c.start, end: c.end };
        continue;
      }
    }

    // choose the sense: a lab analyte that is also a drug is a drug when dosed or listed as a medication
    let concepts = entry.concepts;
    let kind = primary.kind;
    let medValues: ReturnType<typeof medicationValues> | undefined;
    const alt = entry.alternates[0];
    const twoSenses = alt !== undefined && alt.kind !== kind && (kind === 'observation' || alt.kind === 'observation');
    if (alt !== undefined && alt.kind !== kind && (kind === 'immunization' || alt.kind === 'immunization')) {
      // a disease named among immunizations is its vaccine: "Immunizations: varicella #1", "Tetanus status up to date"
      // within the clause: "vaccinated against hepatitis B", "flu shot", "zoster vaccine given"
      const nearBefore = text.slice(Math.max(sentStart, c.start - 25), c.start).split(/[,;]/).pop() ?? '';
      const nearAfter = text.slice(c.end, Math.min(sentEnd, c.end + 15)).split(/[,;]/)[0] ?? '';
      const named = VACCINE_NEAR.test(nearBefore + ' ' + nearAfter) || VACCINE_AFTER.test(afterText);
      const wantVaccine =
        section !== 'results' && (named || (section === 'immunizations' && !DISEASE_CUE.test(text.slice(sentStart, sentEnd))));
      if (wantVaccine !== (kind === 'immunization')) {
        concepts = entry.alternates;
        kind = alt.kind;
      }
    } else if (twoSenses && kind !== 'medication' && alt.kind !== 'medication') {
      // a test or a therapy ("PT 12" is the prothrombin time, "PT consult" physical therapy; "pulse
      // oximetry 97%" a saturation, "pulse oximetry" alone the monitoring), and for the abbreviation,
      // neither: "DP and PT pulses", "PT 2+" (the posterior tibial pulse); "PT: 61 YO M", "PT'S OWN
      // CUFF", "PT STATES" (the patient)
      if (c.end - c.start <= 4) {
        const around = text.slice(Math.max(sentStart, c.start - 20), Math.min(sentEnd, c.end + 30));
        if (/\bpulses?\b|\bDP\b|^\s*\d\+/i.test(afterText) || /\bpulses?\b|\bDP\b/i.test(around)) continue;
        if (/['\u2019]/.test(text.slice(c.start, c.end)) || /^\s*:?\s*\d+\s*(?:yo|y\/o|y\.o\.|years?|yrs?)\b/i.test(afterText)) continue;
        if (/^\s+(?:states|stated|reports|reported|denies|denied|complains|presents|c\/o|feels|says|is an?\b|was an?\b)/i.test(afterText)) continue;
      }
      // a count of sessions is no lab value: "PT 3x/week"
      const dosedTherapy = /^\s*\d+\s*(?:x|times)\b/i.test(afterText);
      // a percentage later in the clause is the reading: "pulse oximetry at home 92%", "showed 88%"
      const readingLater = c.end - c.start > 4 && /^[^,;]*?\b\d{2,3}(?:\.\d)?\s*%/.test(afterText);
      const wantObservation =
        !dosedTherapy &&
        (LAB_VALUE_AFTER.test(afterText) ||
          readingLater ||
          section === 'results' ||
          SEROLOGY_RESULT_AFTER.test(afterText) ||
          /^\s*(?:\/|,|and)?\s*(?:a?PTT|INR)\b/i.test(afterText));
      // (a condition sense of a vital-sign abbreviation needs its setting: "SBP prophylaxis" is spontaneous
      // bacterial peritonitis in a note about cirrhosis or ascites, elsewhere a blood pressure)
      const setting = alt.kind !== 'condition' || liverNote;
      if (wantObservation !== (kind === 'observation') && setting) {
        concepts = entry.alternates;
        kind = alt.kind;
      }
    } else if (twoSenses) {
      medValues = medicationValues(text, c.end, limit);
      const dosed = medValues.dose !== undefined || medValues.route !== undefined || medValues.frequency !== undefined;
      let wantMed: boolean;
      if (dosed || section === 'medications' || ALLERGY_BEFORE.test(before)) wantMed = true;
      else if (LAB_VALUE_AFTER.test(afterText) || section === 'results') wantMed = false;
      // a level is checked, a drug is not: "Check vitamin B12", "repeat magnesium"
      else if (ORDERED_BEFORE.test(text.slice(Math.max(sentStart, c.start - 40), c.start))) wantMed = false;
      else if (GIVEN_BEFORE.test(before) || GIVEN_AFTER.test(afterText) || WITH_VITAMIN_D_AFTER.test(afterText)) wantMed = true;
      // listed with a drug: "continue vitamin D and calcium"
      else if (prev?.type === 'Medication' && prev.span.end >= sentStart && /^\s*(?:,|and|,\s*and|\+|&)\s*$/i.test(text.slice(prev.span.end, c.start))) wantMed = true;
      else wantMed = !CORE_LABS.has(text.slice(c.start, c.end).toLowerCase());
      if ((wantMed && kind === 'observation') || (!wantMed && kind === 'medication')) {
        concepts = entry.alternates;
        kind = alt.kind;
      }
    }

    if (kind === 'observation' && concepts.length === 1 && URINE_CODES[concepts[0]!.code] && URINE_CLAUSE.test(before)) {
      const urine = vocab.concepts.get(URINE_CODES[concepts[0]!.code]!);
      if (urine) concepts = [urine];
    }
    if (kind === 'condition' && concepts.length === 1 && concepts[0]!.code === PAIN && PAIN_SCORE_AFTER.test(afterText)) {
      const score = vocab.concepts.get(PAIN_SCORE);
      if (score) {
        concepts = [score];
        kind = 'observation';
      }
    }
    // chronic hypertension in a pregnancy is its own concept ("G2P1 at 36w ... chronic HTN on labetalol"), not a
    // relative's ("a mother with chronic hypertension")
    if (obstetricNote && kind === 'condition' && concepts.length === 1 && concepts[0]!.code === HYPERTENSION && /\bchronic\b/i.test(text.slice(Math.max(floor, c.start - 12), c.end)) && !/\b(?:mother|father|sister|brother|family|aunt|uncle|grand\w+|cousin)\b/i.test(text.slice(sentStart, c.start))) {
      const inPregnancy = vocab.concepts.get(CHRONIC_HTN_IN_PREGNANCY);
      if (inPregnancy) concepts = [inPregnancy];
    }
    if (kind === 'condition' && concepts.length === 1) {
      const code = concepts[0]!.code;
      // the sentence and the heading it is under ("EXTREMITIES: no edema"), not the sentence before
      const around = `${sctx.section?.title ?? ''} ${text.slice(sentStart, sentEnd)}`;
      for (const r of SPECIFIC_BY_SITE) {
        if (r.code !== code || !r.site.test(around)) continue;
        const specific = vocab.concepts.get(`S:${r.to}`);
        if (specific) concepts = [specific];
        break;
      }
    }

    // modifiers written with the mention that a more specific concept names ("migraine without aura")
    let specFrom = -1;
    let specTo = -1;
    const baseCode = concepts[0]?.system ? concepts[0].code : undefined;
    if ((kind === 'condition' || kind === 'procedure') && concepts.length === 1) {
      const specs = vocab.specializations.get(concepts[0]!.key);
      if (specs) {
        const sp = specializeAt(specs, ts, c.match.first, c.match.last, floor, sentEnd, kind === 'procedure');
        const specific = sp && vocab.concepts.get(sp.key);
        // two diseases written "X on Y" are two ("AKI on CKD 3a"), not a modifier of the first
        const onAnother = sp && next && next.match.entry.concepts[0]?.kind === 'condition' && next.match.first <= sp.to && /^\s+on\s+$/i.test(text.slice(c.end, next.start));
        if (sp && specific && !onAnother) {
          concepts = [specific];
          specFrom = ts.starts[sp.from]!;
          specTo = ts.ends[sp.to]!;
        }
      }
    }

    let uncoded = false;
    const allergyContext = section === 'allergies' || ALLERGY_BEFORE.test(before) || ALLERGY_AFTER.test(afterText);
    let type: EntityType;
    switch (kind) {
      case 'condition':
        type = 'Condition';
        break;
      case 'procedure':
        // "injection sites" is a place, and "on injections" a regimen whose drug is the entity
        if (/^injections?$/i.test(text.slice(c.start, c.end)) && (/^\s*sites?\b/i.test(afterText) || /\bon\s+$/i.test(before))) continue;
        type = 'Procedure';
        break;
      case 'immunization':
        type = 'Immunization';
        break;
      case 'observation':
        type = 'Observation';
        break;
      case 'medication':
        type = allergyContext && (ALLERGY_AFTER.test(afterText) || !CARRIES_BEFORE.test(text.slice(Math.max(sentStart, c.start - 30), c.start))) ? 'AllergyIntolerance' : 'Medication';
        break;
      case 'substance':
        if (allergyContext) type = 'AllergyIntolerance';
        // a drug class given or avoided ("Avoids NSAIDs"): a Medication, uncoded (RxNorm classes are not ingredients)
        else if (concepts.some((x) => x.flags.has('drug')) && !DRUG_TESTED_BEFORE.test(before) && !DRUG_TESTED_AFTER.test(afterText)) {
          type = 'Medication';
          uncoded = true;
        } else continue;
        break;
      default:
        continue;
    }

    const saved = sctx.cues;
    sctx.cues = saved.filter((q) => q.last <= c.match.first || q.first >= c.match.last);
    // a pseudo-trigger that runs into the mention leaves its negation word: "No change in bowel habits"
    // is not "no change" (a stable finding) when "change in bowel habits" is what is named
    for (const q of saved) {
      if (q.first < c.match.first && q.last > c.match.first && q.rules.some((r) => r.category === 'PSEUDO') && /^(?:no|not|without)$/.test(cueNorms[q.first]!)) {
        sctx.cues = [...sctx.cues, { first: q.first, last: q.first + 1, start: ts.starts[q.first]!, end: ts.ends[q.first]!, rules: [{ category: 'NEGATED_EXISTENCE' as const, direction: 'FORWARD' as const }] }].sort((a, b) => a.first - b.first);
      }
    }
    const ctx: ContextResult = contextOf(sctx, c.match.first, c.match.last, c.start, c.end);
    // in a newborn's note the mother's history is a relative's: "MATERNAL HISTORY: ... GBS positive"
    if (newbornPatient && ctx.subject === 'patient' && /\b(?:maternal|mother'?s?)\b/i.test(sctx.section?.title ?? '')) {
      ctx.subject = 'family_member';
      const sec = sctx.section!;
      ctx.evidence.push({ kind: 'family_member', cue: sec.title, span: { start: sec.headerStart, end: sec.headerStart + sec.title.length } });
    }
    // in an obstetric note the newborn is someone else: "NEWBORN: ... NICU stay for transient tachypnea",
    // "Baby received hepatitis B vaccine"
    if (obstetricNote && ctx.subject === 'patient') {
      const title = sctx.section?.title ?? '';
      const cue = NEWBORN_TITLE.test(title) ? undefined : NEWBORN_BEFORE.exec(before);
      if (NEWBORN_TITLE.test(title) || cue) {
        ctx.subject = 'other';
        const start = cue ? sentStart + cue.index + cue[0].indexOf(cue[1]!) : sctx.section!.headerStart;
        const cueText = cue ? cue[1]! : title;
        ctx.evidence.push({ kind: 'other_subject', cue: cueText, span: { start, end: start + cueText.length } });
      }
    }
    sctx.cues = saved;
    if (entry.flags & TERM_NEGATED) {
      ctx.polarity = 'negative';
      ctx.evidence.unshift({ kind: 'negation', cue: text.slice(c.start, c.end), span: { start: c.start, end: c.end } });
    }

    // a finding written after the substance in an allergy statement is its reaction ("penicillin: hives")
    // (not a finding a new clause says the patient has: "allergy to penicillin and she has asthma")
    if (type === 'Condition' && allergyContext && lastAllergy && lastAllergy.sentence === sctx && !NEW_CLAUSE.test(text.slice(lastAllergy.entity.span.end, c.start))) {
      const prev = lastAllergy.entity.attributes.reaction;
      lastAllergy.entity.attributes.reaction = prev ? `${String(prev)}, ${text.slice(c.start, c.end)}` : text.slice(c.start, c.end);
      continue;
    }

    const attributes: Record<string, unknown> = {};
    let polarity = ctx.polarity;
    if (type === 'Observation') {
      let ov = observationValues(text, c.end, limit, before);
      // two tests joined by a slash share a pair of values, in order: "BUN/Cr 30/1.5"
      const prevCand = cands[k - 1];
      const pairFirst = next && next.start === c.end + 1 && text[c.end] === '/' ? slashPairValues(text, next.end, sentEnd) : undefined;
      const pairSecond = !pairFirst && prevCand && prevCand.end === c.start - 1 && text[prevCand.end] === '/' ? slashPairValues(text, c.end, limit) : undefined;
      const partner = pairFirst ? next : pairSecond ? prevCand : undefined;
      if (partner && !isBp(concepts) && !isBp(partner.match.entry.concepts)) {
        ov = { end: c.end, value: pairFirst ? pairFirst[0] : pairSecond![1], ...(ov.interpretation ? { interpretation: ov.interpretation } : {}) };
      }
      // single words like "pulse", "weight", "temp" name a vital sign only next to a value
      const vital = concepts.some((x) => x.flags.has('vital')) && entry.tokenCount === 1;
      // "pulses 2+" grades the pulse on an exam scale; it is not a rate
      const graded = ov.value !== undefined && text[ov.end] === '+' && concepts.some((x) => IMPLIED_UNITS[x.code]);
      if (graded) continue;
      // a qualitative result is a value too: "UA negative", "UDS positive for cocaine"
      // (and so does a test written together with the next one: "PT/INR", "BUN/Cr")
      const pain = concepts[0]?.key === PAIN_SCORE ? PAIN_SCORE_AFTER.exec(text.slice(c.end, limit)) : null;
      if (pain) {
        delete ov.systolic;
        delete ov.diastolic;
        delete ov.unit;
        ov.value = Number(pain[1]);
        ov.valueText = pain[0].slice(pain[0].search(/\d/));
      }
      // a test listed after another one that carries an interpretation shares it: "elevated free T4 and T3"
      const listedWith =
        prev?.type === 'Observation' && prev.attributes.value === undefined && typeof prev.attributes.interpretation === 'string' && prev.span.end >= sentStart && /^\s*(?:,|and|,\s*and|&)\s*$/i.test(text.slice(prev.span.end, c.start))
          ? prev.attributes.interpretation
          : undefined;
      if (listedWith && !ov.interpretation && ov.value === undefined) ov.interpretation = listedWith;
      const hasValue =
        ov.value !== undefined ||
        ov.systolic !== undefined ||
        listedWith !== undefined ||
        /\b(?:negative|positive|elevated|high|low|normal|abnormal|undetectable|detectable|soft|labile|home)\s+$/i.test(before) ||
        // (a vital sign checked or logged: "BP check in clinic in 3 days", "home BP log")
        /^\s+(?:checks?|logs?|monitoring|readings?|goals?|control)\b/i.test(text.slice(c.end, limit)) ||
        QUALITATIVE_RESULT_AFTER.test(text.slice(c.end, limit)) ||
        TREND_AFTER.test(text.slice(c.end, limit)) ||
        (next?.start === c.end + 1 && text[c.end] === '/');
      // ...or where a test is ordered: "recheck A1c in 3 months", "repeat TSH, free T4, T3"
      // ...or said not to have been done: "CA 27-29 not checked"
      const notDone = /^\s*(?:was|were|is|are)?\s*not\s+(?:drawn|obtained|checked|repeated|sent|done|performed|collected)\b/i.test(afterText);
      // (a test listed right after another test is read with it: "ordered a lipid panel and A1c")
      const listedAfterTest = prev?.type === 'Observation' && prev.span.end >= sentStart && /^\s*(?:,|and|,\s*and|&)\s*$/i.test(text.slice(prev.span.end, c.start));
      if ((vital || entry.flags & TERM_AMBIGUOUS) && !hasValue && !notDone && !listedAfterTest && !ORDERED_BEFORE.test(text.slice(Math.max(sentStart, c.start - 40), c.start))) continue;
      if (ov.systolic !== undefined && ov.diastolic !== undefined) {
        attributes.value = ov.systolic;
        attributes.components = [
          { code: { system: 'http://loinc.org', code: '8480-6', display: 'Systolic blood pressure' }, value: ov.systolic, unit: 'mm[Hg]' },
          { code: { system: 'http://loinc.org', code: '8462-4', display: 'Diastolic blood pressure' }, value: ov.diastolic, unit: 'mm[Hg]' },
        ];
        attributes.unit = 'mm[Hg]';
        attributes.valueText = ov.valueText;
      } else if (ov.value !== undefined) {
        attributes.value = ov.value;
        if (pain || /\ds$|'/.test(ov.valueText ?? '')) attributes.valueText = ov.valueText;
        if (ov.comparator) attributes.comparator = ov.comparator;
        // Rates are written bare ("HR 92"); their UCUM unit is implied by what is measured.
        const implied = concepts.map((x) => IMPLIED_UNITS[x.code]).find(Boolean);
        if (ov.unit) attributes.unit = ov.unit;
        else if (implied) attributes.unit = implied;
      }
      let interpretation = ov.interpretation;
      // "negative" about a test is its result, not the absence of the test
      const neg = ctx.evidence.find((e) => e.kind === 'negation');
      if (polarity === 'negative' && neg && /negative|neg\b/i.test(neg.cue)) {
        polarity = 'positive';
        interpretation = 'negative';
        ctx.evidence.splice(ctx.evidence.indexOf(neg), 1);
      }
      if (interpretation) attributes.interpretation = interpretation;
      // a test with a result was done: "UA without pyuria or hematuria, BMP normal" does not negate the BMP
      if (polarity === 'negative' && (attributes.value !== undefined || interpretation)) {
        polarity = 'positive';
        ctx.evidence = ctx.evidence.filter((e) => e.kind !== 'negation');
      }
    } else if (type === 'Procedure' && polarity === 'negative') {
      // "venous duplex negative", "chest x-ray clear": the result of a test that was done
      const neg = ctx.evidence.find((e) => e.kind === 'negation');
      // ("negative Romberg", "Lachman's negative": a bedside test's result, written on either side)
      // (a bedside test is done whatever it shows: "no Romberg sign", "Lachman absent" are its results)
      if (neg && (concepts.some((x) => x.flags.has('exam')) || /^(?:(?:is|are|was|were)\s+)?(?:negative|neg)$/i.test(neg.cue) || (neg.span.start >= c.end && /^(?:(?:is|are|was|were)\s+)?(?:clear|normal|unremarkable)$/i.test(neg.cue)))) {
        polarity = 'positive';
        ctx.evidence.splice(ctx.evidence.indexOf(neg), 1);
      }
    } else if (type === 'Medication') {
      // a drug to avoid is not taken ("Avoid NSAIDs", "avoiding fluoroquinolones"); for other
      // entities "avoid" is advice, not absence ("avoid heavy lifting after hernia repair")
      const avoid = polarity === 'positive' ? AVOID_BEFORE.exec(before) : null;
      if (avoid) {
        polarity = 'negative';
        const at = sentStart + avoid.index + avoid[0].search(/\S/);
        ctx.evidence.push({ kind: 'negation', cue: avoid[1]!, span: { start: at, end: at + avoid[1]!.length } });
      }
      const mv = medValues ?? medicationValues(text, c.end, limit);
      if (mv.dose) attributes.dose = mv.dose;
      if (mv.route) attributes.route = mv.route;
      if (mv.frequency) attributes.frequency = mv.frequency;
    } else if (type === 'AllergyIntolerance') {
      if (kind === 'medication') attributes.category = 'medication';
      attributes.substance = concepts[0]?.display;
    } else if (type === 'Condition' && polarity === 'positive' && ctx.subject === 'patient' && ctx.certainty !== 'hypothetical') {
      // the cue must be in the mention's own list item: "s/p CABG (2015), paroxysmal AF on apixaban" leaves the
      // atrial fibrillation current; "history of appendicitis s/p appendectomy" makes the appendicitis resolved
      const clauseFrom = Math.max(sentStart, text.lastIndexOf(',', c.start - 1) + 1, text.lastIndexOf(';', c.start - 1) + 1);
      const clauseEnds = [text.indexOf(',', c.end), text.indexOf(';', c.end)].filter((x) => x >= 0);
      const clauseTo = Math.min(sentEnd, ...clauseEnds.map((x) => x), sentEnd);
      // (a status written as the next list item belongs to it: "history of pneumonia, resolved"; a past event
      // dated or called prior is over: "history of MI in 2015", "prior NSTEMI", "TIA 1994")
      const statusAfter = /^[,;]\s*(?:now\s+|since\s+|which\s+(?:has\s+|she\s+|he\s+)?|that\s+(?:has\s+|she\s+|he\s+)?)?(?:resolved|healed|cured|in remission|treated|completed treatment|outgrown|outgrew)\b/i.test(text.slice(clauseTo, sentEnd));
      const clause = text.slice(clauseFrom, clauseTo);
      const chronic = concepts.some((x) => x.flags.has('chronic'));
      // the indication of a procedure the patient is status post is current: "s/p hemiarthroplasty for L FNF" (POD#2)
      const indication = /\b(?:s\/p|status post)\b[^,;]*\b(?:for|2\/2|due to|secondary to|because of)\s+(?:[\w-]+\s+){0,4}$/i.test(text.slice(clauseFrom, c.start));
      const resolvedCue =
        statusAfter ||
        // ("has been treated with Viagra" is a current treatment, "latent TB treated (with INH)" a finished one)
        /\b(?:resolved|healed|cured|in remission|no longer|(?<!\b(?:is|are|being|been|currently)\s)treated|treated(?!\s+(?:with|by|on|using)\b))\b/i.test(clause) ||
        // ("s/p X" is over; "appendicitis s/p appendectomy" too, but a lasting disease is not ended by its
        // procedure: "CAD s/p stent", "PVD s/p SFA stent")
        (/\b(?:s\/p|status post)\b/i.test(text.slice(clauseFrom, c.start)) && !indication) ||
        (!chronic && !/disease|insufficiency|stenosis|failure/i.test(concepts[0]?.display ?? '') && /\b(?:s\/p|status post)\b/i.test(text.slice(c.end, clauseTo))) ||
        (!chronic && /\b(?:prior(?!\s+to\b)|previous|ago)\b|\b(?:19[5-9]\d|20[0-4]\d)\b/i.test(clause));
      // what is left of a past event is current: "stroke 3 years ago with residual left-sided weakness"
      const residual = /\b(?:residual|persistent|persisting|ongoing|continued|still\s+(?:has|have|with))\s+(?:[\w-]+\s+){0,2}$/i.test(text.slice(clauseFrom, c.start));
      // a cancer that was treated is inactive, not cured, unless the note says it is over ("history of breast
      // cancer s/p mastectomy"); a remote history is inactive ("remote history of PUD")
      const explicitlyOver = statusAfter || /\b(?:resolved|healed|cured|in remission|no longer|outgrown|outgrew)\b/i.test(clause);
      const neoplasm = concepts.some((x) => NEOPLASM.test(x.display));
      if (residual || (indication && !explicitlyOver && !RECENT_PAST.test(clause))) attributes.clinicalStatus = 'active';
      else if (neoplasm && resolvedCue && !explicitlyOver) attributes.clinicalStatus = 'inactive';
      else if (ctx.temporality === 'historical' && !resolvedCue && /\bremote\b/i.test(clause)) attributes.clinicalStatus = 'inactive';
      else if (ctx.temporality !== 'historical' && !chronic && concepts.some((x) => PAST_EVENT.test(x.display)) && RECENT_PAST.test(clause)) attributes.clinicalStatus = 'resolved';
      // a lesion removed at a past date is over ("a Bartholin cyst removed in 2002"); a cancer so removed is
      // inactive, as a treated cancer is; a removal without a date may be today's operation
      else if (REMOVED_PAST.test(text.slice(c.end, sentEnd))) attributes.clinicalStatus = neoplasm && !explicitlyOver ? 'inactive' : 'resolved';
      else if (ctx.temporality === 'historical') {
        // a condition listed in the past history is still the patient's (active) unless the note says it is
        // over; a past event named by a history cue and not said to be over is inactive ("history of CVA",
        // "history of nephrolithiasis"), a disease so named stays active ("history of Crohn disease")
        const byCue = ctx.evidence.some((e) => e.kind === 'historical');
        const pastEvent = !chronic && concepts.some((x) => PAST_EVENT.test(x.display));
        attributes.clinicalStatus = resolvedCue ? 'resolved' : byCue && pastEvent ? 'inactive' : 'active';
      } else attributes.clinicalStatus = /^[^.;()]*,\s*(?:now\s+)?(?:in (?:complete )?remission|resolved|cured)\b/i.test(text.slice(clauseTo, sentEnd)) || (statusAfter && !/^[,;]\s*(?:\w+\s+){0,2}treated\s+(?:with|by|per|on)\b/i.test(text.slice(clauseTo, sentEnd))) || /^\s*(?:has\s+|have\s+)?(?:since\s+|now\s+|completely\s+)?resolved\b|^(?:\s+infection)?,\s*(?:s\/p\s+)?(?:treated|resolved|cured|outgrown)\b|^[^.;]{0,40}\b(?:outgrew|outgrown)\b/i.test(afterText) ? 'resolved' : 'active';
    }
    // "if" makes the finding it introduces hypothetical ("return if chest pain recurs"), not a drug or test named
    // in the condition ("if vancomycin is not tolerated", "if T-score worsens"): the treatment the condition
    // governs, written before "if", is the hypothetical one ("start zoledronic acid if T-score worsens",
    // "home oxygen if SpO2 < 88%")
    if (type !== 'Condition' && ctx.certainty === 'hypothetical') {
      const ev = ctx.evidence.find((e) => e.kind === 'hypothetical');
      // (only inside the "if" clause: "If intolerable, consider switch to exemestane" keeps the drug hypothetical)
      if (ev && /^(?:if|unless)\b/i.test(ev.cue) && ev.span.end <= c.start && !/[,;]/.test(text.slice(ev.span.end, c.start))) {
        ctx.certainty = 'confirmed';
        ctx.temporality = 'recent';
        ctx.evidence.splice(ctx.evidence.indexOf(ev), 1);
      }
    }
    if ((type === 'Medication' || type === 'Procedure' || type === 'Immunization') && ctx.certainty === 'confirmed' && polarity === 'positive') {
      // (not a timing or an idiom: "echo in one year or sooner if symptoms", "difficult if not impossible")
      const m = /^[^,;.]{0,60}?\s(if|unless)\s(?!not\b|needed\b|necessary\b|possible\b|indicated\b|any\b|symptoms?\b)/i.exec(text.slice(c.end, sentEnd));
      const cond = m && !/\b(?:sooner|earlier|or)\s+(?:if|unless)\s$/i.test(m[0]) ? m : null;
      if (cond) {
        const at = c.end + cond.index + cond[0].length - cond[1]!.length - 1;
        ctx.certainty = 'hypothetical';
        ctx.temporality = 'hypothetical';
        ctx.evidence.push({ kind: 'hypothetical', cue: cond[1]!, span: { start: at, end: at + cond[1]!.length } });
      }
    }
    // a treatment or test under consideration is conditional, not a possible finding: "consider thoracentesis",
    // "consider switch to tamoxifen" (a condition "to consider" stays possible)
    if (ctx.certainty === 'possible' && type !== 'Condition') {
      const ev = ctx.evidence.find((e) => e.kind === 'uncertainty');
      if (ev && /^consider/i.test(ev.cue)) {
        ctx.certainty = 'hypothetical';
        ctx.temporality = 'hypothetical';
        ev.kind = 'hypothetical';
      }
    }
    attributes.temporality = ctx.temporality;
    if (ctx.certainty !== 'confirmed') attributes.certainty = ctx.certainty;
    attributes.section = section;
    attributes.evidence = ctx.evidence;

    // the span takes in qualifiers written with the concept, never crossing the previous entity
    let start = specFrom >= 0 ? Math.min(c.start, specFrom) : c.start;
    let end = specFrom >= 0 ? Math.max(c.end, specTo) : c.end;
    // an organism the specialization took in keeps its abbreviated genus: "H. pylori gastritis"
    if (specFrom >= 0 && specFrom < c.start) {
      const genus = /(?:^|[\s(])([A-Z]\.\s?)$/.exec(text.slice(Math.max(floor, start - 4), start));
      if (genus) start -= genus[1]!.length;
    }
    if (type === 'Condition' || type === 'Procedure') {
      if (type === 'Condition') {
        const before60 = text.slice(Math.max(floor, start - 60), start);
        const site = SITE_BEFORE.exec(before60);
        // not a word of a name: "bull's eye rash"
        if (site && !/['\u2019]s\s+$/i.test(before60.slice(0, before60.length - site[1]!.length))) start -= site[1]!.length;
      }
      // the stage of a pressure injury is part of its name: "stage 2 sacral pressure injury"
      if (/(?:pressure|decubitus)\s+(?:injur|ulcer|sore)|decubitus/i.test(text.slice(c.start, c.end))) {
        const st = /(?:^|[\s(,;:])((?:stage|grade)\s+(?:[1-4]|IV|III|II|I)\s+)$/i.exec(text.slice(floor, start));
        if (st) start -= st[1]!.length;
      }
      if (cause && cause.start >= floor && /^-(?:induced|related|associated)\s+$/i.test(text.slice(cause.end, start))) start = cause.start;
      for (let round = 0; round < 3; round++) {
        const q = SPAN_QUALIFIERS_BEFORE.exec(text.slice(floor, start)) ?? MEANING_QUALIFIERS_BEFORE.exec(text.slice(floor, start)) ?? SIDE_LETTER_BEFORE.exec(text.slice(floor, start));
        if (!q) break;
        start -= q[1]!.length;
      }
      // the grade of edema is part of it and names the concept of pitting edema: "1+ pitting edema",
      // "2+ edema", "trace edema"; a grade before "pitting" wins over a site after ("2+ pitting edema of the legs")
      const mention = text.slice(c.start, c.end);
      const pitted = /^edema\b/i.test(mention) ? EDEMA_GRADE_PITTING_BEFORE.exec(text.slice(floor, start)) : null;
      const grade = pitted ?? (/edema$/i.test(mention) ? EDEMA_GRADE_BEFORE.exec(text.slice(floor, start)) : null);
      if (grade) {
        start -= grade[1]!.length;
        if (pitted) end = c.start + 'edema'.length;
        // (the SNOMED grades are of pitting edema: "2+ edema of both legs" keeps its site instead)
        const graded = /pitting/i.test(grade[1]! + mention) ? vocab.concepts.get(EDEMA_BY_GRADE[grade[2]!.toLowerCase()] ?? '') : undefined;
        if (graded) concepts = [graded];
      }
      const after = text.slice(end, limit);
      if (type === 'Condition' && specFrom < 0 && GENERIC_FINDING.test(text.slice(c.start, c.end))) {
        // a generic finding takes in the site written after it: "edema in her legs", "tenderness in the
        // suprapubic region", "swelling in the MCPs"
        const site = SITE_AFTER.exec(after);
        if (site) end += site[0].length;
      }
      if (type === 'Condition') {
        const st = STAGE_AFTER.exec(after);
        if (st && (/^\s+stage/i.test(st[0]) || STAGE_BARE.has(text.slice(c.start, c.end).toLowerCase()))) end += st[0].length;
        // "hepatitis C infection", "HIV infection": the word belongs to the disease's name (a bare
        // "infection" is Infectious disease of its own)
        const inf = primary.code !== INFECTION ? /^[ \t-]+infections?\b/i.exec(text.slice(end, sentEnd)) : null;
        if (inf) end += inf[0].length;
      } else if (baseCode && IMAGING_CODES.has(baseCode)) {
        // "CT of the chest", "MRI brain", "renal ultrasound", "CT abdomen/pelvis with IV contrast"
        const b = IMAGING_BEFORE.exec(text.slice(floor, start));
        if (b) start -= b[1]!.length;
        const a = IMAGING_AFTER.exec(text.slice(end, sentEnd));
        if (a && a[0].trim()) end += a[0].replace(/\s+$/, '').length;
      } else {
        // "gastric bypass surgery": the word for the operation belongs to its name
        const op = /^\s+(?:surgery|surgeries)\b/i.exec(after);
        if (op) end += op[0].length;
        const n = COUNT_AFTER.exec(text.slice(end, limit));
        if (n) end += n[0].length;
      }
    }
    // a common analyte is named without the word "level": "creatinine levels were 2.1" (but "lead level",
    // "blood alcohol level", "digoxin level" keep it: the analyte alone names no test)
    if (type === 'Observation') {
      const lv = /^(.*?\b([\w-]+))\s+levels?$/i.exec(text.slice(start, end));
      if (lv && LEVEL_NAMES.has(lv[2]!.toLowerCase())) end = start + lv[1]!.length;
    }
    if (joinNext >= 0) {
      if (type === 'Observation' && c.start === text.indexOf('/', joinNext) + 1) start = joinNext;
      joinNext = -1;
    }
    const codes = uncoded ? [] : codesOf(concepts);
    const surface = text.slice(start, end);
    const entity: Entity = {
      object: 'data_engine.entity',
      id: entityId(type, start, end, codes[0]?.code ?? primary.code),
      type,
      text: surface,
      confidence: confidenceOf(entry, text.slice(c.start, c.end)),
      polarity,
      subject: ctx.subject,
      codes,
      attributes,
      span: { start, end },
    };
    entities.push(entity);
    if (type === 'AllergyIntolerance') lastAllergy = { entity, sentence: sctx };
  }
  resolveDiabetesType(vocab, entities);
  return joinCombinationProducts(text, entities);
}

/**
 * Two drugs joined by a hyphen or slash are one combination product ("amoxicillin-clavulanate",
 * "sulfamethoxazole/trimethoprim", "losartan/HCTZ"): one Medication with both codes, and the dose
 * written after the pair. Two capitalized names ("Tylenol/Motrin") are alternatives, not a product.
 */
function joinCombinationProducts(text: string, entities: Entity[]): Entity[] {
  const out: Entity[] = [];
  for (const e of entities) {
    const prev = out[out.length - 1];
    // a vaccine's product name in parentheses restates it: "Pneumococcal vaccine (PCV20)"
    if (prev?.type === 'Immunization' && e.type === 'Immunization' && /^\s*\(\s*$/.test(text.slice(prev.span.end, e.span.start)) && /^\s*\)/.test(text.slice(e.span.end))) continue;
    if (
      prev &&
      prev.type === 'Medication' &&
      e.type === 'Medication' &&
      /^[-/]$/.test(text.slice(prev.span.end, e.span.start)) &&
      !(CAPITALIZED.test(prev.text) && CAPITALIZED.test(e.text))
    ) {
      const start = prev.span.start;
      const end = e.span.end;
      const codes = [...prev.codes, ...e.codes.filter((c) => !prev.codes.some((p) => p.code === c.code))];
      out[out.length - 1] = {
        ...prev,
        id: entityId('Medication', start, end, codes.map((c) => c.code).join('+') || prev.id),
        text: text.slice(start, end),
        confidence: prev.confidence === 'high' && e.confidence === 'high' ? 'high' : 'medium',
        codes,
        attributes: { ...prev.attributes, ...e.attributes },
        span: { start, end },
      };
      continue;
    }
    out.push(e);
  }
  return out;
}
const CAPITALIZED = /^[A-Z][a-z]/;

const DIABETES = '73211009';
const DIABETES_TYPES: Array<[RegExp, string]> = [
  [/\b(?:type 2|type II)\b.*\bdiabetes|\bdiabetes\b.*\b(?:type 2|type II)\b/i, 'S:44054006'],
  [/\b(?:type 1|type I)\b.*\bdiabetes|\bdiabetes\b.*\b(?:type 1|type I)\b/i, 'S:46635009'],
];

/**
 * A note that names the patient's diabetes type once ("T2DM", "diabetes mellitus type 2") means
 * that type when it later says just "diabetes" or "DM" of the patient, as a reader takes it. Only
 * when the note names exactly one type; family members' diabetes is left alone.
 */
function resolveDiabetesType(vocab: Vocabulary, entities: Entity[]): void {
  const types = new Set<string>();
  let generic = false;
  for (const e of entities) {
    if (e.type !== 'Condition' || e.subject !== 'patient' || e.polarity !== 'positive') continue;
    const code = e.codes[0];
    if (!code) continue;
    if (code.code === DIABETES) generic = true;
    for (const [re, key] of DIABETES_TYPES) if (re.test(code.display ?? '')) types.add(key);
  }
  if (!generic || types.size !== 1) return;
  const concept = vocab.concepts.get([...types][0]!);
  if (!concept?.system) return;
  for (const e of entities) {
    if (e.type !== 'Condition' || e.subject !== 'patient' || e.codes[0]?.code !== DIABETES) continue;
    e.codes = [{ system: concept.system, code: concept.code, display: concept.display }, ...e.codes.slice(1)];
    e.id = entityId(e.type, e.span.start, e.span.end, concept.code);
  }
}

/** Extracts coded entities from `text` with the committed vocabulary (loaded lazily, once). */
export function extract(text: string): Entity[] {
  return extractWith(defaultVocabulary(), defaultContextRules(), text);
}
