/**
 * Stage 4, context: ConText over the mention's sentence (negation, uncertainty, hypothetical,
 * historical, experiencer; cues and their scope are rows of context-triggers.tsv and
 * curated/context-rules.tsv), then what the note's setting says about the subject (a newborn's
 * note, the newborn in an obstetric note), and conditional treatments ("start X if Y").
 * A finding after the substance in an allergy statement becomes that allergy's reaction.
 */
import { contextOf, cue as makeCue, triggerRule, type ContextResult, type Cue } from './context.js';
import type { DocumentState, Mention } from './mention.js';
import { indexBelow, lastIndexAbove } from './text-scan.js';
import { TERM_NEGATED } from './vocabulary.js';
import type { Entity } from './types.js';

const NEWBORN_TITLE = /\b(?:newborn|neonat\w*|infant|baby)\b/i;
// the newborn named before the mention, unless the mother is named again after it, in its clause or
// a later one ("The baby has jaundice; she has preeclampsia": "she" is the patient again)
const NEWBORN_BEFORE = /(?:^|[^\w])((?:the\s+|her\s+)?(?:baby|infant|newborn|neonate))\b(?![^.]*\b(?:mother|she|her|patient|pt)\b)/i;
// a minus box or sign right before a finding: "[-] nausea", "(-) rash"; a bare minus only after a
// separator in a line ("ROS: + cough. - fever, - vomiting"), not as a list bullet at the start of a line
const MINUS_CHECK = /(?:(\[\s*-\s*\]|\(\s*-\s*\))|(?<=[,;.]\s{1,2})(-))\s*$/;
// the rest of a form's question and its answer N or No: "Heart racing or skipping beats? N". The
// mention must be in the question's own clause: no comma between it and the "?" ("History of
// hypertension, any chest pain today? No" answers the chest pain, not the hypertension)
const FORM_NO = /^[^?.;,\n]{0,120}\?\s*\b(N|No|NO)\b(?![\w/-])/;
// (or a checklist item answered right after it, the answer ending the item: "[ ] Type 2 diabetes - no [ ]", "Chest pain: none.")
const CHECKLIST_NO = /^\s*[-:]\s*(N|No|NO|no|none|None|NONE|denies|denied)\b(?![\w/-])(?=\s*(?:$|[\[\n;,.(]))/;
// (or the label of a form's line answered after its colon, every item of the label: "Difficulty breathing /
// retractions / grunting: NO", "Stiff neck or severe headache: denies"; the answer ends the line or its clause)
const LINE_ITEM_NO = /^[^:\n.;?!]{0,80}?:\s*(N|No|NO|no|none|None|NONE|denies|denied)\b(?![\w/-])(?=\s*(?:$|[\[\n;,.(]|per\b))/;
// an empty box before a checklist item on its line: "[ ] Seizures   [ ] Heart problems / murmur"
const EMPTY_BOX = /(\[\s{0,2}\])[^\[\]\n]{0,40}$/;
// a clause of its own about the patient, between an allergen and a finding
const NEW_CLAUSE = /\b(?:(?:she|he|patient|pt|they|also)\s+(?:has|had|have|is|was|reports?|with)|(?:has|have|had)\s+(?:a\s+)?history|history of)\b/i;
/**
 * The allergy's own name ends its item when a list goes on after it ("penicillin allergy and
 * diabetes", "sulfa allergy, asthma"): what follows is the next item, not the reaction (which is
 * written after a colon, a dash, a parenthesis or "with": "penicillin allergy (hives)").
 */
const NEXT_ITEM = /\b(?:allerg(?:y|ies)|intoleran(?:ce|t))\s*(?:[,;]\s*(?:(?:and|or)\s+)?|(?:and|or|plus|as well as)\s+)$/i;

/*
 * The less common paths of contextStage are functions of their own, called only where they apply: a
 * fresh engine's first pass met them one at a time, and each threw away the optimized code of the whole
 * stage (six compilations of it per fresh engine).
 */

/** The cues with the negation word of a pseudo-trigger that runs into the mention ("No change in bowel habits"). */
function withNegationWord(cues: Cue[], q: Cue, ts: DocumentState['ts']): Cue[] {
  return [...cues, makeCue(q.first, q.first + 1, [triggerRule('NEGATED_EXISTENCE', 'FORWARD')], ts.starts[q.first]!, ts.ends[q.first]!)].sort((a, b) => a.first - b.first);
}

/** The subject a newborn's or an obstetric note implies for a mention about the patient. */
function subjectBySetting(doc: DocumentState, m: Mention, ctx: ContextResult): void {
  const { sctx, before, sentStart } = m;
  // in a newborn's note the mother's history is a relative's: "MATERNAL HISTORY: ... GBS positive"
  if (doc.setting.has('newborn') && ctx.subject === 'patient' && /\b(?:maternal|mother'?s?)\b/i.test(sctx.section?.title ?? '')) {
    ctx.subject = 'family_member';
    const sec = sctx.section!;
    ctx.evidence.push({ kind: 'family_member', cue: sec.title, span: { start: sec.headerStart, end: sec.headerStart + sec.title.length } });
  }
  // in an obstetric note the newborn is someone else: "NEWBORN: ... NICU stay", "Baby received hepatitis B vaccine"
  if (doc.setting.has('obstetric_note') && ctx.subject === 'patient') {
    const title = sctx.section?.title ?? '';
    const cue = NEWBORN_TITLE.test(title) ? undefined : NEWBORN_BEFORE.exec(before);
    if (NEWBORN_TITLE.test(title) || cue) {
      ctx.subject = 'other';
      const start = cue ? sentStart + cue.index + cue[0].indexOf(cue[1]!) : sctx.section!.headerStart;
      const cueText = cue ? cue[1]! : title;
      ctx.evidence.push({ kind: 'other_subject', cue: cueText, span: { start, end: start + cueText.length } });
    }
  }
}

/** A form's question or a checklist item answered no (`answer[1]` the answer). */
function negatedByAnswer(ctx: ContextResult, answer: RegExpExecArray, end: number): void {
  const at = end + answer.index + answer[0].length - answer[1]!.length;
  ctx.polarity = 'negative';
  ctx.evidence.unshift({ kind: 'negation', cue: answer[1]!, span: { start: at, end: at + answer[1]!.length } });
}

/** The mention [start, end) is in the label of a form's line: the line starts at most 120 characters before it, with no colon between. */
function inFormLabel(text: string, start: number, end: number): boolean {
  const nl = lastIndexAbove(text, '\n', start - 1, start - 120);
  return (nl >= 0 || start <= 120) && indexBelow(text, ':', nl + 1, end) < 0;
}

/** Where the last reaction of an allergy ends in the text (a finding joined to it by "and" extends it). */
const reactionEnds = new WeakMap<Entity, number>();
// the words the reaction is written with around its finding: "severe itching", "photosensitive rash", "throat
// swelling", "swelling of lips", "hives all over"
const REACTION_MODIFIER_BEFORE = /(?<![\w-])((?:(?:severe|mild|moderate|photosensitive|photosensitivity|contact|throat|lip|tongue|facial|follicular|generalized|generalised|widespread|diffuse|delayed|childhood|full-body|whole-body)\s+){1,2})$/i;
const REACTION_SITE_AFTER = /^\s+(?:of\s+(?:the\s+)?(?:lips?|tongue|face|throat|eyes?|arms?|legs?|hands?|feet|skin)|all\s+over(?:\s+(?:my|his|her|the)\s+(?:chest|body|face|arms?|legs?|back))?)\b/i;

/** A finding written after the substance of an allergy is its reaction, written as the note words it. */
function addReaction(allergy: Entity, text: string, start: number, end: number, surface: string): void {
  const from = Math.max(allergy.span.end, reactionEnds.get(allergy) ?? 0);
  const before = REACTION_MODIFIER_BEFORE.exec(text.slice(Math.max(from, start - 40), start));
  const after = REACTION_SITE_AFTER.exec(text.slice(end, end + 40));
  const s = before ? start - before[1]!.length : start;
  const e = after ? end + after[0].length : end;
  const written = s === start && e === end ? surface : text.slice(s, e);
  const prev = allergy.attributes.reaction;
  const prevEnd = reactionEnds.get(allergy);
  // ("nausea and vomiting", "severe itching and hives", "nausea/vomiting": one reaction as written)
  const joined = prev && prevEnd !== undefined && /^(?:\s+(?:and|&)\s+|\s*\/\s*)$/.test(text.slice(prevEnd, s));
  allergy.attributes.reaction = !prev ? written : joined ? `${String(prev)}${text.slice(prevEnd, s)}${written}` : `${String(prev)}, ${written}`;
  reactionEnds.set(allergy, e);
}

/** Runs context for a mention; false when the mention was folded into an allergy as its reaction. */
export function contextStage(doc: DocumentState, m: Mention): boolean {
  const { text, ts, cueNorms } = doc;
  const { c, sctx, type, before, sentStart } = m;
  const saved = sctx.cues;
  sctx.cues = saved.filter((q) => (q.last <= c.match.first || q.first >= c.match.last) && (!q.rules.every((r) => r.allowedTypes) || q.rules.some((r) => !r.allowedTypes || r.allowedTypes.has(type!))));
  // a pseudo-trigger that runs into the mention leaves its negation word: "No change in bowel habits"
  for (const q of saved) {
    if (q.first < c.match.first && q.last > c.match.first && q.rules.some((r) => r.category === 'PSEUDO') && /^(?:no|not|without)$/.test(cueNorms[q.first]!)) {
      sctx.cues = withNegationWord(sctx.cues, q, ts);
    }
  }
  const ctx: ContextResult = contextOf(sctx, c.match.first, c.match.last, c.start, c.end);
  if (ctx.subject === 'patient' && (doc.setting.has('newborn') || doc.setting.has('obstetric_note'))) subjectBySetting(doc, m, ctx);
  sctx.cues = saved;
  // a finding checked off with a minus in a review of systems: "[-] nausea", "(-) rash", "- fever, - vomiting"
  if (ctx.polarity === 'positive' && type === 'Condition') {
    const minus = MINUS_CHECK.exec(text.slice(Math.max(sentStart, c.start - 12), c.start));
    if (minus) {
      const cue = minus[1] ?? minus[2]!;
      const at = c.start - minus[0].length + minus[0].indexOf(cue);
      ctx.polarity = 'negative';
      ctx.evidence.unshift({ kind: 'negation', cue, span: { start: at, end: at + cue.length } });
    }
  }
  // a form's question answered no: "Passed out during exercise? N", "Family member with Marfan syndrome? No"
  if (ctx.polarity === 'positive') {
    const after = text.slice(c.end, Math.min(text.length, c.end + 160));
    const answer = FORM_NO.exec(after) ?? CHECKLIST_NO.exec(after) ?? (LINE_ITEM_NO.test(after) && inFormLabel(text, c.start, c.end) ? LINE_ITEM_NO.exec(after) : null);
    if (answer) negatedByAnswer(ctx, answer, c.end);
  }
  if (ctx.polarity === 'positive') {
    const box = EMPTY_BOX.exec(text.slice(Math.max(0, c.start - 48, lastIndexAbove(text, '\n', c.start - 1, c.start - 48) + 1), c.start));
    if (box) {
      const at = c.start - box[0].length;
      ctx.polarity = 'negative';
      ctx.evidence.unshift({ kind: 'negation', cue: box[1]!, span: { start: at, end: at + box[1]!.length } });
    }
  }
  if (m.entry.flags & TERM_NEGATED) {
    ctx.polarity = 'negative';
    ctx.evidence.unshift({ kind: 'negation', cue: m.surface, span: { start: c.start, end: c.end } });
  }

  // a finding written after the substance in an allergy statement is its reaction ("penicillin: hives")
  const last = doc.lastAllergy;
  const gap = last && last.sentence === sctx ? text.slice(last.entity.span.end, c.start) : '';
  if (type === 'Condition' && m.allergyContext && last && last.sentence === sctx && !NEW_CLAUSE.test(gap) && !NEXT_ITEM.test(gap)) {
    addReaction(last.entity, text, c.start, c.end, m.surface);
    return false;
  }

  // "if" makes the finding it introduces hypothetical, not a drug or test named in the condition
  // ("if vancomycin is not tolerated"): the treatment written before "if" is the hypothetical one
  if (type !== 'Condition' && ctx.certainty === 'hypothetical') {
    const ev = ctx.evidence.find((e) => e.kind === 'hypothetical');
    if (ev && /^(?:if|unless)\b/i.test(ev.cue) && ev.span.end <= c.start && !/[,;]/.test(text.slice(ev.span.end, c.start))) {
      ctx.certainty = 'confirmed';
      ctx.temporality = 'recent';
      ctx.evidence.splice(ctx.evidence.indexOf(ev), 1);
    }
  }
  m.ctx = ctx;
  m.polarity = ctx.polarity;
  return true;
}

/**
 * Conditional treatments and tests, decided once polarity is final: "echo if symptoms persist" is
 * hypothetical (not a timing or an idiom: "sooner if", "if needed"); "consider thoracentesis" is a
 * conditional treatment, not a possible finding.
 */
export function conditionalStage(doc: DocumentState, m: Mention): void {
  const { text } = doc;
  const { c, type } = m;
  const ctx = m.ctx!;
  if ((type === 'Medication' || type === 'Procedure' || type === 'Immunization') && ctx.certainty === 'confirmed' && m.polarity === 'positive') {
    const hit = /^[^,;.]{0,60}?\s(if|unless)\s(?!not\b|needed\b|necessary\b|possible\b|indicated\b|any\b|symptoms?\b)/i.exec(text.slice(c.end, m.sentEnd));
    const cond = hit && !/\b(?:sooner|earlier|or)\s+(?:if|unless)\s$/i.test(hit[0]) ? hit : null;
    if (cond) {
      const at = c.end + cond.index + cond[0].length - cond[1]!.length - 1;
      ctx.certainty = 'hypothetical';
      ctx.temporality = 'hypothetical';
      ctx.evidence.push({ kind: 'hypothetical', cue: cond[1]!, span: { start: at, end: at + cond[1]!.length } });
    }
  }
  if (ctx.certainty === 'possible' && type !== 'Condition') {
    const ev = ctx.evidence.find((e) => e.kind === 'uncertainty');
    if (ev && /^consider/i.test(ev.cue)) {
      ctx.certainty = 'hypothetical';
      ctx.temporality = 'hypothetical';
      ev.kind = 'hypothetical';
    }
  }
}
