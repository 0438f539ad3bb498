/**
 * The state the extraction stages share: one document (`DocumentState`) and the mention a stage is
 * deciding about (`Mention`). Each stage reads and narrows a mention; none re-reads the vocabulary files.
 */
import type { ContextResult, ContextRules, SentenceContext } from './context.js';
import type { TermMatch } from './matcher.js';
import type { DocumentLayout, Sentence } from './sections.js';
import type { WordStream } from './tokenize.js';
import type { Entity, EntityType } from './types.js';
import type { MedicationValues } from './values.js';
import type { Concept, ConceptKind, TermEntry, Vocabulary } from './vocabulary.js';
import type { EngineRules } from './rules.js';
import type { MedicationStatusRule } from './medication-status.js';

/** A vocabulary match located in the text and in its sentence. */
export interface Candidate {
  match: TermMatch;
  start: number;
  end: number;
  sentence: Sentence | undefined;
}

/** What the whole note says about its setting, read once ("obstetric", "liver", "hydrocephalus", "newborn"). */
export type Setting = ReadonlySet<string>;

export interface DocumentState {
  vocab: Vocabulary;
  contextRules: ContextRules;
  rules: EngineRules;
  medicationStatusRules: MedicationStatusRule[];
  text: string;
  lay: DocumentLayout;
  ts: WordStream;
  cueNorms: string[];
  cands: Candidate[];
  /** Tokens inside recognized concepts (a list of concepts does not use up a cue's reach). */
  covered: Uint8Array;
  setting: Setting;
  entities: Entity[];
  /** A drug named as the cause of the next finding ("methotrexate-related nausea"). */
  cause: { start: number; end: number } | undefined;
  /** Start of a test joined to the next one by a slash ("Influenza/COVID PCR"), or -1. */
  joinNext: number;
  lastAllergy: { entity: Entity; sentence: SentenceContext } | undefined;
  sentenceOf(c: Candidate): SentenceContext;
}

export interface Mention {
  k: number;
  c: Candidate;
  next: Candidate | undefined;
  /** The entity emitted last (before this mention). */
  prev: Entity | undefined;
  entry: TermEntry;
  primary: Concept;
  surface: string;
  sentStart: number;
  sentEnd: number;
  /** Where values written after the mention may reach (sentence end, next mention, 80 characters). */
  limit: number;
  sctx: SentenceContext;
  section: string;
  /** Sentence text before the mention. */
  before: string;
  /** Up to 40 characters after the mention, within the sentence. */
  afterText: string;
  /** Spans grow leftwards at most to the sentence start or the end of the previous entity. */
  floor: number;
  concepts: Concept[];
  kind: ConceptKind;
  type?: EntityType;
  uncoded: boolean;
  medValues?: MedicationValues;
  allergyContext: boolean;
  ctx?: ContextResult;
  polarity: 'positive' | 'negative';
  attributes: Record<string, unknown>;
}
