/**
 * Stage 6, coding: the concept the written modifiers make more specific (specializations.tsv:
 * "migraine without aura"), the span with the qualifiers written with the concept (site, laterality,
 * acuity, stage, grade, region imaged), the codes and the stable id; then, over the whole note, the
 * diabetes type a note names once and combination products ("amoxicillin-clavulanate").
 */
// one-shot hash: no Hash object per entity
import { hash } from 'node:crypto';
import type { DocumentState, Mention } from './mention.js';
import { specializeAt } from './specialize.js';
import { endsWithSpace } from './text-scan.js';
import type { Code, Confidence, Entity } from './types.js';
import {
  TERM_ABBREVIATION,
  TERM_AMBIGUOUS,
  TERM_BRAND,
  TERM_LAY,
  TERM_PREFERRED,
  type Concept,
  type TermEntry,
  type Vocabulary,
} from './vocabulary.js';

const INFECTION = '40733004';
/** The basic chemistry analytes by their written names (stage-sense.ts reads them too: a salt of one is a lab, not a drug). */
export const CORE_LABS = ['sodium', 'potassium', 'chloride', 'calcium', 'magnesium', 'phosphorus', 'phosphate', 'glucose', 'creatinine', 'albumin', 'bicarbonate', 'hemoglobin', 'urea', 'bilirubin', 'lactate', 'ammonia', 'na', 'k', 'cl', 'ca', 'mg', 'cr'];
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
// qualifiers that name how or where a procedure is done, which its span takes in ("portable CXR",
// "bedside echo", "screening mammogram", "random biopsies", "sharp debridement", "flexible laryngoscopy",
// "exercise ECG", "robotic hemicolectomy", "home sleep study", "ambulatory cardiac monitor", "pelvic floor
// physical therapy", "whole-brain radiation"): annotators keep them with the procedure
const PROCEDURE_QUALIFIERS_BEFORE =
  /(?:^|[\s(,;:])((?:(?:portable|bedside|screening|random|sharp|flexible|rigid|resting|exercise|robotic|laparoscopic|lap|home|post-?reduction|bilateral|partial|total|ambulatory|continuous|core|selective|catheter-directed|surgical|percutaneous|intravitreal|systemic|pelvic floor|pelvic|whole-brain|chest wall|external beam)\s+)+)$/i;
// which toe, ray or finger a procedure is on belongs to it: "L 2nd toe amputation", "great toe amputation"
const DIGIT_BEFORE = /(?:^|[\s(,;:])((?:great|big|first|second|third|fourth|fifth|[1-5](?:st|nd|rd|th))\s+)$/i;
const DIGIT_MENTION = /^(?:toe|ray|finger|digit)/i;
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
/** The count of a bypass is part of its name ("CABG x3": three grafts); of other procedures it is how often ("C-section x2"). */
const COUNTED_NAME = /\b(?:CABG|bypass)\b/i;
/** Generic imaging concepts (CT, MRI, ultrasound, x-ray, Doppler, angiography) whose span takes in the region imaged. */
const IMAGING_CODES = new Set(['77477000', '113091000', '16310003', '363680008', '765172009', '77343006']);
// a region as written after the study: its side ("X-ray R shoulder"), and more regions joined by "/"
// ("CTA head/neck", "X-ray hands/feet"; "CT head / c-spine" is two studies)
const REGION_WORD =
  '(?:head|brain|neck|chest(?:\\s*\\/\\s*abd(?:omen)?\\s*\\/\\s*pelvis)?|(?:abdomen|abd)(?:\\s*(?:and|\\/)\\s*pelvis)?|A\\/P|C\\/A\\/P|pelvis|spine|(?:cervical|thoracic|lumbar)(?:\\s+spine)?|[CTL]-spine|LS spine|sinuses|orbits|thyroid|breasts?|knees?|hips?|shoulders?|ankles?|wrists?|feet|foot|hands?|legs?|arms?|extremit(?:y|ies)|kidneys?|liver|gallbladder|scrotum|heart|tibia|fibula|tibia and fibula|femur|humerus|radius|ulna|forearm|elbows?|fingers?|toes?|clavicle|ribs?|skull|face|mandible|sacrum|coccyx|calcaneus|thigh|calf|pancreas|spleen|bladder|prostate|uterus|ovaries|testes|aorta|carotids?|lungs?)';
const REGION_JOINED = `${REGION_WORD}(?:\\/${REGION_WORD})*`;
const REGION = `(?:(?:left|right|bilateral|upper|lower|L|R)\\s+)*${REGION_JOINED}`;
const IMAGING_BEFORE = /(?:^|[\s(,;:])((?:(?:left|right|bilateral|upper|lower|abdominal|renal|pelvic|transvaginal|transrectal|thyroid|breast|chest|head|brain|cardiac|carotid|venous|arterial|extremity|scrotal|testicular|hepatic|liver|gallbladder|obstetric|knee|shoulder|hip|lumbar|cervical|neck|sinus|RUQ|right upper quadrant|hand|hands|foot|feet|wrist|ankle|elbow|pituitary|axillary|spinal|transplant|LE|UE|BLE|RLE|LLE|RUE|LUE)\s+){1,3})$/i;
// (a region the specialization took in may go on after a slash: "CTA chest/abdomen/pelvis"; the technique
// is part of the study: "CT perfusion"; and a side letter after it: "Foot X-ray R")
const IMAGING_AFTER = new RegExp(
  `^(?:\\/${REGION_JOINED}|\\s+(?:of\\s+(?:the\\s+)?)?${REGION})?(?:\\s+perfusion)?(?:\\s+[LR](?![\\/\\w]))?(?:\\s+with(?:out)?\\s+(?:IV\\s+|oral\\s+)?contrast)?`,
  'i',
);

/** Codes of the chosen concepts; project concepts without a code (`N:` keys) add none. */
function codesOf(cs: Concept[]): Code[] {
  const out: Code[] = [];
  for (const c of cs) if (c.system) out.push({ system: c.system, code: c.code, display: c.display });
  return out;
}

/** Stable id: the same text gives the same ids (hash of type, span and first code). */
export function entityId(type: string, start: number, end: number, code: string): string {
  return `ent_${hash('sha256', `${type}|${start}|${end}|${code}`, 'hex').slice(0, 24)}`;
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
  if (entry.tokenCount >= 2) return 'high';
  // (the written words compared with the term only where the answer depends on it)
  if (((f & TERM_PREFERRED) !== 0 || surface.length >= 5) && surface.toLowerCase().replace(/\s+/g, ' ') === entry.term.toLowerCase()) return 'high';
  return 'medium';
}


/** Where a condition's or procedure's span grows: the qualifiers, stage, grade, site or region written with it (`concepts` made specific by an edema grade). */
interface GrownSpan {
  start: number;
  end: number;
  concepts: Concept[];
}

/*
 * (a function of its own, not part of codingStage: a fresh engine's first pass met its less common
 * paths one at a time, and each threw away the optimized code of the whole stage)
 */
function growConditionOrProcedure(doc: DocumentState, m: Mention, start: number, end: number, concepts: Concept[], specFrom: number, baseCode: string | undefined): GrownSpan {
  const { text, vocab, cause } = doc;
  const { c, primary, type, floor, sentEnd, limit } = m;
  if (type === 'Condition') {
    const before60 = text.slice(Math.max(floor, start - 60), start);
    const site = endsWithSpace(text, floor, start) ? SITE_BEFORE.exec(before60) : null;
    // not a word of a name: "bull's eye rash"
    if (site && !/['\u2019]s\s+$/i.test(before60.slice(0, before60.length - site[1]!.length))) start -= site[1]!.length;
  }
  // the stage of a pressure injury is part of its name: "stage 2 sacral pressure injury"
  if (/(?:pressure|decubitus)\s+(?:injur|ulcer|sore)|decubitus/i.test(text.slice(c.start, c.end))) {
    const st = /(?:^|[\s(,;:])((?:stage|grade)\s+(?:[1-4]|IV|III|II|I)\s+)$/i.exec(text.slice(floor, start));
    if (st) start -= st[1]!.length;
  }
  if (cause && cause.start >= floor && /^-(?:induced|related|associated)\s+$/i.test(text.slice(cause.end, start))) start = cause.start;
  // (each of the three ends with \s+$: a text before that does not end with a space matches none of them)
  for (let round = 0; round < 3 && endsWithSpace(text, floor, start); round++) {
    const head = text.slice(floor, start);
    const q = SPAN_QUALIFIERS_BEFORE.exec(head) ?? MEANING_QUALIFIERS_BEFORE.exec(head) ?? SIDE_LETTER_BEFORE.exec(head) ?? (type === 'Procedure' ? PROCEDURE_QUALIFIERS_BEFORE.exec(head) ?? (DIGIT_MENTION.test(text.slice(start, end)) ? DIGIT_BEFORE.exec(head) : null) : null);
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
    // and the side written before the region: "R foot x-ray"
    const side = b ? SIDE_LETTER_BEFORE.exec(text.slice(floor, start)) : null;
    if (side) start -= side[1]!.length;
    const a = IMAGING_AFTER.exec(text.slice(end, sentEnd));
    if (a && a[0].trim()) end += a[0].replace(/\s+$/, '').length;
  } else {
    // "gastric bypass surgery": the word for the operation belongs to its name
    const op = /^\s+(?:surgery|surgeries)\b/i.exec(after);
    if (op) end += op[0].length;
    const n = COUNTED_NAME.test(text.slice(start, end)) ? COUNT_AFTER.exec(text.slice(end, limit)) : null;
    if (n) end += n[0].length;
  }
  return { start, end, concepts };
}

/** Codes the mention, grows its span and emits the entity. */
export function codingStage(doc: DocumentState, m: Mention): Entity {
  const { text, vocab, ts, cause } = doc;
  const { c, next, entry, primary, type, floor, sentEnd, limit, afterText, uncoded } = m;
  let concepts = m.concepts;
  const kind = m.kind;
  const attributes = m.attributes;
  const ctx = m.ctx!;
  const polarity = m.polarity;
  let joinNext = doc.joinNext;

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
  attributes.temporality = ctx.temporality;
  if (ctx.certainty !== 'confirmed') attributes.certainty = ctx.certainty;
  attributes.section = m.section;
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
    const grown = growConditionOrProcedure(doc, m, start, end, concepts, specFrom, baseCode);
    start = grown.start;
    end = grown.end;
    concepts = grown.concepts;
  }
  // a common analyte is named without the word "level": "creatinine levels were 2.1" (but "lead level",
  // "blood alcohol level", "digoxin level" keep it: the analyte alone names no test)
  if (type === 'Observation') {
    const lv = /^(.*?\b([\w-]+))\s+levels?$/i.exec(text.slice(start, end));
    if (lv && LEVEL_NAMES.has(lv[2]!.toLowerCase())) end = start + lv[1]!.length;
  }
  // a vaccine's name takes in the word for its dose written after it: "covid shots", "hepatitis B series", "typhoid vaccination", "Gardasil 9"
  if (type === 'Immunization') {
    const tail = IMMUNIZATION_TAIL.exec(text.slice(end, end + 14));
    // (not "series" after a vaccine word or a brand: "hepatitis B vaccine series", "Shingrix series" are annotated without it)
    const name = text.slice(start, end);
    if (tail && (tail[1] === undefined || /gardasil$/i.test(name)) && !(/^\s*series/i.test(tail[0]) && /vaccines?$|^(?:shingrix|gardasil|heplisav|prevnar|pneumovax|vaxneuvance|boostrix|adacel|bexsero|trumenba|menveo|menquadfi|arexvy|abrysvo|havrix|engerix|recombivax|twinrix|varivax|proquad|rotateq|pediarix|pentacel|vaqta)/i.test(name))) end += tail[0].length;
  }
  if (joinNext >= 0) {
    if (type === 'Observation' && c.start === text.indexOf('/', joinNext) + 1) start = joinNext;
    joinNext = -1;
  }
  doc.joinNext = joinNext;
  const codes = uncoded ? [] : codesOf(concepts);
  const surface = text.slice(start, end);
  return {
    object: 'data_engine.entity',
    id: entityId(type!, start, end, codes[0]?.code ?? primary.code),
    type: type!,
    text: surface,
    confidence: confidenceOf(entry, m.surface),
    polarity,
    subject: ctx.subject,
    codes,
    attributes,
    span: { start, end },
  };
}

/**
 * Two drugs joined by a hyphen or slash are one combination product ("amoxicillin-clavulanate",
 * "sulfamethoxazole/trimethoprim", "losartan/HCTZ"): one Medication with both codes, and the dose
 * written after the pair. Two capitalized names ("Tylenol/Motrin") are alternatives, not a product.
 */
export function joinCombinationProducts(text: string, entities: Entity[], vocab?: Vocabulary): Entity[] {
  const out: Entity[] = [];
  for (const e of entities) {
    const prev = out[out.length - 1];
    // a vaccine's product name in parentheses restates it: "Pneumococcal vaccine (PCV20)"
    if (prev?.type === 'Immunization' && e.type === 'Immunization' && /^\s*\(\s*$/.test(text.slice(prev.span.end, e.span.start)) && /^\s*\)/.test(text.slice(e.span.end))) continue;
    // an imaging modality guiding the next procedure is part of its name: "CT-guided core needle biopsy",
    // "fluoroscopy-guided LP", "ultrasound-guided thoracentesis" (one Procedure, coded as the procedure guided)
    if (prev?.type === 'Procedure' && e.type === 'Procedure' && e.span.start - prev.span.end <= 40 && GUIDED_GAP.test(text.slice(prev.span.end, e.span.start)) && GUIDE.test(prev.text)) {
      const start = prev.span.start;
      const end = e.span.end;
      let codes = e.codes;
      const ctBiopsy = /^(?:CT|computed tomography)$/i.test(prev.text) && /biops/i.test(codes[0]?.display ?? e.text) ? vocab?.concepts.get(CT_GUIDED_BIOPSY) : undefined;
      if (ctBiopsy?.system) codes = [{ system: ctBiopsy.system, code: ctBiopsy.code, display: ctBiopsy.display }];
      out[out.length - 1] = {
        object: e.object,
        id: entityId('Procedure', start, end, codes[0]?.code ?? e.id),
        type: e.type,
        text: text.slice(start, end),
        confidence: e.confidence,
        polarity: e.polarity,
        subject: e.subject,
        codes,
        attributes: e.attributes,
        span: { start, end },
      };
      continue;
    }
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
      // the reference lists' combination concept of these ingredients, when they have one
      const combination = vocab && combinationOf(vocab, codes);
      if (combination && !codes.some((c) => c.code === combination.code)) codes.push({ system: combination.system, code: combination.code, display: combination.display });
      // (written out in the order of codingStage's entities rather than spread from prev: a spread
      // copy is an object of another shape, and code that had only seen the other was thrown away)
      out[out.length - 1] = {
        object: prev.object,
        id: entityId('Medication', start, end, codes.map((c) => c.code).join('+') || prev.id),
        type: prev.type,
        text: text.slice(start, end),
        confidence: prev.confidence === 'high' && e.confidence === 'high' ? 'high' : 'medium',
        polarity: prev.polarity,
        subject: prev.subject,
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
const IMMUNIZATION_TAIL = /^[ \t]+(?:shots?|vaccinations?|series|(9)(?![\d/.-]))(?![\w-])/i;
// "CT-guided", "ultrasound guided", with up to three words before the procedure ("US-guided diagnostic and therapeutic thoracentesis")
const GUIDED_GAP = /^[ \t]*-?[ \t]*guided[ \t]+(?:[A-Za-z]+[ \t]+){0,3}$/i;
const GUIDE = /^(?:CT|computed tomography|US|ultrasound|sonographic|sonography|fluoroscopy|fluoroscopic|fluoro|MRI|MR|EUS|endoscopic ultrasound|endobronchial ultrasound|EBUS|TRUS|transrectal ultrasound|image|imaging|stereotactic|doppler)$/i;
const CT_GUIDED_BIOPSY = 'S:277591006';

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
const combinations = new WeakMap<Vocabulary, Map<string, Concept>>();
const namesKey = (names: string[]): string => names.map((n) => n.toLowerCase()).sort().join(' / ');
/** The RxNorm combination concept ("Hydrochlorothiazide / Losartan") whose parts are exactly these ingredients. */
function combinationOf(vocab: Vocabulary, codes: Code[]): Concept | undefined {
  let byParts = combinations.get(vocab);
  if (!byParts) {
    byParts = new Map();
    for (const c of vocab.concepts.values()) if (c.system === RXNORM && c.display.includes(' / ')) byParts.set(namesKey(c.display.split(' / ')), c);
    combinations.set(vocab, byParts);
  }
  const parts = codes.filter((c) => c.system === RXNORM && !c.display?.includes(' / '));
  return parts.length === codes.length && parts.length >= 2 ? byParts.get(namesKey(parts.map((c) => c.display ?? ''))) : undefined;
}

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
export function resolveDiabetesType(vocab: Vocabulary, entities: Entity[]): void {
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

