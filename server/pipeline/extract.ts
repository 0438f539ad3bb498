/**
 * Concept recognition + context + values -> Entity list (service spec, Resources: Entity).
 * Pure and synchronous: text in, entities out; no I/O once the vocabulary and rules are loaded.
 *
 * A list of small stages, each in its own module and each reading its rules as data:
 *   1. candidates  (stage-candidates.ts)  layout, tokens, longest vocabulary matches
 *   2. overlaps    (stage-overlap.ts)     dose forms, modifiers, containers across types (overlap-rules.tsv)
 *   3. sense       (stage-sense.ts)       sense by setting (sense-rules.tsv), two-sense words, entity type
 *   4. context     (stage-context.ts)     ConText (context-triggers.tsv, context-rules.tsv), subject by setting
 *   5. attributes  (stage-attributes.ts)  values, units, medication status, clinical status
 *   6. coding      (stage-coding.ts)      specialization, span, codes, ids; note-level coding
 *   then findings written as phrases (stage-findings.ts, findings-rules.tsv): smoking, alcohol and
 *   drug use, no known allergies, assessment scores with values
 */
import { defaultContextRules, type ContextRules } from './context.js';
import type { DocumentState, Mention } from './mention.js';
import { defaultEngineRules, type EngineRules } from './rules.js';
import { attributesStage } from './stage-attributes.js';
import { findCandidates } from './stage-candidates.js';
import { codingStage, joinCombinationProducts, resolveDiabetesType } from './stage-coding.js';
import { conditionalStage, contextStage } from './stage-context.js';
import { composeWithNext, resolveOverlaps } from './stage-overlap.js';
import { dropRule, senseOf } from './stage-sense.js';
import { layout } from './sections.js';
import { addFindings, defaultFindingRules } from './stage-findings.js';
import type { WordStream } from './tokenize.js';
import type { Entity } from './types.js';
import { defaultVocabulary, type Vocabulary } from './vocabulary.js';

/** The mention of candidate `k`, or undefined when an earlier entity's span took it in ("CT head without contrast"). */
function openMention(doc: DocumentState, k: number): Mention | undefined {
  const { text, cands, entities } = doc;
  const c = cands[k]!;
  const prev = entities[entities.length - 1];
  if (prev && c.start < prev.span.end) return undefined;
  const next = cands[k + 1];
  const entry = c.match.entry;
  const primary = entry.concepts[0]!;
  const sentEnd = c.sentence ? c.sentence.end : text.length;
  const sentStart = c.sentence ? c.sentence.start : Math.max(0, c.start - 200);
  const sctx = doc.sentenceOf(c);
  return {
    k,
    c,
    next,
    prev,
    entry,
    primary,
    // (a one-word mention's text is its token's, already held by the word table: no new string to hash)
    surface: c.match.last - c.match.first === 1 ? doc.ts.raws[c.match.first]! : text.slice(c.start, c.end),
    sentStart,
    sentEnd,
    limit: Math.min(sentEnd, next ? next.start : text.length, c.end + 80),
    sctx,
    section: sctx.section?.kind ?? 'other',
    before: text.slice(sentStart, c.start),
    afterText: text.slice(c.end, Math.min(sentEnd, c.end + 40)),
    floor: Math.max(sentStart, prev?.span.end ?? 0),
    concepts: entry.concepts,
    kind: primary.kind,
    // (every field set here, the ones later stages fill too: one shape for every mention, see triggerRule)
    type: undefined,
    uncoded: false,
    medValues: undefined,
    allergyContext: false,
    ctx: undefined,
    polarity: 'positive',
    attributes: {},
  };
}

/** Extracts coded entities from `text` with an explicit vocabulary, trigger lexicon and rule set. */
export function extractWith(vocab: Vocabulary, contextRules: ContextRules, text: string, rules: EngineRules = defaultEngineRules()): Entity[] {
  if (text.length === 0) return [];
  const doc = findCandidates(vocab, contextRules, rules, text);
  if (!doc) return addFindings(defaultFindingRules(), contextRules, text, layout(text), []);
  resolveOverlaps(doc);
  for (let k = 0; k < doc.cands.length; k++) {
    const m = openMention(doc, k);
    if (!m) continue;
    if (dropRule(doc, m)) continue;
    if (!composeWithNext(doc, m)) continue;
    if (!senseOf(doc, m)) continue;
    if (!contextStage(doc, m)) continue;
    if (!attributesStage(doc, m)) continue;
    conditionalStage(doc, m);
    const entity = codingStage(doc, m);
    doc.entities.push(entity);
    if (entity.type === 'AllergyIntolerance') doc.lastAllergy = { entity, sentence: m.sctx };
  }
  resolveDiabetesType(vocab, doc.entities);
  return addFindings(defaultFindingRules(), contextRules, text, doc.lay, joinCombinationProducts(text, doc.entities, vocab), doc.ts);
}

/** Extracts coded entities from `text` with the committed vocabulary and rules (loaded lazily, once). */
export function extract(text: string): Entity[] {
  return extractWith(defaultVocabulary(), defaultContextRules(), text);
}
