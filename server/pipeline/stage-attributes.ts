/**
 * Stage 5, attributes and values: observation values, units and interpretation (a test with a
 * result was done), medication dose, route, frequency and status (curated/medication-status.tsv),
 * allergy substance and category, condition clinical status.
 */
import type { ContextResult } from './context.js';
import type { DocumentState, Mention } from './mention.js';
import type { Polarity } from './types.js';
import { ORDERED_BEFORE, PAIN_SCORE, PAIN_SCORE_AFTER } from './stage-sense.js';
import { literalFilters } from './literal-filter.js';
import { medicationStatus } from './medication-status.js';
import { medicationValues, observationValues, observationValuesAt, slashPairValues } from './values.js';
import { TERM_AMBIGUOUS } from './vocabulary.js';
import { indexBelow, lastIndexAbove } from './text-scan.js';

/** A backward cue that says a test was not done (what follows it is no result of the test). */
const NOT_DONE = /^(?:(?:was|were|is|could|can|will)\s+)?(?:not|never)\s+(?:be\s+)?(?:sent|obtained|done|drawn|ordered|performed|checked|collected|repeated|available|indicated)$|^(?:deferred|declined|refused)$/i;

/** UCUM units implied when a value is written without one: heart rate, pulse, respiratory rate. */
const IMPLIED_UNITS: Readonly<Record<string, string>> = { '8867-4': '/min', '8889-8': '/min', '9279-1': '/min' };
/*
 * "No X" written with why or until when is a drug to avoid (positive, status avoid: the annotation
 * guidelines' "avoid X"), not a drug not taken: "no NSAIDs d/t CKD", "No ibuprofen until 6 mo", "no
 * ibuprofen or other NSAIDs while on warfarin", "no heparin - use argatroban", and a "no X" in a clause
 * that says avoid ("Avoid nephrotoxins: no NSAIDs, no IV contrast").
 */
const NO_RIGHT_BEFORE = /\bno\s+(?:[\w-]+,?\s+(?:or\s+|and\s+)?)?(?:(?:other|further|more|additional)\s+)?$/i;
const AVOID_REASON_AFTER =
  /^(?:\s*(?:,\s*|\s+or\s+)(?:other\s+)?[\w-]+)?\s*(?:until(?!\s+(?:yesterday|today|recently|last|this\s+(?:morning|week)|\d+\s+(?:days?|weeks?|months?)\s+ago))|d\/t|due\s+to\s+(?:CKD|AKI|renal|kidney|bleed\w*|GI|ulcer|liver|anticoagula\w*)|while\s+on(?!\s+(?:vacation|holiday|a\s+trip|the\s+road))|beyond|if\s+(?:avoidable|possible)|given\s+(?:her|his|the|their)\s+(?:renal|kidney|CKD|AKI|bleed\w*|GI|ulcer|liver)|in\s+(?:the\s+)?setting\s+of|[-\u2013;]\s*use\b)/i;
// ("avoid" heading a list of what to avoid: "Avoid nephrotoxins: no NSAIDs"; not "She avoids dairy and reports no omeprazole use")
const AVOID_IN_CLAUSE = /\bavoid\b[^.;:]*:[^.;]*$/i;
const isBp = (cs: readonly { code: string }[]): boolean => cs.some((x) => x.code === '85354-9');
const QUALITATIVE_RESULT_AFTER = /^\s*(?::|was|is|were|came back|returned)?\s*(?:negative|positive|neg|pos|normal|abnormal|unremarkable|within normal limits|WNL|non-?reactive|reactive|detected|not detected|pending|trace|elevated|high|low|suppressed|undetectable|(?:without|showed|shows|revealed|notable for|significant for)\b)\b/i;
const TREND_AFTER = /^\s*(?:(?:is|was|has|have|had|remains|remained)\s+(?:been\s+)?)?(?:up|down|better|worse|improved|improving|worsened|worsening|rising|falling|increased|decreased|stable|unchanged|at goal|above goal|below goal|not at goal|(?:well |poorly |better |not )?controlled|trending (?:up|down|upward|downward))\b/i;
const PAST_EVENT =
  /infarct|cerebrovascular accident|stroke|transient ischemic|embolism|thrombosis|fracture|pneumonia|calcul|lithiasis|kidney stone|bronchospasm|appendicitis|cholecystitis|pancreatitis|diverticulitis|cellulitis|abscess|sepsis|septic|hemorrhage|bleeding|injury|concussion|infection|infectious|syncope|seizure|convulsion|delirium|overdose|poisoning|dislocation|laceration|burn|miscarriage|abortion|ectopic|pre-eclampsia|eclampsia|gestational|exacerbation|acute|\bfall\b/i;
const NEOPLASM = /neoplasm|carcinoma|cancer|lymphoma|leukemia|leukaemia|melanoma|sarcoma|myeloma|tumou?r|glioblastoma|malignan/i;
// (a day without a year, "admitted on 11/26", may be this admission: not enough to call it over)
const RECENT_PAST = /\blast\s+(?:year|winter|summer|spring|fall|autumn|month)\b|\b(?:a|one|two|three|four|five|\d+|several|few|many)\s+(?:years?|months?)\s+ago\b|\bin\s+(?:19[5-9]\d|20[0-4]\d)\b|\bin\s+(?:January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Aug|Sept?|Oct|Nov|Dec)\b|(?<![\d/])(?:0?[1-9]|1[0-2])\/(?:19[5-9]\d|20[0-4]\d)\b/i;
/** A clause, or what follows it in the sentence, that says the event goes on: "DVT 10/2026, on apixaban", "sepsis in November, still on vancomycin". */
const ONGOING_IN_CLAUSE = /\b(?:still|currently|ongoing|continues|continuing|remains|persist\w*)\b|\bon\s+(?!\d|admission|arrival|exam\w*|presentation|day\b)[a-z]/i;
const REMOVED_PAST = /^\s+(?:was\s+|were\s+|had\s+been\s+)?(?:surgically\s+)?(?:removed|excised|resected)\b[^.;]{0,30}?(?:\bin\s+(?:19[5-9]\d|20[0-4]\d)\b|\b(?:\d+|a|one|two|three|several|many)\s+(?:years?|months?)\s+ago\b|\bas\s+a\s+(?:child|teen\w*)\b|\bin\s+(?:childhood|the\s+past)\b)/i;

/** What a concept's display says, by display (the displays are the vocabulary's, so the map stays small): see displayFacts. */
const DISPLAY_NEOPLASM = 1;
const DISPLAY_PAST_EVENT = 2;
const DISPLAY_LASTING = 4;
const displayFactCache = new Map<string, number>();
/** NEOPLASM, PAST_EVENT and the lasting-disease words tested once per display instead of once per mention. */
function displayFacts(display: string): number {
  let f = displayFactCache.get(display);
  if (f === undefined) {
    f = (NEOPLASM.test(display) ? DISPLAY_NEOPLASM : 0) | (PAST_EVENT.test(display) ? DISPLAY_PAST_EVENT : 0) | (/disease|insufficiency|stenosis|failure/i.test(display) ? DISPLAY_LASTING : 0);
    if (displayFactCache.size >= 100_000) displayFactCache.clear();
    displayFactCache.set(display, f);
  }
  return f;
}
const anyDisplay = (concepts: readonly { display: string }[], fact: number): boolean => concepts.some((x) => (displayFacts(x.display) & fact) !== 0);

const STATUS_AFTER = /^[,;]\s*(?:now\s+|since\s+|which\s+(?:has\s+|she\s+|he\s+)?|that\s+(?:has\s+|she\s+|he\s+)?)?(?:resolved|healed|cured|in remission|treated|completed treatment|outgrown|outgrew|(?:fully\s+)?recovered|none since|passed spontaneously|self-limited|self-resolved|cleared\s+(?:on\s+)?\d)\b/i;
const INDICATION_BEFORE = /\b(?:s\/p|status post)\b[^,;]*\b(?:for|2\/2|due to|secondary to|because of)\s+(?:[\w-]+\s+){0,4}$/i;
// ("has been treated with Viagra" is a current treatment, "latent TB treated (with INH)" a finished one)
const RESOLVED_IN_CLAUSE = /\b(?:resolved|healed|cured|in remission|no longer|(?<!\b(?:is|are|being|been|currently)\s)treated|treated(?!\s+(?:with|by|on|using)\b))\b/i;
const STATUS_POST = /\b(?:s\/p|status post)\b/i;
const PRIOR_IN_CLAUSE = /\b(?:prior(?!\s+to\b)|previous|ago)\b|\b(?:19[5-9]\d|20[0-4]\d)\b/i;
const RESIDUAL_BEFORE = /\b(?:residual|persistent|persisting|ongoing|continued|still\s+(?:has|have|with))\s+(?:[\w-]+\s+){0,2}$/i;
const OVER_IN_CLAUSE = /\b(?:resolved|healed|cured|in remission|no longer|outgrown|outgrew)\b/i;

// ("stopped" of a drug: not "stopped working/driving/improving", "stopped by the clinic", "has stopped")
const STOPPED_FOR_BEFORE = /(?<!\b(?:has|have|had)\s+)\b(stopped|discontinued|d\/c'?d)\b(?!\s+(?:by|at|in\s+(?:to|at)|\w+ing)\b)[^.;()]{0,50}?\b(?:because of|due to|for|after)\s+(?:[\w'-]+\s+){0,3}(?:(?:and|or)\s+(?:[\w'-]+\s+){0,3})?$/i;
const STOPPED_TEST = /\b(?:test|testing|exercise|treadmill|walk|study|ETT|infusion|procedure|once)\s+(?:was\s+)?$/i;

/** Whether text[from, start) names a drug stopped for what follows ("stopped ... because of X (and Y)"). */
function stoppedFor(text: string, from: number, start: number): boolean {
  const before = text.slice(from, start);
  if (!/stopped|discontinued|d\/c/i.test(before)) return false;
  const m = STOPPED_FOR_BEFORE.exec(before);
  return m !== null && !STOPPED_TEST.test(before.slice(0, m.index));
}

/**
 * A positive condition's clinical status. Each test runs only when the decision reaches it (they
 * are all pure), in the order the rules below read them.
 */
function clinicalStatusOf(
  text: string,
  start: number,
  end: number,
  sentStart: number,
  sentEnd: number,
  afterText: string,
  concepts: readonly { display: string; flags: ReadonlySet<string> }[],
  historical: boolean,
  evidence: readonly { kind: string }[],
): string {
  // the cue must be in the mention's own list item: "s/p CABG (2015), paroxysmal AF on apixaban" leaves the
  // atrial fibrillation current; "history of appendicitis s/p appendectomy" makes the appendicitis resolved
  const clauseFrom = Math.max(sentStart, lastIndexAbove(text, ',', start - 1, sentStart) + 1, lastIndexAbove(text, ';', start - 1, sentStart) + 1);
  const comma = indexBelow(text, ',', end, sentEnd);
  const semicolon = indexBelow(text, ';', end, sentEnd);
  const clauseTo = Math.min(sentEnd, comma < 0 ? sentEnd : comma, semicolon < 0 ? sentEnd : semicolon);
  // (a status written as the next list item belongs to it: "history of pneumonia, resolved"; a past event
  // dated or called prior is over: "history of MI in 2015", "prior NSTEMI", "TIA 1994")
  let statusAfterV: boolean | undefined;
  const statusAfter = (): boolean => (statusAfterV ??= STATUS_AFTER.test(text.slice(clauseTo, sentEnd)));
  const clause = text.slice(clauseFrom, clauseTo);
  const chronic = concepts.some((x) => x.flags.has('chronic'));
  // the indication of a procedure the patient is status post is current: "s/p hemiarthroplasty for L FNF" (POD#2)
  const before = text.slice(clauseFrom, start);
  const indication = INDICATION_BEFORE.test(before);
  let resolvedCueV: boolean | undefined;
  const resolvedCue = (): boolean =>
    (resolvedCueV ??=
      statusAfter() ||
      RESOLVED_IN_CLAUSE.test(clause) ||
      // ("s/p X" is over; "appendicitis s/p appendectomy" too, but a lasting disease is not ended by its
      // procedure: "CAD s/p stent", "PVD s/p SFA stent")
      (STATUS_POST.test(before) && !indication) ||
      (!chronic && !(concepts[0] !== undefined && displayFacts(concepts[0].display) & DISPLAY_LASTING) && STATUS_POST.test(text.slice(end, clauseTo))) ||
      (!chronic && PRIOR_IN_CLAUSE.test(clause)));
  // what is left of a past event is current: "stroke 3 years ago with residual left-sided weakness"
  // a cancer that was treated is inactive, not cured, unless the note says it is over ("history of breast
  // cancer s/p mastectomy"); a remote history is inactive ("remote history of PUD")
  let explicitlyOverV: boolean | undefined;
  const explicitlyOver = (): boolean => (explicitlyOverV ??= statusAfter() || OVER_IN_CLAUSE.test(clause));
  const neoplasm = anyDisplay(concepts, DISPLAY_NEOPLASM);
  if (RESIDUAL_BEFORE.test(before) || (indication && !explicitlyOver() && !RECENT_PAST.test(clause))) return 'active';
  // the reason a drug was stopped is over: "montelukast was stopped because of nightmares and irritability",
  // "Liraglutide ..., stopped for nausea" (a test stopped for a symptom is not: "Test stopped for typical angina")
  // (a lasting disease stays: "Metformin was discontinued due to CKD")
  if (!neoplasm && !chronic && !anyDisplay(concepts, DISPLAY_LASTING) && stoppedFor(text, Math.max(sentStart, start - 120), start)) return 'resolved';
  if (neoplasm && resolvedCue() && !explicitlyOver()) return 'inactive';
  if (historical && !resolvedCue() && /\bremote\b/i.test(clause)) return 'inactive';
  if (!historical && !chronic && anyDisplay(concepts, DISPLAY_PAST_EVENT) && RECENT_PAST.test(clause) && !ONGOING_IN_CLAUSE.test(text.slice(clauseFrom, sentEnd))) return 'resolved';
  // a lesion removed at a past date is over ("a Bartholin cyst removed in 2002"); a cancer so removed is
  // inactive, as a treated cancer is; a removal without a date may be today's operation
  if (REMOVED_PAST.test(text.slice(end, sentEnd))) return neoplasm && !explicitlyOver() ? 'inactive' : 'resolved';
  if (historical) {
    // a condition listed in the past history is still the patient's (active) unless the note says it is
    // over; a past event named by a history cue and not said to be over is inactive ("history of CVA",
    // "history of nephrolithiasis"), a disease so named stays active ("history of Crohn disease")
    const byCue = evidence.some((e) => e.kind === 'historical');
    const pastEvent = !chronic && anyDisplay(concepts, DISPLAY_PAST_EVENT);
    return resolvedCue() ? 'resolved' : byCue && pastEvent ? 'inactive' : 'active';
  }
  return /^[^.;()]*,\s*(?:now\s+)?(?:in (?:complete )?remission|resolved|cured)\b/i.test(text.slice(clauseTo, sentEnd)) ||
    (statusAfter() && !/^[,;]\s*(?:\w+\s+){0,2}treated\s+(?:with|by|per|on)\b/i.test(text.slice(clauseTo, sentEnd))) ||
    /^\s*(?:has\s+|have\s+)?(?:since\s+|now\s+|completely\s+)?resolved\b|^\s+(?:has|have)\s+(?:since\s+)?(?:stopped|settled)\b|^[^.;,]{0,40}?\s[-\u2013]\s+(?:now\s+)?resolved\b|^(?:\s+infection)?,\s*(?:s\/p\s+)?(?:treated|resolved|cured|outgrown)\b|^[^.;]{0,40}\b(?:outgrew|outgrown)\b/i.test(afterText)
    ? 'resolved'
    : 'active';
}

/*
 * The attributes of each entity type are a function of their own: a fresh engine's first pass met the
 * less common paths of one type at a time, and each threw away the optimized code of the whole stage,
 * which was then compiled again (four compilations, the most compiler time of any function after
 * contextOf).
 */

/** An observation's value, unit and interpretation; its polarity, or undefined when it is no entity (a graded pulse, a bare vital-sign word). */
function observationAttributes(doc: DocumentState, m: Mention, ctx: ContextResult, polarity: Polarity): Polarity | undefined {
  const { text, cands } = doc;
  const { c, k, next, prev, entry, limit, before, afterText, sentStart, sentEnd, concepts } = m;
  const attributes = m.attributes;
  let ov = observationValues(text, c.end, limit, before);
  // two tests joined by a slash share a pair of values, in order: "BUN/Cr 30/1.5"
  const prevCand = cands[k - 1];
  const pairFirst = next && next.start === c.end + 1 && text[c.end] === '/' ? slashPairValues(text, next.end, sentEnd) : undefined;
  const pairSecond = !pairFirst && prevCand && prevCand.end === c.start - 1 && text[prevCand.end] === '/' ? slashPairValues(text, c.end, limit) : undefined;
  const partner = pairFirst ? next : pairSecond ? prevCand : undefined;
  if (partner && !isBp(concepts) && !isBp(partner.match.entry.concepts)) {
    ov = observationValuesAt(c.end, pairFirst ? pairFirst[0] : pairSecond![1], ov.interpretation || undefined);
  }
  // single words like "pulse", "weight", "temp" name a vital sign only next to a value
  const vital = concepts.some((x) => x.flags.has('vital')) && entry.tokenCount === 1;
  // "pulses 2+" grades the pulse on an exam scale; it is not a rate
  const graded = ov.value !== undefined && text[ov.end] === '+' && concepts.some((x) => IMPLIED_UNITS[x.code]);
  if (graded) return undefined;
  // a qualitative result is a value too: "UA negative", "UDS positive for cocaine"
  // (and so does a test written together with the next one: "PT/INR", "BUN/Cr")
  // (the score may be written after a word that is a mention of its own: "pain with dressing change 3/10")
  const pain = concepts[0]?.key === PAIN_SCORE ? PAIN_SCORE_AFTER.exec(text.slice(c.end, Math.min(sentEnd, c.end + 60))) : null;
  if (pain) {
    ov.systolic = undefined;
    ov.diastolic = undefined;
    ov.unit = undefined;
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
    /\b(?:negative|positive|elevated|high|low|normal|abnormal|undetectable|detectable|soft|labile|home|continuous|decreased|increased|falling|dropping)\s+$/i.test(before) ||
    // (a vital sign checked or logged: "BP check in clinic in 3 days", "home BP log")
    /^\s+(?:checks?|logs?|monitoring|readings?|goals?|control|allows|permits|tolerates)\b/i.test(text.slice(c.end, limit)) ||
    // (a test planned for a time: "A1c in 3 months", "UA in 1 week")
    /^\s+in\s+(?:\d+|one|two|three|four|six|a\s+few)\s*(?:-\s*\d+\s*)?(?:days?|weeks?|wks?|months?|mos?|years?)\b/i.test(text.slice(c.end, limit)) ||
    QUALITATIVE_RESULT_AFTER.test(text.slice(c.end, limit)) ||
    TREND_AFTER.test(text.slice(c.end, limit)) ||
    (next?.start === c.end + 1 && text[c.end] === '/') ||
    // (the blood pressure is what is treated, held for or checked, with or without a reading: "started
    // for BP", "BP this morning 142/84"; not the cuff)
    (isBp(concepts) && !/^\s*cuffs?\b/i.test(afterText)) ||
    // (a panel heading its results after a colon: "UA: SG 1.030, otherwise neg")
    (!vital && /^\s*:\s*\S/.test(afterText));
  // ...or where a test is ordered: "recheck A1c in 3 months", "repeat TSH, free T4, T3"
  // ...or said not to have been done: "CA 27-29 not checked"
  const notDone = /^\s*(?:was|were|is|are)?\s*not\s+(?:drawn|obtained|checked|repeated|sent|done|performed|collected|indicated|needed|required)\b/i.test(afterText);
  // (a test listed right after another test is read with it: "ordered a lipid panel and A1c")
  // (or in a list of tests and studies ordered together: "CBC, lactate, blood cx x2, UA, CXR ordered", "Echocardiogram, A1c, lipid panel", "(SpO2, HR, RR via patch)")
  // (beside a study or before a test, only a name of two letters or more written with a capital: not "R anterior", "band",
  // nor a letter and a number, which may be a vertebra: "T3 and T4 vertebrae")
  const listNamed = c.end - c.start >= 2 && /[A-Z]/.test(m.surface) && !/^[A-Z]\d{1,2}$/.test(m.surface);
  const listedAfterTest =
    (prev?.type === 'Observation' || (listNamed && prev?.type === 'Procedure')) && prev.span.end >= sentStart && /^\s*(?:x\s*\d+\s*)?(?:,|and|,\s*and|&|\+|plus)\s*$/i.test(text.slice(prev.span.end, c.start));
  const listedBeforeTest = listNamed && next !== undefined && next.match.entry.concepts[0]?.kind === 'observation' && /^\s*(?:,|,?\s*and|&)\s*$/i.test(text.slice(c.end, next.start));
  // (a panel named before its results: "UA: leukocyte esterase positive, nitrite positive", "UA with large leukocyte esterase")
  const headsResults = !vital && next !== undefined && next.match.entry.concepts[0]?.kind === 'observation' && /^\s*(?::|with|w\/|\+|showing|shows|showed|notable for|significant for|positive for)?\s*(?:(?:large|moderate|small|trace|many|few|\d\+)\s+)?$/i.test(text.slice(c.end, next.start));
  if ((vital || entry.flags & TERM_AMBIGUOUS) && !hasValue && !notDone && !listedAfterTest && !listedBeforeTest && !headsResults && !ORDERED_BEFORE.test(text.slice(Math.max(sentStart, c.start - 40), c.start))) return undefined;
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
  // (unless the test is said not to have been done before what looks like its result: "D-dimer not
  // sent (low pretest probability)", "level could not be obtained (unknown time)")
  const saidNotDone = neg && neg.span.start >= c.end && NOT_DONE.test(neg.cue);
  if (polarity === 'negative' && !saidNotDone && (attributes.value !== undefined || interpretation)) {
    polarity = 'positive';
    ctx.evidence = ctx.evidence.filter((e) => e.kind !== 'negation');
  }
  return polarity;
}

/** A medication's status, dose, route and frequency; its polarity. */
function medicationAttributes(doc: DocumentState, m: Mention, ctx: ContextResult, polarity: Polarity): Polarity {
  const { text } = doc;
  const { c, limit, before, sentStart, sentEnd, medValues } = m;
  const attributes = m.attributes;
  // the status written with the drug ("hold warfarin", "not taking metformin", "avoid NSAIDs"): a
  // status row says whether the drug is taken (polarity) and how (medicationStatus)
  const st = medicationStatus(doc.medicationStatusRules, before, sentStart, text.slice(c.end, Math.min(sentEnd, c.end + 60)), c.end, literalFilters.open(doc.ts));
  if (!st && polarity === 'negative') {
    const neg = ctx.evidence.find((e) => e.kind === 'negation');
    const near = before.length > 30 ? before.slice(-30) : before;
    if (neg && neg.span.end <= c.start && neg.span.start >= c.start - 30 && NO_RIGHT_BEFORE.test(near) && (AVOID_REASON_AFTER.test(text.slice(c.end, Math.min(sentEnd, c.end + 60))) || AVOID_IN_CLAUSE.test(before))) {
      attributes.medicationStatus = 'avoid';
      polarity = 'positive';
      ctx.evidence.splice(ctx.evidence.indexOf(neg), 1);
    }
  }
  if (st) {
    attributes.medicationStatus = st.status;
    const neg = ctx.evidence.find((e) => e.kind === 'negation');
    if (st.polarity === 'negative' && polarity === 'positive') {
      polarity = 'negative';
      ctx.evidence.push({ kind: 'negation', cue: text.slice(st.start, st.end), span: { start: st.start, end: st.end } });
    } else if (st.polarity === 'positive' && polarity === 'negative' && neg && neg.span.start >= st.start && neg.span.end <= st.end) {
      polarity = 'positive';
      ctx.evidence.splice(ctx.evidence.indexOf(neg), 1);
    }
  }
  const mv = medValues ?? medicationValues(text, c.end, limit);
  if (mv.dose) attributes.dose = mv.dose;
  if (mv.route) attributes.route = mv.route;
  if (mv.frequency) attributes.frequency = mv.frequency;
  return polarity;
}

/** Fills `m.attributes` and settles polarity; false when the mention is no entity after all (a graded pulse, a bare vital-sign word). */
export function attributesStage(doc: DocumentState, m: Mention): boolean {
  const { text } = doc;
  const { c, kind, type, afterText, sentStart, sentEnd, concepts } = m;
  const ctx = m.ctx!;
  const attributes = m.attributes;
  let polarity = ctx.polarity;
  if (type === 'Observation') {
    const p = observationAttributes(doc, m, ctx, polarity);
    if (p === undefined) return false;
    polarity = p;
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
    polarity = medicationAttributes(doc, m, ctx, polarity);
  } else if (type === 'AllergyIntolerance') {
    if (kind === 'medication') attributes.category = 'medication';
    attributes.substance = concepts[0]?.display;
  } else if (type === 'Condition' && polarity === 'positive' && ctx.subject === 'patient' && ctx.certainty !== 'hypothetical') {
    attributes.clinicalStatus = clinicalStatusOf(text, c.start, c.end, sentStart, sentEnd, afterText, concepts, ctx.temporality === 'historical', ctx.evidence);
  }
  m.polarity = polarity;
  return true;
}
