/**
 * Stage 2, overlap resolution across types: a dose form after a drug is part of the drug, a
 * condition word that the next mention's more specific concept names is its modifier ("febrile
 * seizures"), a condition inside the name of a screen, score, plan or clinic is no condition
 * (overlap-rules.tsv), a drug named as the cause of the next finding joins its name, and a match
 * inside the span an earlier entity took in is dropped.
 */
import type { Candidate, DocumentState, Mention } from './mention.js';
import { specializeAt } from './specialize.js';
import { TERM_NEGATED } from './vocabulary.js';

/** Only strength and device words between a drug and its dose form: "Flovent HFA 110 mcg inhaler". */
const FORM_GAP_WORD = /^(?=[^/])(?:\d[\d.,]*)?(?:mcg|mg|g|%|units?)?(?:\/(?:actuation|puff|inh|spray|dose))?$|^(?:\/|actuation|puff|HFA|MDI|DPI|Diskus|Respimat|Ellipta|Handihaler|Flexhaler|nasal|oral|metered-dose|dry|powder)$/i;
function isFormGap(gap: string): boolean {
  if (!/^\s/.test(gap) || !/\s$/.test(gap) || gap.includes('\n')) return false;
  const words = gap.trim().split(/\s+/).filter((w) => w !== '');
  return words.length <= 6 && words.every((w) => FORM_GAP_WORD.test(w));
}

/** Whether a cross-type overlap rule makes candidate `c` part of a longer name of something else. */
export function insideContainer(doc: DocumentState, c: Candidate): boolean {
  const kind = c.match.entry.concepts[0]!.kind;
  for (const r of doc.rules.overlap) {
    if (!r.kinds.has(kind)) continue;
    if (r.after && !r.after.test(doc.text.slice(c.end, c.end + 60))) continue;
    if (r.before && !r.before.test(doc.text.slice(Math.max(c.sentence?.start ?? 0, c.start - 60), c.start))) continue;
    return true;
  }
  return false;
}

/** Resolves overlaps between candidates of the document (in place) and marks the covered tokens. */
export function resolveOverlaps(doc: DocumentState): void {
  const { cands, text, vocab, ts } = doc;
  for (let k = cands.length - 1; k > 0; k--) {
    const c = cands[k]!;
    const p = cands[k - 1]!;
    if (c.match.entry.concepts.some((x) => x.flags.has('form')) && p.match.entry.concepts[0]?.kind === 'medication' && isFormGap(text.slice(p.end, c.start))) cands.splice(k, 1);
  }
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
    if (sp && sp.from <= p.match.first) cands.splice(k - 1, 1);
  }
  // (the contained concept still covers its tokens: a cue's reach does not count them)
  for (const c of cands) for (let i = c.match.first; i < c.match.last; i++) doc.covered[i] = 1;
  for (let k = cands.length - 1; k >= 0; k--) if (insideContainer(doc, cands[k]!)) cands.splice(k, 1);
}

// (the words after the cue name the allergens, not a treatment chosen instead: "if intolerant, consider febuxostat",
// nor the treatment of an allergic disease: "allergic rhinitis treated with loratadine")
// ("Allergies:" as a label heads the allergens after it even where it is no section: "- Allergies: seasonal pollen";
// not a problem's title: "1. Confirmed peanut allergy: continue strict peanut avoidance")
const ALLERGY_BEFORE = /\b(?:allerg(?:y|ies|ic)|intoleran(?:t|ce)|sensitiv(?:e|ity)|reactions?|anaphylaxis)\b(?:\s+(?:to|with|from|include|includes|including|are|is|of)|(?<=(?:^|[\n•*-]|[.;]\s)\s*(?:allerg(?:y|ies)|intolerances?))\s*:)?(?:(?!\b(?:consider|considering|start|starting|switch|switched|try|trial|use|add|give|prescribe|prescribed|recommend|change|changed|then|instead|treated|treating|controlled|managed|relieved)\b)[\s\w,/-]|\(\w+\)){0,60}(?:\(\s*)?$/i;
export { ALLERGY_BEFORE };

/**
 * Joins a mention with the next one where the two are one name: two tests before one method
 * ("Influenza/COVID PCR"), a drug named as the cause of a finding ("methotrexate-related nausea").
 * Returns false when the mention is taken in by the next one.
 */
export function composeWithNext(doc: DocumentState, m: Mention): boolean {
  // (both joins need a next mention and a "/" or "-" right after this one: the rest, which few mentions
  // reach, is a function of its own, so that its first use does not throw away the optimized code of
  // the engine's loop over mentions, into which this test is compiled)
  const ch = m.next ? doc.text.charCodeAt(m.c.end) : 0;
  return ch !== 47 && ch !== 45 ? true : composeAtJoin(doc, m);
}

function composeAtJoin(doc: DocumentState, m: Mention): boolean {
  const { text } = doc;
  const { c, next, primary } = m;
  if (primary.kind === 'condition' && next && text[c.end] === '/' && next.start === c.end + 1 && next.match.entry.concepts[0]?.kind === 'observation') {
    doc.joinNext = c.start;
    return false;
  }
  if ((primary.kind === 'medication' || primary.kind === 'substance') && m.section !== 'allergies' && next && /^-(?:induced|related|associated)\s+$/i.test(text.slice(c.end, next.start)) && !ALLERGY_BEFORE.test(m.before)) {
    if (next.match.entry.concepts[0]!.kind === 'condition') {
      doc.cause = { start: c.start, end: c.end };
      return false;
    }
  }
  return true;
}
