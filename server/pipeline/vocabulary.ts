/**
 * The curated vocabulary (concepts.tsv + terms.tsv under ./vocabulary) and its token trie.
 * Terms are stored as normalized token sequences; the trie is keyed by interned token ids so the
 * matcher does one Map lookup per token and never builds a regex per term.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeToken, tokenize } from './tokenize.js';
import { SYSTEM_LOINC, SYSTEM_RXNORM, SYSTEM_SNOMED } from './types.js';
import type { Specialization } from './specialize.js';

/** What a concept becomes when it is matched (the entity type follows from it and the context). */
export type ConceptKind = 'condition' | 'procedure' | 'medication' | 'observation' | 'substance' | 'immunization' | 'allergy';

export interface Concept {
  key: string;
  system: string;
  code: string;
  display: string;
  kind: ConceptKind;
  flags: ReadonlySet<string>;
}

/** Term flags (terms.tsv column 3). */
export const TERM_CASE_SENSITIVE = 1; // `cs`: only matches when written in capitals (ALL, MS)
export const TERM_ABBREVIATION = 2; // `abbr`
export const TERM_BRAND = 4; // `brand`: a brand name mapped to its ingredient(s)
export const TERM_LAY = 8; // `lay`: consumer wording ("heart attack")
export const TERM_PREFERRED = 16; // `pref`: the concept's display or its tagless form
export const TERM_AMBIGUOUS = 32; // `amb`: known to have other senses
export const TERM_NEGATED = 64; // `neg`: the word itself states absence ("afebrile" = no fever)

const FLAG_BITS: Record<string, number> = {
  cs: TERM_CASE_SENSITIVE,
  abbr: TERM_ABBREVIATION,
  brand: TERM_BRAND,
  lay: TERM_LAY,
  pref: TERM_PREFERRED,
  amb: TERM_AMBIGUOUS,
  neg: TERM_NEGATED,
};

export interface TermEntry {
  term: string;
  concepts: Concept[];
  /** The term's other sense when it is both a lab analyte and a drug ("potassium"). */
  alternates: Concept[];
  flags: number;
  tokenCount: number;
}

export interface TermRow {
  term: string;
  keys: string[];
  flags: string[];
  alt?: string[];
}

// `N` concepts are named by the project and carry no code (drug classes, uncoded findings)
const SYSTEM_BY_LETTER: Record<string, string> = { S: SYSTEM_SNOMED, L: SYSTEM_LOINC, R: SYSTEM_RXNORM, N: '' };
const LETTER_BY_SYSTEM: Record<string, string> = { [SYSTEM_SNOMED]: 'S', [SYSTEM_LOINC]: 'L', [SYSTEM_RXNORM]: 'R' };

/** Key of a concept in the vocabulary files: `S:22298006`, `L:2345-7`, `R:6809`. */
export function conceptKey(system: string, code: string): string {
  const letter = LETTER_BY_SYSTEM[system];
  if (!letter) throw new Error(`unknown code system ${system}`);
  return `${letter}:${code}`;
}

// Large enough for every distinct token of the vocabulary; trie keys are node * SPACE + token.
const TOKEN_SPACE = 1 << 21;
const RAW_CACHE_LIMIT = 200_000;

/** A loaded vocabulary: concepts, the token dictionary and the term trie. */
export class Vocabulary {
  readonly concepts = new Map<string, Concept>();
  /** More specific concepts of a concept and the words they add (see specialize.ts). */
  readonly specializations = new Map<string, Specialization[]>();
  readonly tokenIds = new Map<string, number>();
  /** Child node of (node, token): key node * TOKEN_SPACE + token. */
  private readonly children = new Map<number, number>();
  /** Term entries ending at a node: normal first, case-sensitive second. */
  private readonly entries: Array<TermEntry[] | undefined> = [undefined];
  private nodeCount = 1;
  private readonly rawCache = new Map<string, number>();
  termCount = 0;

  addConcept(c: Concept): void {
    this.concepts.set(c.key, c);
  }

  addSpecialization(row: SpecializationRow): void {
    if (!this.concepts.has(row.parent) || !this.concepts.has(row.child)) throw new Error(`specialization ${row.parent} -> ${row.child} refers to an unknown concept`);
    const list = this.specializations.get(row.parent) ?? [];
    list.push({ key: row.child, extras: row.extras, via: row.via });
    this.specializations.set(row.parent, list);
  }

  /** Adds a term; later rows with the same normalized tokens and case rule are ignored. */
  addTerm(row: TermRow): boolean {
    const resolveKeys = (keys: string[]): Concept[] =>
      keys.map((k) => {
        const c = this.concepts.get(k);
        if (!c) throw new Error(`term "${row.term}" refers to unknown concept ${k}`);
        return c;
      });
    const concepts = resolveKeys(row.keys);
    const alternates = resolveKeys(row.alt ?? []);
    let flags = 0;
    for (const f of row.flags) flags |= FLAG_BITS[f] ?? 0;
    const toks = tokenize(row.term).raws.map(normalizeToken);
    if (toks.length === 0) return false;
    let node = 0;
    for (const t of toks) {
      let id = this.tokenIds.get(t);
      if (id === undefined) {
        id = this.tokenIds.size;
        this.tokenIds.set(t, id);
      }
      const key = node * TOKEN_SPACE + id;
      let child = this.children.get(key);
      if (child === undefined) {
        child = this.nodeCount++;
        this.children.set(key, child);
        this.entries.push(undefined);
      }
      node = child;
    }
    const list = this.entries[node] ?? (this.entries[node] = []);
    const cs = (flags & TERM_CASE_SENSITIVE) !== 0;
    if (list.some((e) => ((e.flags & TERM_CASE_SENSITIVE) !== 0) === cs)) return false;
    list.push({ term: row.term, concepts, alternates, flags, tokenCount: toks.length });
    this.termCount++;
    return true;
  }

  /** Interned id of a raw token, or -1 when no term contains it. */
  tokenId(raw: string): number {
    let id = this.rawCache.get(raw);
    if (id !== undefined) return id;
    id = this.tokenIds.get(normalizeToken(raw)) ?? -1;
    if (this.rawCache.size >= RAW_CACHE_LIMIT) this.rawCache.clear();
    this.rawCache.set(raw, id);
    return id;
  }

  child(node: number, token: number): number {
    return this.children.get(node * TOKEN_SPACE + token) ?? -1;
  }

  entriesAt(node: number): TermEntry[] | undefined {
    return this.entries[node];
  }

  get size(): { concepts: number; terms: number; nodes: number; tokens: number } {
    return { concepts: this.concepts.size, terms: this.termCount, nodes: this.nodeCount, tokens: this.tokenIds.size };
  }
}

/** The data rows of a committed TSV file (header row skipped), each mapped by `row`; `file` names it in errors. */
function tsvRows<T>(tsv: string, file: string, row: (fields: string[], error: (why: string) => Error) => T): T[] {
  const out: T[] = [];
  const lines = tsv.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    out.push(row(line.split('\t'), (why) => new Error(`${file} line ${i + 1}${why}`)));
  }
  return out;
}

/** Parses concepts.tsv text (`key system code display kind flags`, header row first). */
export function parseConcepts(tsv: string): Concept[] {
  return tsvRows(tsv, 'concepts.tsv', ([key, letter, code, display, kind, flags], error) => {
    if (!key || !letter || !code || display === undefined || !kind) throw error(' is malformed');
    const system = SYSTEM_BY_LETTER[letter];
    if (system === undefined) throw error(`: unknown system ${letter}`);
    return { key, system, code, display, kind: kind as ConceptKind, flags: new Set(flags ? flags.split(',') : []) };
  });
}

/** Parses terms.tsv text (`term keys flags alt`, lists comma-separated). */
export function parseTerms(tsv: string): TermRow[] {
  return tsvRows(tsv, 'terms.tsv', ([term, keys, flags, alt], error) => {
    if (!term || !keys) throw error(' is malformed');
    return { term, keys: keys.split(','), flags: flags ? flags.split(',') : [], alt: alt ? alt.split(',') : [] };
  });
}

export interface SpecializationRow {
  parent: string;
  child: string;
  extras: string[];
  via: string;
}

/** Parses specializations.tsv text (`parent child extras via`, extras space-separated). */
export function parseSpecializations(tsv: string): SpecializationRow[] {
  return tsvRows(tsv, 'specializations.tsv', ([parent, child, extras, via], error) => {
    if (!parent || !child || !extras || !via) throw error(' is malformed');
    return { parent, child, extras: extras.split(' '), via };
  });
}

/** Builds a vocabulary from parsed rows. */
export function buildVocabulary(concepts: Iterable<Concept>, terms: Iterable<TermRow>, specializations: Iterable<SpecializationRow> = []): Vocabulary {
  const v = new Vocabulary();
  for (const c of concepts) v.addConcept(c);
  for (const t of terms) v.addTerm(t);
  for (const s of specializations) v.addSpecialization(s);
  return v;
}

/** Folder of the committed vocabulary files. */
export const VOCABULARY_DIR = fileURLToPath(new URL('./vocabulary/', import.meta.url));

/** Reads concepts.tsv, terms.tsv and specializations.tsv from `dir` and builds the trie. */
export function loadVocabulary(dir: string = VOCABULARY_DIR): Vocabulary {
  const concepts = parseConcepts(readFileSync(`${dir}/concepts.tsv`, 'utf8'));
  const terms = parseTerms(readFileSync(`${dir}/terms.tsv`, 'utf8'));
  const specializations = parseSpecializations(readFileSync(`${dir}/specializations.tsv`, 'utf8'));
  return buildVocabulary(concepts, terms, specializations);
}

let shared: Vocabulary | undefined;

/** The process-wide vocabulary, loaded on first use. */
export function defaultVocabulary(): Vocabulary {
  shared ??= loadVocabulary();
  return shared;
}
