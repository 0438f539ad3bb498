/**
 * What an Observation needs beyond its code: its category, the R4 vital-signs profile's codes and units
 * (FHIR R4 §8.2 Vital Signs: http://hl7.org/fhir/StructureDefinition/vitalsigns and its bp, heartrate,
 * resprate, bodytemp, bodyheight, bodyweight, bmi, oxygensat and headcircum profiles), the UCUM units a
 * value without one implies, and a value for every Observation (a Quantity with a UCUM unit, a coded
 * result, or a dataAbsentReason that says why there is none). Knowledge as data: one row per LOINC code.
 */
import type { CodeableConcept, Coding, Extension, Observation, Quantity } from 'fhir/r4.js';

export const UCUM = 'http://unitsofmeasure.org';
const LOINC = 'http://loinc.org';
const CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';
const DATA_ABSENT_SYSTEM = 'http://terminology.hl7.org/CodeSystem/data-absent-reason';
export const DATA_ABSENT_EXTENSION = 'http://hl7.org/fhir/StructureDefinition/data-absent-reason';
const VITALS_BASE = 'http://hl7.org/fhir/StructureDefinition/';

/** A vital sign: its R4 profile, the LOINC code the profile requires, allowed UCUM units, the implied one. */
interface VitalSign {
  readonly profile: string;
  /** The code the profile fixes, when it is not the one the note was coded with (added as a second coding). */
  readonly code: string;
  readonly display: string;
  readonly units: readonly string[];
  /** The unit a bare number means, by its range (none when a bare number is ambiguous, such as a weight). */
  readonly implied?: (value: number) => string | null;
}

const always = (unit: string) => () => unit;
const temperature = (v: number) => (v >= 30 && v <= 45 ? 'Cel' : v >= 86 && v <= 113 ? '[degF]' : null);

const HEART_RATE: VitalSign = { profile: 'heartrate', code: '8867-4', display: 'Heart rate', units: ['/min'], implied: always('/min') };
const OXYGEN_SATURATION: VitalSign = { profile: 'oxygensat', code: '2708-6', display: 'Oxygen saturation in Arterial blood', units: ['%'], implied: always('%') };
const BODY_TEMPERATURE: VitalSign = { profile: 'bodytemp', code: '8310-5', display: 'Body temperature', units: ['Cel', '[degF]'], implied: temperature };
const BODY_HEIGHT: VitalSign = { profile: 'bodyheight', code: '8302-2', display: 'Body height', units: ['cm', '[in_i]'] };
const BODY_WEIGHT: VitalSign = { profile: 'bodyweight', code: '29463-7', display: 'Body weight', units: ['kg', 'g', '[lb_av]'] };
const BLOOD_PRESSURE_PART = (code: string, display: string): VitalSign => ({ profile: 'vitalsigns', code, display, units: ['mm[Hg]'], implied: always('mm[Hg]') });

/** Vital signs by the LOINC code the pipeline assigns. */
const VITAL_SIGNS: Readonly<Record<string, VitalSign>> = {
  '85354-9': { profile: 'bp', code: '85354-9', display: 'Blood pressure panel with all children optional', units: ['mm[Hg]'], implied: always('mm[Hg]') },
  '8480-6': BLOOD_PRESSURE_PART('8480-6', 'Systolic blood pressure'),
  '8462-4': BLOOD_PRESSURE_PART('8462-4', 'Diastolic blood pressure'),
  '8478-0': BLOOD_PRESSURE_PART('8478-0', 'Mean blood pressure'),
  '8867-4': HEART_RATE,
  '9279-1': { profile: 'resprate', code: '9279-1', display: 'Respiratory rate', units: ['/min'], implied: always('/min') },
  '8310-5': BODY_TEMPERATURE,
  '8331-1': BODY_TEMPERATURE,
  '8302-2': BODY_HEIGHT,
  '8306-3': BODY_HEIGHT,
  '29463-7': BODY_WEIGHT,
  '3141-9': BODY_WEIGHT,
  '39156-5': { profile: 'bmi', code: '39156-5', display: 'Body mass index (BMI) [Ratio]', units: ['kg/m2'], implied: always('kg/m2') },
  '2708-6': OXYGEN_SATURATION,
  '59408-5': OXYGEN_SATURATION,
  '59417-6': OXYGEN_SATURATION,
  '59412-7': OXYGEN_SATURATION,
  '20564-1': OXYGEN_SATURATION,
  '9843-4': { profile: 'headcircum', code: '9843-4', display: 'Head Occipital-frontal circumference', units: ['cm', '[in_i]'] },
};

/**
 * The conventional unit of common laboratory results written without one, with the range of values for
 * which that unit is the only reading (outside it the unit is not implied: 121 for a hemoglobin is g/L).
 */
const LAB_UNITS: Readonly<Record<string, readonly [unit: string, min: number, max: number]>> = {
  '718-7': ['g/dL', 2, 25], // hemoglobin
  '4544-3': ['%', 5, 75], // hematocrit
  '6690-2': ['10*3/uL', 0.1, 500], // leukocytes
  '777-3': ['10*3/uL', 1, 2000], // platelets
  '2160-0': ['mg/dL', 0.1, 25], // creatinine
  '3094-0': ['mg/dL', 1, 300], // urea nitrogen
  '6299-2': ['mg/dL', 1, 300], // urea nitrogen (blood)
  '2823-3': ['mmol/L', 1, 10], // potassium
  '6298-4': ['mmol/L', 1, 10], // potassium (blood)
  '2951-2': ['mmol/L', 90, 200], // sodium
  '2947-0': ['mmol/L', 90, 200], // sodium (blood)
  '2075-0': ['mmol/L', 50, 150], // chloride
  '2028-9': ['mmol/L', 2, 60], // carbon dioxide
  '1963-8': ['mmol/L', 2, 60], // bicarbonate
  '2345-7': ['mg/dL', 10, 2000], // glucose
  '2339-0': ['mg/dL', 10, 2000], // glucose (blood)
  '17861-6': ['mg/dL', 3, 20], // calcium
  '19123-9': ['mg/dL', 0.5, 10], // magnesium
  '2777-1': ['mg/dL', 0.5, 15], // phosphate
  '1751-7': ['g/dL', 0.5, 7], // albumin
  '2885-2': ['g/dL', 2, 15], // protein
  '1975-2': ['mg/dL', 0.1, 60], // bilirubin total
  '1920-8': ['U/L', 1, 20000], // AST
  '1742-6': ['U/L', 1, 20000], // ALT
  '6768-6': ['U/L', 1, 5000], // alkaline phosphatase
  '2093-3': ['mg/dL', 50, 1000], // cholesterol
  '2571-8': ['mg/dL', 10, 10000], // triglyceride
  '2085-9': ['mg/dL', 5, 200], // HDL
  '13457-7': ['mg/dL', 5, 500], // LDL (calculated)
  '2089-1': ['mg/dL', 5, 500], // LDL
  '4548-4': ['%', 3, 20], // hemoglobin A1c
  '17856-6': ['%', 3, 20], // hemoglobin A1c (HPLC)
  '6301-6': ['{INR}', 0.5, 20], // INR
  '34714-6': ['{INR}', 0.5, 20], // INR
  '5902-2': ['s', 5, 200], // prothrombin time
  '3016-3': ['m[IU]/L', 0.001, 200], // TSH
  '2157-6': ['U/L', 1, 100000], // creatine kinase
  '10839-9': ['ng/mL', 0.001, 100], // troponin I
  '6598-7': ['ng/mL', 0.001, 100], // troponin T
  '33762-6': ['pg/mL', 1, 100000], // NT-proBNP
  '30934-4': ['pg/mL', 1, 10000], // BNP
  '2524-7': ['mmol/L', 0.1, 30], // lactate
  '1988-5': ['mg/L', 0.1, 500], // C reactive protein
  '2276-4': ['ng/mL', 1, 10000], // ferritin
  '2132-9': ['pg/mL', 50, 5000], // vitamin B12
  '1989-3': ['ng/mL', 1, 200], // vitamin D 25-OH
  '33914-3': ['mL/min/{1.73_m2}', 1, 200], // eGFR
  '48642-3': ['mL/min/{1.73_m2}', 1, 200], // eGFR (non-black)
  '62238-1': ['mL/min/{1.73_m2}', 1, 200], // eGFR CKD-EPI
  '98979-8': ['mL/min/{1.73_m2}', 1, 200], // eGFR CKD-EPI 2021
  '10230-1': ['%', 5, 90], // left ventricular ejection fraction
  '33959-8': ['ng/mL', 0.01, 500], // procalcitonin
  '41653-7': ['mg/dL', 10, 2000], // glucose by glucometer
  '30341-2': ['mm/h', 0, 200], // erythrocyte sedimentation rate
  '2744-1': ['[pH]', 6.5, 8], // pH of arterial blood
  '2019-8': ['mm[Hg]', 5, 200], // pCO2 arterial
  '2703-7': ['mm[Hg]', 10, 700], // pO2 arterial
  '5811-5': ['1', 1, 1.06], // urine specific gravity
  '14979-9': ['s', 10, 250], // aPTT
  '3024-7': ['ng/dL', 0.1, 10], // free T4
  '3026-2': ['ug/dL', 1, 30], // T4
  '3040-3': ['U/L', 1, 20000], // lipase
  '2324-2': ['U/L', 1, 10000], // GGT
  '787-2': ['fL', 40, 160], // MCV
  '711-2': ['/uL', 20, 10000], // eosinophils (a count per microlitre; 0.3 would be 10*3/uL)
  '14959-1': ['mg/g', 0, 10000], // microalbumin/creatinine
  '9318-7': ['mg/g', 0, 10000], // albumin/creatinine
  '72514-3': ['{score}', 0, 10], // pain severity 0-10
};

/** A coded result for an Observation stated only as positive, negative, normal ... (SNOMED CT qualifiers). */
const CODED_RESULTS: Readonly<Record<string, Coding>> = {
  positive: { system: 'http://snomed.info/sct', code: '10828004', display: 'Positive' },
  negative: { system: 'http://snomed.info/sct', code: '260385009', display: 'Negative' },
  normal: { system: 'http://snomed.info/sct', code: '17621005', display: 'Normal' },
  abnormal: { system: 'http://snomed.info/sct', code: '263654008', display: 'Abnormal' },
  high: { system: 'http://snomed.info/sct', code: '75540009', display: 'High' },
  low: { system: 'http://snomed.info/sct', code: '62482003', display: 'Low' },
};

/** The specimens of LOINC's System axis. */
const SPECIMEN = '(?:serum|plasma|blood|arterial|venous|capillary|cord|urine|cerebral spinal fluid|body fluid|stool|specimen|unspecified specimen|tissue|bone marrow|red blood cells|platelet poor plasma|sputum|nose|throat|nasopharynx|genital|cervix|vaginal|wound|synovial|pleural|peritoneal|dialysis|semen|isolate|upper respiratory|bld|ser|urine sediment)';
/**
 * LOINC "in <specimen>", a panel "- <specimen>" (CBC panel - Blood, Lipid panel - Serum or Plasma) or
 * "by culture": a laboratory test (LOINC's System axis names a specimen).
 */
const LAB_DISPLAY = new RegExp(`\\b(?:in|on|of) ${SPECIMEN}\\b|\\bby automated count\\b|\\bsedimentation rate\\b|\\bpanel\\b.* - ${SPECIMEN}\\b|\\bby (?:\\w+ )?culture\\b|\\bculture\\b|\\[(?:mass|moles|units|volume|presence|titer|interpretation|identifier|type)\\b`, 'i');
/** Laboratory tests as notes name them when the vocabulary has no LOINC code for the name (cardiac enzymes, LFTs ...). */
const LAB_TEXT = /\b(?:labs?|laboratory|cardiac enzymes?|troponins?|LFTs?|liver function(?: tests?)?|liver enzymes?|hepatic function|TFTs?|thyroid (?:function )?tests?|thyroid function|electrolytes?|chemistr(?:y|ies)|metabolic panel|blood counts?|cultures?|urinalysis|drug screen)\b/i;
const IMAGING_DISPLAY = /\b(?:XR|CT|MR|MRI|US|NM|PET|radiograph|ultrasound|echocardiogram|ejection fraction|mammogra|DXA|bone density)\b/i;
const SURVEY_DISPLAY = /\b(?:score|questionnaire|PHQ|GAD|AUDIT|Glasgow|MoCA|MMSE|assessment scale)\b/i;

function category(code: string): CodeableConcept {
  return { coding: [{ system: CATEGORY_SYSTEM, code, display: { 'vital-signs': 'Vital Signs', laboratory: 'Laboratory', imaging: 'Imaging', survey: 'Survey', exam: 'Exam', 'social-history': 'Social History' }[code] ?? code }] };
}

/** The LOINC code of a coded concept, if it has one. */
function loincOf(codings: readonly Coding[] | undefined): Coding | undefined {
  return codings?.find((c) => c.system === LOINC && typeof c.code === 'string');
}

/** The vital sign an Observation code is, if any. */
export function vitalSignOf(code: CodeableConcept): VitalSign | undefined {
  const loinc = loincOf(code.coding);
  return loinc ? VITAL_SIGNS[loinc.code!] : undefined;
}

/** LOINC codes of social history (US Core Smoking Status, alcohol use). */
const SOCIAL_HISTORY = new Set(['72166-2', '11287-0']);

/**
 * The category of an Observation: social-history (smoking status, alcohol and drug use: US Core
 * Smoking Status), vital-signs, laboratory, imaging or survey (exam when none fits).
 */
export function observationCategory(code: CodeableConcept, socialHistory = false): CodeableConcept {
  const loincCode = loincOf(code.coding)?.code;
  if (socialHistory || (loincCode && SOCIAL_HISTORY.has(loincCode))) return category('social-history');
  if (vitalSignOf(code)) return category('vital-signs');
  const loinc = loincOf(code.coding);
  const display = `${loinc?.display ?? ''} ${code.text ?? ''}`;
  if (loinc && LAB_UNITS[loinc.code!]) return category('laboratory');
  if (IMAGING_DISPLAY.test(display)) return category('imaging');
  if (SURVEY_DISPLAY.test(display)) return category('survey');
  if (LAB_DISPLAY.test(loinc?.display ?? '')) return category('laboratory');
  if (!loinc && LAB_TEXT.test(code.text ?? '')) return category('laboratory');
  return category('exam');
}

/** The code with the coding its vital-signs profile requires added (e.g. 2708-6 beside 59408-5). */
export function vitalSignCode(code: CodeableConcept): CodeableConcept {
  const vital = vitalSignOf(code);
  if (!vital || code.coding?.some((c) => c.system === LOINC && c.code === vital.code)) return code;
  return { ...code, coding: [...(code.coding ?? []), { system: LOINC, code: vital.code, display: vital.display }] };
}

/** The profile canonical of a vital sign (for meta.profile). */
export function vitalSignProfile(code: CodeableConcept): string | undefined {
  const vital = vitalSignOf(code);
  return vital ? `${VITALS_BASE}${vital.profile}` : undefined;
}

type Comparator = '<' | '<=' | '>=' | '>';
const COMPARATORS: ReadonlySet<unknown> = new Set(['<', '<=', '>=', '>']);

/** Why a value has no unit it can be given: said in dataAbsentReason, with the number as written. */
function unitUnknown(value: number): CodeableConcept {
  return { coding: [{ system: DATA_ABSENT_SYSTEM, code: 'unknown', display: 'Unknown' }], text: `The note gives ${value} without a unit, and none is implied.` };
}

/** Why a blood pressure part has no value: the note names the pressure without its two numbers. */
function unitlessPart(value: unknown): CodeableConcept {
  return {
    coding: [{ system: DATA_ABSENT_SYSTEM, code: 'unknown', display: 'Unknown' }],
    text: typeof value === 'number' || typeof value === 'string' ? `The note gives the blood pressure as ${value}, not as systolic/diastolic.` : 'The note names the blood pressure without its values.',
  };
}

/**
 * The UCUM unit of a measured value: the one written, else the one its code implies for that value.
 * Null when neither is known (or when the written unit is not one the vital sign's profile allows).
 */
export function ucumUnit(code: CodeableConcept, value: number, written: unknown): string | null {
  const vital = vitalSignOf(code);
  if (typeof written === 'string' && written !== '') return vital && !vital.units.includes(written) ? null : written;
  if (vital) return vital.implied?.(value) ?? null;
  const lab = loincOf(code.coding);
  const row = lab ? LAB_UNITS[lab.code!] : undefined;
  return row && value >= row[1] && value <= row[2] ? row[0] : null;
}

function ucumQuantity(value: number, unit: string, comparator?: unknown): Quantity {
  return { value, ...(COMPARATORS.has(comparator) ? { comparator: comparator as Comparator } : {}), unit, system: UCUM, code: unit };
}

/** The parts of a value an entity gives (value[x], component or dataAbsentReason), per the rules above. */
export interface ObservationValue {
  readonly value: Pick<Observation, 'valueQuantity' | 'valueString' | 'valueCodeableConcept' | 'valueInteger' | 'component' | 'dataAbsentReason'>;
}

export interface ValueInput {
  readonly value?: unknown;
  readonly unit?: unknown;
  readonly comparator?: unknown;
  readonly interpretation?: unknown;
  /** A coded value (smoking status, alcohol or drug use finding). */
  readonly valueCode?: { system: string; code: string; display?: string | null } | undefined;
  /** The Observation is a survey (an assessment score): a whole number without a unit is its valueInteger. */
  readonly survey?: boolean;
  readonly components?: readonly { code: { system: string; code: string; display?: string | null }; value: number; unit?: string }[];
}

/**
 * Observation.value[x] / component / dataAbsentReason (R4 obs-6, vs-2: a value, components or a reason
 * for their absence; vital signs take a Quantity only).
 */
export function observationValue(code: CodeableConcept, input: ValueInput): ObservationValue['value'] {
  const vital = vitalSignOf(code);
  if (input.components?.length) {
    return {
      component: input.components.map((c) => {
        const partCode: CodeableConcept = { coding: [{ system: c.code.system, code: c.code.code, ...(c.code.display ? { display: c.code.display } : {}) }] };
        const unit = ucumUnit(partCode, c.value, c.unit);
        return { code: partCode, ...(unit ? { valueQuantity: ucumQuantity(c.value, unit) } : { dataAbsentReason: unitUnknown(c.value) }) };
      }),
    };
  }
  if (vital?.profile === 'bp') {
    // The bp profile requires both parts; a pressure named without its numbers says so in each part (vs-3).
    const absent = unitlessPart(input.value);
    return {
      component: [BLOOD_PRESSURE_PART('8480-6', 'Systolic blood pressure'), BLOOD_PRESSURE_PART('8462-4', 'Diastolic blood pressure')].map((part) => ({
        code: { coding: [{ system: LOINC, code: part.code, display: part.display }] },
        dataAbsentReason: absent,
      })),
    };
  }
  if (input.valueCode && !vital) {
    const c = input.valueCode;
    return { valueCodeableConcept: { coding: [{ system: c.system, code: c.code, ...(c.display ? { display: c.display } : {}) }], ...(c.display ? { text: c.display } : {}) } };
  }
  if (typeof input.value === 'number' && input.survey && Number.isInteger(input.value) && (input.unit === undefined || input.unit === null || input.unit === '')) {
    return { valueInteger: input.value };
  }
  if (typeof input.value === 'number') {
    const unit = ucumUnit(code, input.value, input.unit);
    return unit ? { valueQuantity: ucumQuantity(input.value, unit, input.comparator) } : { dataAbsentReason: unitUnknown(input.value) };
  }
  if (typeof input.value === 'string' && !vital) return { valueString: input.value };
  const coded = typeof input.interpretation === 'string' ? CODED_RESULTS[input.interpretation] : undefined;
  if (coded && !vital) return { valueCodeableConcept: { coding: [coded], text: coded.display! } };
  return {
    dataAbsentReason: {
      coding: [{ system: DATA_ABSENT_SYSTEM, code: 'unknown', display: 'Unknown' }],
      text: typeof input.value === 'string' ? `As written: ${input.value}` : 'The note names this observation without a result.',
    },
  };
}

/**
 * Observation.effective[x]: the date of the document's encounter; without one, a data-absent-reason
 * extension on effectiveDateTime (never the upload or processing time).
 */
export function observationEffective(encounterDate: string | undefined): Pick<Observation, 'effectiveDateTime'> & { _effectiveDateTime?: { extension: Extension[] } } {
  if (encounterDate) return { effectiveDateTime: encounterDate };
  return { _effectiveDateTime: { extension: [{ url: DATA_ABSENT_EXTENSION, valueCode: 'unknown' }] } };
}
