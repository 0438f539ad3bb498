/**
 * Section headers and sentence boundaries of a clinical note. Handles line-based notes (ACI-BENCH:
 * "HISTORY OF PRESENT ILLNESS" alone on a line) and flattened transcriptions (MTSamples:
 * "PAST MEDICAL HISTORY:, He has ..."), so context can use the section (family history, past
 * history, allergies, medications) and headers themselves never become entities.
 */

export type SectionKind =
  | 'chief_complaint'
  | 'history_present_illness'
  | 'past_medical_history'
  | 'past_surgical_history'
  | 'family_history'
  | 'social_history'
  | 'allergies'
  | 'medications'
  | 'review_of_systems'
  | 'physical_exam'
  | 'results'
  | 'assessment_plan'
  | 'procedure'
  | 'immunizations'
  | 'other';

export interface Section {
  kind: SectionKind;
  /** Header text as written, e.g. "PAST MEDICAL HISTORY". */
  title: string;
  headerStart: number;
  headerEnd: number;
  /** Body runs from headerEnd to end. */
  end: number;
  /** Body-system subheadings ("HEENT:", "Lungs:") keep their parent's kind. */
  subsection: boolean;
}

export interface Sentence {
  start: number;
  end: number;
}

export interface DocumentLayout {
  sections: Section[];
  sentences: Sentence[];
  /** Header character ranges (no entity may overlap them), sorted. */
  headers: Array<{ start: number; end: number }>;
}

const KIND_PATTERNS: Array<[RegExp, SectionKind]> = [
  [/\bfamily\b.*\b(history|hx)\b|^fh$|^fhx$|^fam hx$|^family$|^(?:maternal|paternal) side$/i, 'family_history'],
  [/\bsocial\b|^sh$|^shx$|^soc hx$|\bhabits\b/i, 'social_history'],
  [/allerg|^all$|^nkda$/i, 'allergies'],
  [/\b(immuni[sz]ations?|vaccin)|^vax$|^imms$/i, 'immunizations'],
  [/\bsurgical\b.*\b(history|hx)\b|^psh$|^pshx$|^past surgeries$|^previous surgeries$|^operations$/i, 'past_surgical_history'],
  [/\bpast\b.*\b(history|hx)\b|^pmh$|^pmhx$|^medical history$|^past history$|^medical problems$|^medical$|^medical (hx|conditions)$|^comorbidit(y|ies)$|^chronic (conditions|problems)$/i, 'past_medical_history'],
  // ("Urine drug screen:", "Drug levels:" are results)
  [/\bmedications?\b|\bmeds\b|\bmed list\b|\bprescriptions?\b|\bdrugs?\b(?!\s+(?:screen|screening|tests?|testing|levels?|panel|of abuse))/i, 'medications'],
  [/review of systems|^ros$|^systems review$/i, 'review_of_systems'],
  [/chief complaint|^cc$|reason for (visit|consultation|admission|referral)/i, 'chief_complaint'],
  [/history of present illness|^hpi$|present illness|^history$|^subjective$|^interval\b|interval history|^s$/i, 'history_present_illness'],
  [/physical exam|^exam(ination)?$|^pe$|vital signs|^vitals$|^objective$|mental status exam|^o$/i, 'physical_exam'],
  [/\blab(oratory|s)?\b|\bresults?\b|\bdata\b|\bstudies\b|\bimaging\b|\bradiology\b|\bpathology\b|\bfindings\b/i, 'results'],
  [/assessment|impression|\bplan\b|diagnos[ie]s|\bdx\b|hospital course|recommendations?|disposition|^problem list$|^active problems$|^problems$|^a$|^p$|^a\s*[/&]\s*p$/i, 'assessment_plan'],
  [/procedures?|operations?|operative|indications?|anesthesia|technique|complications|estimated blood loss|specimens?|drains/i, 'procedure'],
];

// body-system subheadings of exams and reviews of systems
const SUBSECTION =
  /^(general|constitutional|heent|head|eyes?|ears?|nose|throat|mouth|ent|neck|lungs?|chest|heart|cardiac|cardiovascular|cv|cvs|respiratory|resp|pulmonary|abdomen|abd|gi|gastrointestinal|gu|genitourinary|genitalia|rectal|pelvic|back|spine|extremities|ext|musculoskeletal|msk|skin|integumentary|neuro(logic(al)?)?|psych(iatric)?|lymph(atic)?|lymph nodes|hematologic|heme|endocrine|breasts?|allergic\/immunologic|vitals?|vital signs|mental status|cranial nerves|motor|sensory|reflexes|gait|cerebellar|coordination|strength)$/i;

type HeaderClass = Readonly<{ kind: SectionKind | null; subsection: boolean }>;

// classify() by title: every note has a dozen header candidates, mostly the same titles, and each
// costs up to fifteen regex tests
const classified = new Map<string, HeaderClass>();

/** Header titles that name a section; other capitalized "X:" labels (e.g. "HYPERTENSION:") may still hold entities. */
function classify(title: string): HeaderClass {
  let c = classified.get(title);
  if (c === undefined) {
    c = classifyTitle(title);
    if (classified.size >= 20_000) classified.clear();
    classified.set(title, c);
  }
  return c;
}

function classifyTitle(title: string): HeaderClass {
  const t = title.trim().replace(/\s+/g, ' ');
  if (SUBSECTION.test(t)) return { kind: null, subsection: true };
  // a named vaccine is an item of the list, not its heading: "HPV vaccine: had 1 dose", "COVID-19 vaccine: declined"
  if (NAMED_VACCINE.test(t)) return { kind: null, subsection: false };
  // and an examination of one organ named as a label is that procedure, not a heading: "Pelvic exam: atrophic mucosa"
  if (NAMED_EXAM.test(t)) return { kind: null, subsection: false };
  for (const [re, kind] of KIND_PATTERNS) if (re.test(t)) return { kind, subsection: false };
  // document-type and generic headings ("NEUROLOGICAL EXAMINATION", "TELEPHONE ENCOUNTER") name no entity
  if (GENERIC_HEADING.test(t)) return { kind: 'other', subsection: false };
  return { kind: null, subsection: false };
}

const NAMED_VACCINE =
  /^(?!(?:immuni[sz]ations?|vaccin\w*|childhood|adult|routine|travel|recommended|current|prior|past|other|previous|all|any|live|needed|due|pending)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+(?:vaccines?|vaccination|vaccine\s+series|shot|booster)$/i;

const NAMED_EXAM = /^(?:pelvic|breast|clinical breast|rectal|digital rectal|genital|external genital|speculum|bimanual|prostate|testicular|perianal) (?:exam|examination)$/i;

const GENERIC_HEADING =
  /\b(exam|examination|visit|encounter|consult|consultation|note|summary|report|letter|course|evaluation|review|triage|follow-?up|discharge|admission|instructions|education|counseling|orders|signature|addendum|attestation|service|provider|referral|clinic|department|unit)\b/i;

// words a section name is made of; a numbered title holding any other word names a problem
const SECTION_WORDS = new Set(
  ('past medical surgical family social history hx of present illness medications medication meds current home ' +
    'allergies allergy drug immunizations immunization vaccinations vaccines review systems assessment and plan ' +
    'impression diagnosis diagnoses problem problems list labs laboratory results data studies imaging physical ' +
    'exam examination vitals vital signs chief complaint reason for visit hpi pmh psh ros procedures procedure ' +
    'recommendations disposition habits').split(' '),
);

function isBareSectionName(title: string): boolean {
  return title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w)
    .every((w) => SECTION_WORDS.has(w));
}

interface HeaderHit {
  start: number;
  end: number;
  title: string;
  kind: SectionKind | null;
  subsection: boolean;
  known: boolean;
}

const SOAP_LETTER = /^(?:S|O|A|P|A\s*[/&]\s*P)$/;

// "PAST MEDICAL HISTORY:," / "ALLERGIES: ," / "Vitals:" at the start of a line, of the text, or after ".,"
const COLON_HEADER = /(?<=^|[\n.,;]|\s{2})(\s*)([A-Z][A-Za-z0-9 /&()'+-]{0,60}?)\s*:(?:\s*,)?/g;
const COLON_HEADER_AT = new RegExp(COLON_HEADER.source, 'y');

/** A character that may stand between a colon header's start and its colon: whitespace or a title character (a superset: all of non-ASCII and of the controls). */
function mayPrecedeColon(c: number): boolean {
  return (
    c <= 32 ||
    c >= 0x7f ||
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 47 /* / */ ||
    c === 38 /* & */ ||
    c === 40 /* ( */ ||
    c === 41 /* ) */ ||
    c === 39 /* ' */ ||
    c === 43 /* + */ ||
    c === 45 /* - */
  );
}

/**
 * The matches of COLON_HEADER in `text`, as text.matchAll gives them, without trying the pattern at
 * every character of the note: a match runs from its start to the first colon after it over
 * whitespace and title characters only, so only the starts in that run before each colon can match.
 */
function* colonHeaders(text: string): Generator<RegExpExecArray> {
  let pos = 0;
  for (;;) {
    const colon = text.indexOf(':', pos);
    if (colon < 0) return;
    let from = colon;
    while (from > pos && mayPrecedeColon(text.charCodeAt(from - 1))) from--;
    let m: RegExpExecArray | null = null;
    for (let p = from; p < colon && !m; p++) {
      COLON_HEADER_AT.lastIndex = p;
      m = COLON_HEADER_AT.exec(text);
    }
    if (m) {
      yield m;
      pos = m.index + m[0].length;
    } else pos = colon + 1;
  }
}

// a note in parentheses after a section name ("HOME MEDICATIONS (verified w/ pt's list + pharmacy):")
const TITLE_REMARK = /\s*\([^()]*\)\s*$/;
// a line holding only a capitalized title (ACI-BENCH), optionally followed by ":"
// (an arrow between two titles is one: "HOME MEDS -> ADMISSION ACTION")
const LINE_HEADER = /(^|\n)[ \t]*([A-Z][A-Z0-9 /&()',>-]{2,60}?)[ \t]*:?[ \t]*(?=\r?\n|$)/g;
const LINE_HEADER_AT = new RegExp(LINE_HEADER.source, 'y');

/**
 * The matches of LINE_HEADER in `text`, as text.matchAll gives them: a match starts at the start of
 * the text or at a line break, so the pattern is tried there only, not at every character of the note.
 */
function* lineHeaders(text: string): Generator<RegExpExecArray> {
  let pos = 0;
  // (the candidates in order: 0, then each line break after it)
  for (let p = 0; p >= 0; p = text.indexOf('\n', p + 1)) {
    if (p < pos) continue;
    LINE_HEADER_AT.lastIndex = p;
    const m = LINE_HEADER_AT.exec(text);
    if (!m) continue;
    yield m;
    pos = m.index + m[0].length;
  }
}

// labels of an allergy list's own lines: the kind of allergen, its reaction or severity
const ALLERGEN_CATEGORY = /^(?:food|foods|drug|drugs|medication|medications|medicine|environmental|environment|seasonal|latex|insect|insects|venom|contrast|animal|animals|other|others|reaction|reactions|severity|type|intolerances?|sensitivit(?:y|ies)|adverse reactions?|NKDA|none)\b/i;

/**
 * Whether the nearest header before `start` opens an allergy list that runs to `start` (no blank line
 * between): the nearest of the colon headers (`colon`, sorted by start; binary search) and of the
 * line headers found so far (`lastLine`, found in text order), so a note of many such lines costs
 * no scan of every earlier header per line.
 */
function allergyListBefore(text: string, colon: readonly HeaderHit[], lastLine: HeaderHit | undefined, start: number): boolean {
  let lo = 0;
  let hi = colon.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (colon[mid]!.start < start) lo = mid + 1;
    else hi = mid;
  }
  let best = lo > 0 ? colon[lo - 1] : undefined;
  if (lastLine && lastLine.start < start && (!best || lastLine.start > best.start)) best = lastLine;
  return best?.kind === 'allergies' && !/\n[ \t]*\r?\n/.test(text.slice(best.end, start));
}

/** Whether the nearest header found before `start` opens an allergy list that has content and then a blank line before `start`. */
function allergyListEndedBefore(text: string, hits: readonly HeaderHit[], start: number): boolean {
  let best: HeaderHit | undefined;
  for (const h of hits) if (h.start < start && (!best || h.start > best.start)) best = h;
  return best?.kind === 'allergies' && /^[ \t]*\S[^\n]*(?:\n[ \t]*\S[^\n]*)*\n[ \t]*\r?\n\s*$/.test(text.slice(best.end, start));
}

function findHeaders(text: string): HeaderHit[] {
  const hits: HeaderHit[] = [];
  for (const m of colonHeaders(text)) {
    const title = m[2] ?? '';
    const start = (m.index ?? 0) + (m[1] ?? '').length;
    // the SOAP letters ("S:", "O:", "A/P:") head a section only at the start of a line: "T 98.6, P: 88" is a pulse
    // ("P: 88" on its own line in a vitals list is a pulse too)
    if (SOAP_LETTER.test(title.trim()) && (!/(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, start - 20), start)) || /^[ \t]*\d/.test(text.slice((m.index ?? 0) + m[0].length)))) continue;
    const core = title.replace(TITLE_REMARK, '');
    const isCaps = core === core.toUpperCase() && /[A-Z]{2}/.test(core);
    const words = core.trim().split(/\s+/).length;
    const c = classify(core || title);
    // Title-case labels count only when they name a known section ("Past Medical History:"), or when they
    // open a line after an allergy list: the list is over ("Allergies: peanuts\nDiet recall: ... banana");
    // an allergen category is still the list ("Food: peanut", "Medication: amoxicillin - rash")
    if (!isCaps && c.kind === null && !c.subsection) {
      const prevHit = hits[hits.length - 1];
      const lineStart = /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, start - 20), start));
      if (!(prevHit?.kind === 'allergies' && lineStart && !ALLERGEN_CATEGORY.test(core.trim()) && words <= 5)) continue;
      hits.push({ start, end: start + m[0].length - (m[1] ?? '').length, title: title.trim(), kind: 'other', subsection: false, known: false });
      continue;
    }
    if (!isCaps && words > 5) continue;
    // a time like "10:30" or a ratio is not a header
    if (/^\d/.test(title)) continue;
    // nor is the title of a numbered problem ("3. Hepatitis B vaccine series: dose 2 given"), but a
    // numbered section name is ("2. Allergies:", "3. Family History:")
    if (
      !isCaps &&
      /(?:^|\n)[ \t]*\d{1,2}[.)][ \t]*$/.test(text.slice(Math.max(0, start - 8), start)) &&
      !isBareSectionName(title)
    )
      continue;
    hits.push({ start, end: start + m[0].length - (m[1] ?? '').length, title: title.trim(), ...c, known: c.kind !== null || c.subsection });
  }
  const colon = [...hits].sort((a, b) => a.start - b.start);
  let lastLine: HeaderHit | undefined;
  for (const m of lineHeaders(text)) {
    const title = m[2] ?? '';
    if (!/[A-Z]{3}/.test(title) || title !== title.toUpperCase()) continue;
    const start = (m.index ?? 0) + (m[1] ?? '').length;
    // "NKDA" alone on a line is the statement, not a title ("ibuprofen 600 mg PO prn\nNKDA\n"): only "NKDA:" heads a list
    if (/^\s*NKDA\s*$/i.test(title) && !/:\s*$/.test(m[0])) continue;
    const c = classify(title.replace(/[:,]$/, ''));
    // an all-capitals line that names no section ("HYPERTENSION.") is content, unless it ends with ":",
    // or it follows an allergy list after a blank line: the list is over ("Allergies: sulfa.\n\nINTERVENTIONS")
    if (c.kind === null && !c.subsection && !/:\s*$/.test(m[0])) {
      if (allergyListEndedBefore(text, hits, start)) hits.push({ start, end: start + m[0].length - (m[1] ?? '').length, title: title.trim(), kind: 'other', subsection: false, known: false });
      continue;
    }
    // an allergen and its reaction on a line of an allergy list is no title ("ALLERGIES/INTOLERANCES:\n SULFA DRUGS - RASH")
    if (/\s-\s/.test(title) && !/:\s*$/.test(m[0]) && allergyListBefore(text, colon, lastLine, start)) continue;
    lastLine = { start, end: start + m[0].length - (m[1] ?? '').length, title: title.trim(), ...c, known: true };
    hits.push(lastLine);
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: HeaderHit[] = [];
  for (const h of hits) {
    const prev = out[out.length - 1];
    if (prev && h.start < prev.end) continue;
    // trim whitespace the patterns allowed at the front
    while (h.start < h.end && /\s/.test(text[h.start] ?? '')) h.start++;
    out.push(h);
  }
  return out;
}

/** Whether character code `c` is one of `\s` (the white space and line terminators of JavaScript expressions). */
function isSpaceCode(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    (c >= 0xa0 &&
      (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff))
  );
}

/** [A-Za-z.] */
function isLetterOrPeriod(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 46;
}

const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'vs', 'no', 'approx', 'etc', 'e.g', 'i.e', 'fig', 'jr', 'sr', 'pt', 'pts', 'ca', 'cc', 'mg', 'ml', 'al']);
const MAX_ABBREVIATION = Math.max(...[...ABBREVIATIONS].map((a) => a.length));

function isBoundaryAfterPeriod(text: string, i: number, end: number): boolean {
  // i is the index of '.', '!' or '?'
  let j = i + 1;
  while (j < end && (text[j] === ' ' || text[j] === '\t' || text[j] === ',' || text[j] === '"' || text[j] === ')')) j++;
  if (j >= end) return true;
  const next = text[j]!;
  if (next === '\n' || next === '\r' || next === '\f') return true;
  if (j === i + 1) return false; // "2.5", "b.i.d"
  if (text[i] !== '.') return true;
  // word before the period
  let k = i - 1;
  while (k >= 0 && isLetterOrPeriod(text.charCodeAt(k))) k--;
  // (no abbreviation is longer than six characters: a longer word is not sliced out and lower-cased)
  const word = i - (k + 1) <= MAX_ABBREVIATION ? text.slice(k + 1, i).toLowerCase() : '';
  if (ABBREVIATIONS.has(word)) return false;
  if (word.length === 1 && word !== '.' && text[i - 2] === '.') {
    // dotted abbreviations ("p.o.", "b.i.d.") end a sentence only before a capitalized word
    return /[A-Z]/.test(next) && /[a-z]/.test(text[j + 1] ?? '');
  }
  return /[A-Z0-9"(\[•\-*]/.test(next);
}

function lineBreakIsBoundary(text: string, nl: number): boolean {
  // previous non-space char
  let p = nl - 1;
  while (p >= 0 && (text[p] === ' ' || text[p] === '\t' || text[p] === '\r')) p--;
  if (p < 0) return true;
  // (character codes, no one-character strings or slices: this runs at every line break of every note)
  const prev = text.charCodeAt(p);
  // \n . : ; ! ?
  if (prev === 10 || prev === 46 || prev === 58 || prev === 59 || prev === 33 || prev === 63) return true;
  let q = nl + 1;
  while (q < text.length && (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9)) q++;
  if (q >= text.length) return true;
  const next = text.charCodeAt(q);
  if (next === 10 || next === 13 || next === 12) return true;
  // • - * · ▪ ◦ and digits
  if (next === 0x2022 || next === 45 || next === 42 || next === 0xb7 || next === 0x25aa || next === 0x25e6 || (next >= 48 && next <= 57)) return true;
  // a short previous line is a label or a list item, not wrapped prose; a row of a table ("DVT | 2017 | Inactive") is one
  const lineStart = text.lastIndexOf('\n', p) + 1;
  if (p - lineStart < 40) return true;
  for (let j = lineStart; j + 3 <= p + 1; j++) if (text.charCodeAt(j) === 32 && text.charCodeAt(j + 1) === 124 && text.charCodeAt(j + 2) === 32) return true;
  return capsLabelAt(text, q);
}

/** Whether text.slice(q, q + 30) starts with /[A-Z][A-Z ]+:/ (a capitalized label: "PAST MEDICAL HISTORY:"). */
function capsLabelAt(text: string, q: number): boolean {
  const end = Math.min(text.length, q + 30);
  const first = text.charCodeAt(q);
  if (q >= end || first < 65 || first > 90) return false;
  let j = q + 1;
  for (let c = text.charCodeAt(j); j < end && (c === 32 || (c >= 65 && c <= 90)); c = text.charCodeAt(j)) j++;
  return j > q + 1 && j < end && text.charCodeAt(j) === 58;
}

/**
 * The next position of each character that may end a sentence (".", "!", "?", a line break, a form
 * feed), text.length when there is none: splitSentences jumps from one to the next (indexOf finds a
 * character much faster than a loop reading every character of the note), and the positions are
 * kept from one span between headers to the next.
 */
interface Stops {
  dot: number;
  bang: number;
  question: number;
  newline: number;
  formFeed: number;
}

function stopAt(text: string, ch: string, from: number): number {
  const k = text.indexOf(ch, from);
  return k < 0 ? text.length : k;
}

/** Sentence spans of text[from, to), not crossing header spans (`stops`: see Stops, for positions before `from` or at it). */
function splitSentences(text: string, from: number, to: number, out: Sentence[], stops: Stops): void {
  let start = from;
  const push = (s: number, e: number): void => {
    // (character codes: `\s` or ",", then `\s`)
    for (let c = text.charCodeAt(s); s < e && (c === 44 || isSpaceCode(c)); c = text.charCodeAt(s)) s++;
    while (e > s && isSpaceCode(text.charCodeAt(e - 1))) e--;
    if (e > s) out.push({ start: s, end: e });
  };
  if (stops.dot < from) stops.dot = stopAt(text, '.', from);
  if (stops.bang < from) stops.bang = stopAt(text, '!', from);
  if (stops.question < from) stops.question = stopAt(text, '?', from);
  if (stops.newline < from) stops.newline = stopAt(text, '\n', from);
  if (stops.formFeed < from) stops.formFeed = stopAt(text, '\f', from);
  for (;;) {
    const i = Math.min(stops.dot, stops.bang, stops.question, stops.newline, stops.formFeed);
    if (i >= to) break;
    const c = text.charCodeAt(i);
    if (c === 46 /* . */ || c === 33 /* ! */ || c === 63 /* ? */) {
      if (c === 46) stops.dot = stopAt(text, '.', i + 1);
      else if (c === 33) stops.bang = stopAt(text, '!', i + 1);
      else stops.question = stopAt(text, '?', i + 1);
      if (isBoundaryAfterPeriod(text, i, to)) {
        push(start, i + 1);
        start = i + 1;
      }
    } else if (c === 10 /* \n */) {
      stops.newline = stopAt(text, '\n', i + 1);
      if (lineBreakIsBoundary(text, i)) {
        push(start, i);
        start = i + 1;
      }
    } else {
      // (\f)
      stops.formFeed = stopAt(text, '\f', i + 1);
      push(start, i);
      start = i + 1;
    }
  }
  push(start, to);
}

const PARAGRAPH_BREAK = /\r?\n[ \t]*\r?\n\s*/g;

/** A paragraph that opens with a relative, or with "family", "FH", "maternal"/"paternal": still the family history. */
const RELATIVE_FIRST =
  /^[-*\u2022\d.)\s]*(?:(?:her|his|the|their|a|one|two|both|no)\s+)?(?:(?:maternal|paternal|older|younger|half)[\s-]+)?(?:mother|mom|father|dad|parents?|sisters?|brothers?|siblings?|sons?|daughters?|children|child|grand(?:mother|father|parents?|ma|pa)|aunts?|uncles?|cousins?|twins?|niece|nephew|relatives?|family|fh|fhx|mgm|mgf|pgm|pgf|maternal|paternal)\b/i;

/** Finds section headers and sentences of a note. Pure; offsets index `text`. */
export function layout(text: string): DocumentLayout {
  const hits = findHeaders(text);
  const sections: Section[] = [];
  const headers: Array<{ start: number; end: number }> = [];
  let current: SectionKind = 'other';
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    const next = hits[i + 1];
    let kind: SectionKind;
    const parent: SectionKind = current;
    if (h.subsection) kind = parent === 'review_of_systems' ? parent : 'physical_exam';
    else kind = h.kind ?? 'other';
    if (!h.subsection) current = kind;
    sections.push({ kind, title: h.title.replace(/[:,\s]+$/, ''), headerStart: h.start, headerEnd: h.end, end: next ? next.start : text.length, subsection: h.subsection });
    if (h.known) headers.push({ start: h.start, end: h.end });
    // a family history paragraph ends at a blank line after its words: what follows with no title of its
    // own is the patient's again ("Family history: ... No family history of IBD.\n\nOn examination she is pale")
    const s = sections[sections.length - 1]!;
    // (a paragraph that opens with a relative or with "family" goes on with the family history:
    // "Mother - breast cancer at 50.\n\nFather - MI at 60")
    if (s.kind === 'family_history') {
      PARAGRAPH_BREAK.lastIndex = s.headerEnd;
      for (let br = PARAGRAPH_BREAK.exec(text); br && br.index < s.end; br = PARAGRAPH_BREAK.exec(text)) {
        const at = br.index + br[0].length;
        if (!/\w/.test(text.slice(s.headerEnd, br.index)) || RELATIVE_FIRST.test(text.slice(at, Math.min(s.end, at + 60)))) continue;
        if (at < s.end) sections.push({ kind: 'other', title: '', headerStart: at, headerEnd: at, end: s.end, subsection: false });
        s.end = br.index;
        break;
      }
    }
  }
  const sentences: Sentence[] = [];
  let pos = 0;
  const stops: Stops = { dot: -1, bang: -1, question: -1, newline: -1, formFeed: -1 };
  for (const h of hits) {
    splitSentences(text, pos, h.start, sentences, stops);
    pos = h.end;
  }
  splitSentences(text, pos, text.length, sentences, stops);
  return { sections, sentences, headers };
}

/** The section containing offset `pos` (the last header at or before it), or undefined before any header. */
export function sectionAt(sections: Section[], pos: number): Section | undefined {
  let lo = 0;
  let hi = sections.length - 1;
  let found: Section | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sections[mid]!;
    if (s.headerStart <= pos) {
      found = s;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
