/**
 * Values written next to a mention: medication dose, route and frequency (FHIR Dosage elements,
 * frequency as the usual Latin abbreviations: QD, BID, TID, QID, QHS, Q4H, PRN), and observation
 * value, UCUM unit and interpretation (FHIR Observation.value[x], .interpretation).
 */

export interface DoseValue {
  value: number;
  unit: string;
  text: string;
}

export interface MedicationValues {
  dose?: DoseValue;
  route?: string;
  frequency?: string;
  /** Character offset just past the last value found (for "consumed text" bookkeeping). */
  end: number;
}

export interface ObservationValues {
  value?: number;
  unit?: string;
  /** Blood pressure written as 120/80. */
  systolic?: number;
  diastolic?: number;
  interpretation?: string;
  valueText?: string;
  /** The value is a bound: "< 88%", ">= 60". */
  comparator?: '<' | '<=' | '>=' | '>';
  end: number;
}

const COMPARATORS: Record<string, '<' | '<=' | '>=' | '>'> = {
  '<': '<', '<=': '<=', '≤': '<=', '>': '>', '>=': '>=', '≥': '>=',
  'less than': '<', under: '<', 'greater than': '>', 'more than': '>', over: '>', 'at least': '>=', least: '>=', 'at most': '<=', most: '<=',
};

const DOSE_UNITS: Record<string, string> = {
  mg: 'mg', milligram: 'mg', milligrams: 'mg', mcg: 'ug', µg: 'ug', ug: 'ug', microgram: 'ug', micrograms: 'ug',
  g: 'g', gm: 'g', gram: 'g', grams: 'g', kg: 'kg', ml: 'mL', cc: 'mL', l: 'L', unit: '[iU]', units: '[iU]', u: '[iU]', iu: '[iU]',
  meq: 'meq', mmol: 'mmol', '%': '%', puff: '{puff}', puffs: '{puff}', tab: '{tbl}', tabs: '{tbl}', tablet: '{tbl}', tablets: '{tbl}',
  cap: '{capsule}', caps: '{capsule}', capsule: '{capsule}', capsules: '{capsule}', drop: '[drp]', drops: '[drp]', gtt: '[drp]', gtts: '[drp]',
  spray: '{spray}', sprays: '{spray}', patch: '{patch}', mg_kg: 'mg/kg', 'mg/kg': 'mg/kg', 'mcg/hr': 'ug/h', 'mg/hr': 'mg/h', 'units/kg': '[iU]/kg',
};

/** Every unit code this module can emit (all UCUM; checked in test/pipeline/values.test.ts). */
export function emittedUnits(): string[] {
  return [...new Set([...Object.values(DOSE_UNITS), ...OBS_UNITS.map(([, u]) => u), BP_UNIT])];
}

const DOSE_RE =
  /(\d+(?:\.\d+)?|\.\d+)(?:\s*(?:-|to)\s*\d+(?:\.\d+)?)?\s*(mg\/kg|mcg\/hr|mg\/hr|units\/kg|milligrams?|micrograms?|mcg|µg|ug|mg|grams?|gm|g|kg|ml|cc|l|units?|iu|u|meq|mmol|%|puffs?|tabs?|tablets?|caps?|capsules?|drops?|gtts?|sprays?|patch)(?![a-z])(?!\s*\/\s*(?:dl|l|deciliter|liter)\b)/iy;

const ROUTES: Array<[RegExp, string | ((m: RegExpExecArray) => string)]> = [
  [/^(?:p\.?\s?o\.?|by mouth|per os|orally|oral)(?![a-z])/i, 'oral'],
  [/^(?:i\.?v\.?\s?p\.?b\.?|i\.?v\.?\s?push|i\.?v\.?|intravenous(?:ly)?)(?![a-z])/i, 'intravenous'],
  [/^(?:i\.?m\.?|intramuscular(?:ly)?)(?![a-z])/i, 'intramuscular'],
  [/^(?:s\.?q\.?|sub\s?-?q|s\.?c\.?|sub-?cutaneous(?:ly)?|subcut)(?![a-z])/i, 'subcutaneous'],
  [/^(?:s\.?l\.?|sublingual(?:ly)?|under the tongue)(?![a-z])/i, 'sublingual'],
  [/^(?:topical(?:ly)?|applied topically)(?![a-z])/i, 'topical'],
  [/^(?:inhaled|inhalation|via inhaler|nebulized|nebulizers?|via nebulizer|(?:via )?nebs?)(?![a-z])/i, 'inhalation'],
  [/^(?:odt|orally disintegrating(?: tablets?)?)(?![a-z])/i, 'oral'],
  [/^(?:p\.?r\.?|per rectum|rectal(?:ly)?)(?![a-z])/i, 'rectal'],
  [/^(?:transdermal(?:ly)?)(?![a-z])/i, 'transdermal'],
  [/^(?:intranasal(?:ly)?|nasal(?:ly)?|(?:in )?each nostril|per nostril)(?![a-z])/i, 'nasal'],
  [/^(?:ophthalmic|(?:in )?(?:the|each|both) eyes?|o\.?u\.?)(?![a-z])/i, 'ophthalmic'],
  [/^(?:per g-?tube|via g-?tube|per ng tube|via ng tube|per peg)(?![a-z])/i, 'enteral'],
];

const FREQUENCIES: Array<[RegExp, string | ((m: RegExpExecArray) => string)]> = [
  [/^(?:q\.?\s?(\d+)\s?(?:-\s?\d+\s?)?(?:h|hr|hrs|hours?)\.?|every (\d+)\s?(?:-\s?\d+\s?)?(?:to \d+ )?hours?)(?![a-z])/i, (m) => `Q${m[1] ?? m[2]}H`],
  [/^(?:q\.?\s?h\.?\s?s\.?|at bedtime|nightly|every night|at night|h\.?s\.?)(?![a-z])/i, 'QHS'],
  [/^(?:q\.?\s?a\.?\s?m\.?|every morning|in the morning|each morning)(?![a-z])/i, 'QAM'],
  [/^(?:q\.?\s?p\.?\s?m\.?|every evening|in the evening)(?![a-z])/i, 'QPM'],
  [/^(?:b\.?\s?i\.?\s?d\.?|twice (?:a|per|each) day|twice daily|two times (?:a|per) day|2 times (?:a|per) day|every 12 hours)(?![a-z])/i, 'BID'],
  [/^(?:t\.?\s?i\.?\s?d\.?|three times (?:a|per) day|three times daily|3 times (?:a|per) day)(?![a-z])/i, 'TID'],
  [/^(?:q\.?\s?i\.?\s?d\.?|four times (?:a|per) day|four times daily|4 times (?:a|per) day)(?![a-z])/i, 'QID'],
  [/^(?:q\.?\s?o\.?\s?d\.?|every other day|on alternate days)(?![a-z])/i, 'QOD'],
  [/^(?:q\.?\s?d\.?|daily|once (?:a|per) day|once daily|every day|each day|a day|per day|1 time (?:a|per) day)(?![a-z])/i, 'QD'],
  [/^(?:weekly|once (?:a|per) week|every week|q\.?\s?week|q\.?\s?wk)(?![a-z])/i, 'QW'],
  [/^(?:monthly|once (?:a|per) month|every month)(?![a-z])/i, 'QM'],
  [/^(?:stat)(?![a-z])/i, 'STAT'],
  [/^(?:q\.?\s?(\d+)\s?min(?:utes)?|every (\d+) minutes)(?![a-z])/i, (m) => `Q${m[1] ?? m[2]}MIN`],
  [/^(?:once|x\s?1|one time|one dose)(?![a-z0-9])(?!\s*(?:days?|weeks?|months?|a |per |daily|weekly))/i, 'ONCE'],
];
const PRN_RE = /^(?:p\.?\s?r\.?\s?n\.?|as needed|as necessary|when needed|if needed)(?![a-z])/i;

function matchAt(res: Array<[RegExp, string | ((m: RegExpExecArray) => string)]>, s: string): { value: string; length: number } | undefined {
  for (const [re, v] of res) {
    const m = re.exec(s);
    if (m) return { value: typeof v === 'string' ? v : v(m), length: m[0].length };
  }
  return undefined;
}

/**
 * Reads dose, route and frequency from `text[from, limit)`, the words after a medication name
 * ("metoprolol 25 mg p.o. b.i.d."). Stops at the first word that is none of these.
 */
export function medicationValues(text: string, from: number, limit: number): MedicationValues {
  // (every field set, in one order: one shape for every result, see triggerRule in context.ts)
  const out: MedicationValues = { dose: undefined, route: undefined, frequency: undefined, end: from };
  let pos = from;
  let prn = false;
  let freq: string | undefined;
  let skippedWords = 0;
  while (pos < limit) {
    // separators and filler words between values
    const sep = /^[\s,()\-:/]+/.exec(text.slice(pos, limit));
    if (sep) pos += sep[0].length;
    if (pos >= limit) break;
    const rest = text.slice(pos, Math.min(limit, pos + 60));
    DOSE_RE.lastIndex = 0;
    const dm = DOSE_RE.exec(rest);
    if (dm && !out.dose) {
      // every unit DOSE_RE can read has its UCUM code in DOSE_UNITS (checked in test/pipeline/values.test.ts)
      const unit = DOSE_UNITS[(dm[2] ?? '').toLowerCase()];
      if (unit) out.dose = { value: Number(dm[1]), unit, text: dm[0] };
      pos += dm[0].length;
      out.end = pos;
      continue;
    }
    // "p.r.n." before routes: its first letters would read as "p.r." (per rectum)
    const p = PRN_RE.exec(rest);
    if (p && !prn) {
      prn = true;
      pos += p[0].length;
      out.end = pos;
      continue;
    }
    const r = matchAt(ROUTES, rest);
    if (r && !out.route) {
      out.route = r.value;
      pos += r.length;
      out.end = pos;
      continue;
    }
    // the route written twice ("eye drops 1 drop each eye", "nasal spray 1 spray each nostril")
    if (r && r.value === out.route && skippedWords < 4) {
      skippedWords++;
      pos += r.length;
      continue;
    }
    const f = matchAt(FREQUENCIES, rest);
    if (f && !freq) {
      freq = f.value;
      pos += f.length;
      out.end = pos;
      continue;
    }
    // a few connecting words ("1 tablet by mouth", "take one tablet twice a day")
    const w = /^(?:take|takes|taking|one|two|three|half|a|an|of|tablet|tablets|tab|tabs|capsule|capsules|dose|doses|extended release|er|xr|sr|xl|cr|dr|hcl|sodium|potassium|given|was|is|at|in|and|then|times|x|inhaler|inhalers|mdi|hfa|cream|ointment|solution|suspension|injection|injections|patch|elixir|syrup|drip|infusion|bolus|dosage|dosed|daily dose|taper|tapering|tapered|spray|nasal spray|eye drops|drops|gel|lotion|starting|start|increased to|decreased to|reduced to|titrated to|titrated up to|uptitrated to|changed to|restarted at|resumed at|started at|to|x\s?\d+(?:\s?(?:doses?|days?|weeks?))?|for \d+ (?:days?|weeks?))(?![a-z0-9])/i.exec(rest);
    if (w && !out.route && /^(?:inhaler|inhalers|mdi|hfa)$/i.test(w[0])) out.route = 'inhalation';
    if (w && !out.route && /^(?:eye drops|nasal spray)$/i.test(w[0])) out.route = /^eye/i.test(w[0]) ? 'ophthalmic' : 'nasal';
    if (w && skippedWords < 4) {
      skippedWords++;
      pos += w[0].length;
      continue;
    }
    break;
  }
  if (freq && prn) out.frequency = `${freq} PRN`;
  else if (prn) out.frequency = 'PRN';
  else if (freq) out.frequency = freq;
  return out;
}

const BP_UNIT = 'mm[Hg]';

const OBS_UNITS: Array<[RegExp, string]> = [
  [/^mm\s?hg/i, 'mm[Hg]'],
  [/^mg\s?\/\s?d[l]/i, 'mg/dL'],
  [/^g\s?\/\s?d[l]/i, 'g/dL'],
  [/^mmol\s?\/\s?l/i, 'mmol/L'],
  [/^meq\s?\/\s?l/i, 'meq/L'],
  [/^(?:u|iu|units)\s?\/\s?l/i, 'U/L'],
  [/^ng\s?\/\s?ml/i, 'ng/mL'],
  [/^pg\s?\/\s?ml/i, 'pg/mL'],
  [/^mcg\s?\/\s?d[l]|^ug\s?\/\s?d[l]/i, 'ug/dL'],
  [/^(?:k|thousand)\s?\/\s?(?:u|µ|mc)l|^x\s?10\s?\^?\s?3(?:\s?\/\s?(?:u|µ|mc)l)?/i, '10*3/uL'],
  [/^(?:m|million)\s?\/\s?(?:u|µ|mc)l|^x\s?10\s?\^?\s?6(?:\s?\/\s?(?:u|µ|mc)l)?/i, '10*6/uL'],
  [/^(?:beats per minute|beats\/min|bpm|per minute|\/min|breaths per minute|breaths\/min)/i, '/min'],
  [/^(?:\/\s?(?:h|hr|hour)|per hour|events? per hour)(?![a-z])/i, '/h'],
  [/^(?:minutes|minute|mins|min)(?![a-z])/i, 'min'],
  [/^(?:degrees? )?(?:fahrenheit|f)(?![a-z])/i, '[degF]'],
  [/^(?:degrees? )?(?:celsius|centigrade|c)(?![a-z])/i, 'Cel'],
  [/^(?:pounds|pound|lbs|lb)(?![a-z])/i, '[lb_av]'],
  [/^(?:kg\s?\/\s?m2|kg\s?\/\s?m\^2)/i, 'kg/m2'],
  [/^(?:kilograms|kilogram|kgs|kg)(?![a-z])/i, 'kg'],
  [/^cm\s?h\s?[2₂]\s?[o0](?![a-z])/i, 'cm[H2O]'],
  [/^(?:centimeters|centimeter|cm)(?![a-z])/i, 'cm'],
  [/^(?:inches|inch|in)(?![a-z])/i, '[in_i]'],
  [/^(?:seconds|sec|s)(?![a-z])/i, 's'],
  [/^ml\s?\/\s?min(?:\s?\/\s?1\.73\s?m2)?/i, 'mL/min/{1.73_m2}'],
  [/^(?:ml|cc)(?![a-z\/])/i, 'mL'],
  [/^l\s?\/\s?min/i, 'L/min'],
  [/^mg\s?\/\s?l(?![a-z])/i, 'mg/L'],
  [/^ng\s?\/\s?dl/i, 'ng/dL'],
  [/^m(?:iu|u)\s?\/\s?l(?![a-z])/i, 'm[IU]/L'],
  [/^%|^percent/i, '%'],
];

const INTERPRETATIONS: Array<[RegExp, string]> = [
  [/\b(?:elevated|high|increased|raised|hyper)\b|\(h\)|\bhh\b/i, 'high'],
  // ("low-grade" qualifies a fever or a tumour; it is no low result)
  [/\b(?:low(?![\s-]grade)|decreased|reduced|depressed|diminished)\b|\(l\)/i, 'low'],
  [/\b(?:within normal limits|wnl|normal|unremarkable|negative|neg|non-?reactive|undetectable|not detected)\b/i, 'normal'],
  [/\b(?:abnormal|critical)\b/i, 'abnormal'],
  [/\bpositive\b|\(\+\)/i, 'positive'],
];

/**
 * Observation values with every field set, in one order: values built field by field, and fields
 * deleted again, had a shape per combination (a deleted field made the object a dictionary), and the
 * optimized code that reads them was thrown away each time a new one came. The readers only ask
 * whether a field is undefined.
 */
export function observationValuesAt(end: number, value: number | undefined = undefined, interpretation: string | undefined = undefined): ObservationValues {
  return { value, unit: undefined, systolic: undefined, diastolic: undefined, interpretation, valueText: undefined, comparator: undefined, end };
}

/*
 * (the less common readings are functions of their own, called only where they apply: their first use
 * threw away the optimized code of observationValues)
 */

/** A height in feet and inches ("5'6\"", "5 ft 6 in") is read in inches; `at` is where it is written. */
function heightInInches(out: ObservationValues, feet: RegExpExecArray, at: number): void {
  out.value = Number(feet[1]) * 12 + Number(feet[2]);
  out.unit = '[in_i]';
  out.valueText = feet[0].trim();
  out.end = at + feet[0].length;
}

/** A minus written apart from the name, right before the value at `pos` of `window`, is its sign. */
function signedValue(out: ObservationValues, window: string, pos: number, written: string): void {
  if (/\s/.test(window[pos - 2]!) && out.value! > 0) {
    out.value = -out.value!;
    out.valueText = `-${written}`;
  }
}

/**
 * Reads the value written after an observation name ("hemoglobin of 12.5 g/dL", "BP 124/78",
 * "temperature 98.6", "O2 sat 98% on room air") from `text[from, limit)`, plus an interpretation
 * word on either side (`before` is the sentence text before the mention).
 */
export function observationValues(text: string, from: number, limit: number, before: string): ObservationValues {
  const out = observationValuesAt(from);
  const window = text.slice(from, limit);
  const lead = /^(?:\s*(?:[:=,-]|is|was|were|are|of|at|level|levels|count|reading|measured|today|now|noted|came back|returned|ranging from|around|about|approximately|of about|value|result|remains|remained|initially|on admission|supine|sitting|seated|standing|lying|upright|(?:R|L|right|left)\s+(?:arm|leg)|stable at|flat at|peaked at|peak of|peak|nadir of|nadir|max of|rose to|rising to|fell to|dropped to|increased to|decreased to|improved to|trended to|down to|up to|to|from|in the|elevated|high|low|normal|decreased|increased|mildly|markedly|slightly|very|\(|\s))*/i.exec(window);
  let pos = moreLead(window, lead ? lead[0].length : 0);
  const bp = /^(\d{2,3})\s*\/\s*(\d{2,3})(?!\d)/.exec(window.slice(pos));
  let feet: RegExpExecArray | null = null;
  if (bp) {
    out.systolic = Number(bp[1]);
    out.diastolic = Number(bp[2]);
    out.valueText = bp[0];
    pos += bp[0].length;
    const u = /^\s*(mm\s?hg)/i.exec(window.slice(pos));
    out.unit = BP_UNIT;
    if (u) pos += u[0].length;
    out.end = from + pos;
  } else if ((feet = /^(\d)\s*(?:'|′|ft|feet|foot)\s*(\d{1,2})\s*(?:"|''|″|in(?:ches)?\b)?/i.exec(window.slice(pos)))) {
    heightInInches(out, feet, from + pos);
  } else {
    // a bound: "SpO2 < 88%", "eGFR >60"
    const cmp = /^(<=|>=|[<>≤≥]|less than|greater than|more than|under|over|(?:at )?least|(?:at )?most)\s*(?=\d|\.\d)/i.exec(window.slice(pos));
    if (cmp) {
      out.comparator = COMPARATORS[cmp[1]!.toLowerCase()];
      pos += cmp[0].length;
    }
    const num = /^(-?\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)(?!\.?\d)(?!\s*\/\s*\d)/.exec(window.slice(pos));
    // a time is no result: "GBS culture at 36 weeks", "A1c in 3 months"; and a value needs to follow
    // closely: "sodium 135", not "sodium ... 3 days ago"
    const timing = !!num && /\b(?:at|in|by|after|for|within|from)\s*$/i.test(window.slice(0, pos)) && /^\s*(?:weeks?|wks?|days?|months?|mos?|years?|yrs?|hours?|hrs?)\b/i.test(window.slice(pos + num[0].length));
    if (!num || pos > 24 || timing) out.comparator = undefined;
    if (num && pos <= 24 && !timing) {
      out.value = Number(num[1]!.replace(/,/g, ''));
      out.valueText = num[0];
      // a minus written apart from the name is the value's sign ("T-score -2.7"); one glued to the
      // name or doubled is a separator ("HR-88", "glucose--126")
      if (pos >= 2 && window.charCodeAt(pos - 1) === 45 /* - */) signedValue(out, window, pos, num[0]);
      pos += num[0].length;
      // a decade written with an s is a range, not seconds: "FHT 140s", "sats in the 80s" (clotting
      // times in seconds stay under 50: "PTT 40s")
      const decade = /^s(?![a-z])/i.test(window.slice(pos)) && Number.isInteger(out.value) && out.value >= 50 && out.value % 10 === 0;
      if (decade) {
        out.valueText = `${num[0]}s`;
        out.end = from + pos + 1;
        pos += 1;
      }
      const rest = decade ? '' : window.slice(pos).replace(/^\s*/, '');
      const skipped = window.length - pos - rest.length;
      for (const [re, unit] of OBS_UNITS) {
        const u = re.exec(rest);
        if (u) {
          out.unit = unit;
          pos += skipped + u[0].length;
          break;
        }
      }
      out.end = from + pos;
    }
  }
  // interpretation words belong to this mention only up to the next list separator on either side
  // (the text after the value up to the first separator, at most 30 characters: the first piece of
  // split(/[,;.]/), found without splitting the rest of the window)
  let cut = pos;
  while (cut < window.length && cut < pos + 30) {
    const ch = window.charCodeAt(cut);
    if (ch === 44 || ch === 59 || ch === 46) break;
    cut++;
  }
  const after = window.slice(0, cut);
  const lastSep = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('.'), before.lastIndexOf(':'));
  const near = `${before.slice(lastSep + 1).slice(-25)} ${after}`;
  for (const [re, interp] of INTERPRETATIONS) {
    if (re.test(near)) {
      // "normal" next to a numeric value is usually the reference range, not the interpretation
      if (interp === 'normal' && out.value !== undefined && /range|limits? of/i.test(near)) continue;
      out.interpretation = interp;
      break;
    }
  }
  return out;
}

/**
 * The two values written after two tests joined by a slash ("BUN/Cr 30/1.5", "Hgb/Hct 10.2/31"),
 * read from `text[from, limit)`; undefined when what follows is not a pair of numbers.
 */
export function slashPairValues(text: string, from: number, limit: number): [number, number] | undefined {
  const m = /^\s*(?:[:=]\s*|(?:is|was|were|of)\s+)?(-?\d+(?:\.\d+)?)\s*\/\s*(-?\d+(?:\.\d+)?)(?!\.?\d)(?!\s*\/)/i.exec(text.slice(from, limit));
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/**
 * Words between a test's name and its value that the lead of `observationValues` does not read, each
 * possibly followed by its plain words again: "Temp spiked 38.6", "Cr peaked 2.0", "SpO2 back to 97%",
 * "EF estimated 40%", "HR min 38", "lactate down-trended to 1.9", "A1c in October was 7.2%", "sat at d/c 90%", "weight this morning 71 kg".
 * (the lead may stop inside a word it reads the start of, "peak|ed": the word is read again from its start)
 */
const MORE_LEAD =
  /^(?:\s*(?:spiked(?:\s+to)?|peaked|back\s+to|estimated|calculated|min(?:imum)?|max(?:imum)?|this\s+(?:morning|AM|PM|evening|afternoon)|last\s+night|overnight|yesterday|(?:(?:on|at)\s+)?(?:d\/c|discharge|arrival|presentation)|(?:down|up)?-?trend(?:ed|ing)(?:\s+(?:down|up))?(?:\s+to)?|ranged|ranging|in\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|(?:19|20)\d\d(?!\d))))+(?:\s*(?:[:=,-]|is|was|were|of|at|to|\())*\s*/i;

function moreLead(window: string, pos: number): number {
  let at = pos;
  while (at > 0 && /\w/.test(window[at] ?? '') && /\w/.test(window[at - 1]!)) at--;
  const more = MORE_LEAD.exec(window.slice(at));
  return more ? at + more[0].length : pos;
}
