/**
 * The curated vocabulary (concepts.tsv + terms.tsv under ./vocabulary) and its token trie.
 * Terms are stored as normalized token sequences; the trie is keyed by interned token ids so the
 * matcher does one Map lookup per token and never builds a regex per term.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeToken, tokenTexts } from './tokenize.js';
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

const RAW_CACHE_LIMIT = 200_000;

/** Slot of (node, token) in the open-addressing edge table of `mask + 1` slots. */
function edgeSlot(node: number, token: number, mask: number): number {
  return (Math.imul(node, 0x9e3779b1) ^ Math.imul(token + 1, 0x85ebca77)) & mask;
}

/**
 * The vocabulary as flat arrays and string tables, written at build time (see
 * writePrebuiltVocabulary) so that a worker thread loads it instead of parsing the TSV files and
 * building the trie again.
 */
interface PackedVocabulary {
  tokens: string[];
  /** Concepts in insertion order: key, system letter, code, display, kind, comma-joined flags. */
  concepts: string[][];
  /** Specializations in insertion order: parent, child, space-joined extras, via. */
  specializations: string[][];
  terms: string[];
  termCount: number;
  nodeCount: number;
  edgeCount: number;
  /** Term entries of node n are entries entryStart[n] .. entryStart[n + 1]. */
  entryStart: Int32Array;
  entryTerm: Int32Array;
  entryFlags: Int32Array;
  entryTokenCount: Int32Array;
  /** Concept indexes of entry e are entryConcepts[conceptStart[e] .. conceptStart[e + 1]]; alternates likewise. */
  conceptStart: Int32Array;
  entryConcepts: Int32Array;
  altStart: Int32Array;
  entryAlts: Int32Array;
  edgeNode: Int32Array;
  edgeToken: Int32Array;
  edgeChild: Int32Array;
}

/** A loaded vocabulary: concepts, the token dictionary and the term trie. */
export class Vocabulary {
  readonly concepts = new Map<string, Concept>();
  /** More specific concepts of a concept and the words they add (see specialize.ts). */
  readonly specializations = new Map<string, Specialization[]>();
  readonly tokenIds = new Map<string, number>();
  /**
   * Trie edges in an open-addressing hash table of typed arrays: the child of (node, token) sits in
   * the first slot from edgeSlot(node, token) whose node and token match; edgeNode is -1 in free slots.
   */
  private edgeNode: Int32Array = new Int32Array(1 << 16).fill(-1);
  private edgeToken: Int32Array = new Int32Array(1 << 16);
  private edgeChild: Int32Array = new Int32Array(1 << 16);
  private edgeMask = (1 << 16) - 1;
  private edgeCount = 0;
  /** Term entries ending at a node: normal first, case-sensitive second (built lazily from `packed`). */
  private readonly entries: Array<TermEntry[] | undefined> = [undefined];
  private packed: { data: PackedVocabulary; conceptList: Concept[] } | undefined;
  private nodeCount = 1;
  private readonly rawCache = new Map<string, number>();
  /**
   * The edges as the matcher reads them, made on its first lookup: the root's children by token id
   * (every token of a note that some term contains starts a walk there), and the table's slots
   * interleaved (node, token, child) so that a probe reads one place in memory rather than three.
   */
  private walk: { rootChild: Int32Array; slots: Int32Array; mask: number } | undefined;
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
    if (this.packed) throw new Error('a prebuilt vocabulary is read-only');
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
    const toks = tokenTexts(row.term).map(normalizeToken);
    if (toks.length === 0) return false;
    let node = 0;
    for (const t of toks) {
      let id = this.tokenIds.get(t);
      if (id === undefined) {
        id = this.tokenIds.size;
        this.tokenIds.set(t, id);
      }
      let child = this.childInTable(node, id);
      if (child < 0) {
        child = this.nodeCount++;
        this.addEdge(node, id, child);
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

  private addEdge(node: number, token: number, child: number): void {
    this.walk = undefined;
    if ((this.edgeCount + 1) * 2 > this.edgeMask + 1) this.growEdges();
    let s = edgeSlot(node, token, this.edgeMask);
    while (this.edgeNode[s] !== -1) s = (s + 1) & this.edgeMask;
    this.edgeNode[s] = node;
    this.edgeToken[s] = token;
    this.edgeChild[s] = child;
    this.edgeCount++;
  }

  private growEdges(): void {
    const { edgeNode, edgeToken, edgeChild } = this;
    const size = (this.edgeMask + 1) * 2;
    this.edgeNode = new Int32Array(size).fill(-1);
    this.edgeToken = new Int32Array(size);
    this.edgeChild = new Int32Array(size);
    this.edgeMask = size - 1;
    this.edgeCount = 0;
    for (let s = 0; s < edgeNode.length; s++) if (edgeNode[s] !== -1) this.addEdge(edgeNode[s]!, edgeToken[s]!, edgeChild[s]!);
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

  /**
   * tokenId without its cache, for a caller that keeps the answer itself (findCandidates, by word
   * number): the cache would only hold one more entry per distinct word of every note.
   */
  tokenIdUncached(raw: string): number {
    return this.tokenIds.get(normalizeToken(raw)) ?? -1;
  }

  /** The child of `node` by token id `token`, or -1. */
  child(node: number, token: number): number {
    const walk = this.walk ?? this.makeWalk();
    if (node === 0) return token >= 0 && token < walk.rootChild.length ? walk.rootChild[token]! : -1;
    const { slots, mask } = walk;
    for (let s = edgeSlot(node, token, mask); ; s = (s + 1) & mask) {
      const at = s * 3;
      const n = slots[at]!;
      if (n === -1) return -1;
      if (n === node && slots[at + 1] === token) return slots[at + 2]!;
    }
  }

  /** child() over the edge table itself (while terms are added). */
  private childInTable(node: number, token: number): number {
    const mask = this.edgeMask;
    const nodes = this.edgeNode;
    for (let s = edgeSlot(node, token, mask); ; s = (s + 1) & mask) {
      const n = nodes[s]!;
      if (n === -1) return -1;
      if (n === node && this.edgeToken[s] === token) return this.edgeChild[s]!;
    }
  }

  private makeWalk(): { rootChild: Int32Array; slots: Int32Array; mask: number } {
    const size = this.edgeMask + 1;
    const slots = new Int32Array(size * 3);
    const rootChild = new Int32Array(this.tokenIds.size).fill(-1);
    for (let s = 0; s < size; s++) {
      const node = this.edgeNode[s]!;
      slots[s * 3] = node;
      slots[s * 3 + 1] = this.edgeToken[s]!;
      slots[s * 3 + 2] = this.edgeChild[s]!;
      if (node === 0) rootChild[this.edgeToken[s]!] = this.edgeChild[s]!;
    }
    this.walk = { rootChild, slots, mask: this.edgeMask };
    return this.walk;
  }

  entriesAt(node: number): TermEntry[] | undefined {
    const list = this.entries[node];
    if (list !== undefined || !this.packed) return list;
    const { data, conceptList } = this.packed;
    const from = data.entryStart[node]!;
    const to = data.entryStart[node + 1]!;
    if (from === to) return undefined;
    const out: TermEntry[] = [];
    const pick = (idx: Int32Array, a: number, b: number): Concept[] => {
      const cs: Concept[] = [];
      for (let i = a; i < b; i++) cs.push(conceptList[idx[i]!]!);
      return cs;
    };
    for (let e = from; e < to; e++) {
      out.push({
        term: data.terms[data.entryTerm[e]!]!,
        concepts: pick(data.entryConcepts, data.conceptStart[e]!, data.conceptStart[e + 1]!),
        alternates: pick(data.entryAlts, data.altStart[e]!, data.altStart[e + 1]!),
        flags: data.entryFlags[e]!,
        tokenCount: data.entryTokenCount[e]!,
      });
    }
    this.entries[node] = out;
    return out;
  }

  /** Whether this vocabulary was read from its prebuilt form (read-only) rather than built from rows. */
  get fromPrebuilt(): boolean {
    return this.packed !== undefined;
  }

  get size(): { concepts: number; terms: number; nodes: number; tokens: number } {
    return { concepts: this.concepts.size, terms: this.termCount, nodes: this.nodeCount, tokens: this.tokenIds.size };
  }

  /** The flat form written by writePrebuiltVocabulary. */
  pack(): PackedVocabulary {
    const conceptList = [...this.concepts.values()];
    const conceptIndex = new Map(conceptList.map((c, i) => [c, i]));
    const indexOf = (c: Concept): number => {
      const i = conceptIndex.get(c);
      if (i === undefined) throw new Error(`concept ${c.key} was replaced after a term referred to it`);
      return i;
    };
    const entryStart = new Int32Array(this.nodeCount + 1);
    const entryTerm: number[] = [];
    const entryFlags: number[] = [];
    const entryTokenCount: number[] = [];
    const conceptStart: number[] = [0];
    const entryConcepts: number[] = [];
    const altStart: number[] = [0];
    const entryAlts: number[] = [];
    const terms: string[] = [];
    for (let n = 0; n < this.nodeCount; n++) {
      entryStart[n] = entryTerm.length;
      for (const e of this.entriesAt(n) ?? []) {
        entryTerm.push(terms.push(e.term) - 1);
        entryFlags.push(e.flags);
        entryTokenCount.push(e.tokenCount);
        for (const c of e.concepts) entryConcepts.push(indexOf(c));
        conceptStart.push(entryConcepts.length);
        for (const c of e.alternates) entryAlts.push(indexOf(c));
        altStart.push(entryAlts.length);
      }
    }
    entryStart[this.nodeCount] = entryTerm.length;
    const specializations: string[][] = [];
    for (const [parent, list] of this.specializations) for (const s of list) specializations.push([parent, s.key, s.extras.join(' '), s.via]);
    return {
      tokens: [...this.tokenIds.keys()],
      concepts: conceptList.map((c) => [c.key, c.system ? LETTER_BY_SYSTEM[c.system]! : 'N', c.code, c.display, c.kind, [...c.flags].join(',')]),
      specializations,
      terms,
      termCount: this.termCount,
      nodeCount: this.nodeCount,
      edgeCount: this.edgeCount,
      entryStart,
      entryTerm: Int32Array.from(entryTerm),
      entryFlags: Int32Array.from(entryFlags),
      entryTokenCount: Int32Array.from(entryTokenCount),
      conceptStart: Int32Array.from(conceptStart),
      entryConcepts: Int32Array.from(entryConcepts),
      altStart: Int32Array.from(altStart),
      entryAlts: Int32Array.from(entryAlts),
      edgeNode: this.edgeNode,
      edgeToken: this.edgeToken,
      edgeChild: this.edgeChild,
    };
  }

  /** A read-only vocabulary over a packed form; term entries are made when a match first reaches their node. */
  static unpack(data: PackedVocabulary): Vocabulary {
    const v = new Vocabulary();
    const flagSets = new Map<string, ReadonlySet<string>>();
    const conceptList: Concept[] = data.concepts.map(([key, letter, code, display, kind, flags]) => {
      let set = flagSets.get(flags!);
      if (!set) flagSets.set(flags!, (set = new Set(flags ? flags.split(',') : [])));
      const c: Concept = { key: key!, system: SYSTEM_BY_LETTER[letter!]!, code: code!, display: display!, kind: kind as ConceptKind, flags: set };
      v.concepts.set(c.key, c);
      return c;
    });
    for (const [parent, child, extras, via] of data.specializations) {
      const list = v.specializations.get(parent!);
      const s = { key: child!, extras: extras!.split(' '), via: via! };
      if (list) list.push(s);
      else v.specializations.set(parent!, [s]);
    }
    data.tokens.forEach((t, i) => v.tokenIds.set(t, i));
    v.edgeNode = data.edgeNode;
    v.edgeToken = data.edgeToken;
    v.edgeChild = data.edgeChild;
    v.edgeMask = data.edgeNode.length - 1;
    v.edgeCount = data.edgeCount;
    v.nodeCount = data.nodeCount;
    v.termCount = data.termCount;
    v.entries.length = data.nodeCount;
    v.packed = { data, conceptList };
    return v;
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
export function buildVocabularyFromTsv(dir: string = VOCABULARY_DIR): Vocabulary {
  const concepts = parseConcepts(readFileSync(`${dir}/concepts.tsv`, 'utf8'));
  const terms = parseTerms(readFileSync(`${dir}/terms.tsv`, 'utf8'));
  const specializations = parseSpecializations(readFileSync(`${dir}/specializations.tsv`, 'utf8'));
  return buildVocabulary(concepts, terms, specializations);
}

/**
 * The vocabulary of `dir`: its prebuilt form when `dir` holds one built from the same files (the
 * compiled service: `npm run build` writes it), else built from the TSV files (the sources).
 */
export function loadVocabulary(dir: string = VOCABULARY_DIR): Vocabulary {
  return readPrebuiltVocabulary(dir) ?? buildVocabularyFromTsv(dir);
}

/** SHA-256 (hex) over every vocabulary and rule file of `dir` and `dir/curated`, names included. */
export function vocabularyFilesHash(dir: string = VOCABULARY_DIR): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(dir).filter((f) => f.endsWith('.tsv')).sort(),
    ...readdirSync(`${dir}/curated`).filter((f) => f.endsWith('.tsv')).sort().map((f) => `curated/${f}`),
  ];
  for (const f of files) hash.update(f).update('\u0000').update(readFileSync(`${dir}/${f}`)).update('\u0000');
  return hash.digest('hex');
}

/**
 * The prebuilt vocabulary file, beside the TSV files it was built from. Layout: the 8 bytes
 * `VOCABIN1`, a uint32 (little endian) header length, the header as JSON (format, the hash of the
 * vocabulary files, the string tables, the offset and length of each array), padding to 4 bytes,
 * then the Int32 arrays (little endian).
 */
export const PREBUILT_FILE = 'vocabulary.bin';
const PREBUILT_MAGIC = 'VOCABIN1';
/** Bump when the packed layout or the way terms are tokenized and normalized changes. */
const PREBUILT_FORMAT = 1;
const ARRAY_FIELDS = [
  'entryStart',
  'entryTerm',
  'entryFlags',
  'entryTokenCount',
  'conceptStart',
  'entryConcepts',
  'altStart',
  'entryAlts',
  'edgeNode',
  'edgeToken',
  'edgeChild',
] as const;

/** Builds the vocabulary of `dir` from its TSV files and writes its prebuilt form to `dir/vocabulary.bin` (or `out`). */
export function writePrebuiltVocabulary(dir: string = VOCABULARY_DIR, out = `${dir}/${PREBUILT_FILE}`): { bytes: number; hash: string } {
  const hash = vocabularyFilesHash(dir);
  const packed = buildVocabularyFromTsv(dir).pack();
  const arrays: Record<string, [number, number]> = {};
  let offset = 0;
  for (const f of ARRAY_FIELDS) {
    arrays[f] = [offset, packed[f].length];
    offset += packed[f].length * 4;
  }
  const { termCount, nodeCount, edgeCount } = packed;
  // string tables as one newline-joined string per column: JSON parses a few long strings much
  // faster than many short arrays
  const columns = (rows: string[][], n: number): string[] => Array.from({ length: n }, (_, j) => rows.map((r) => r[j]!).join('\n'));
  const tables = {
    tokens: packed.tokens.join('\n'),
    terms: packed.terms.join('\n'),
    concepts: columns(packed.concepts, 6),
    specializations: columns(packed.specializations, 4),
  };
  const header = Buffer.from(JSON.stringify({ format: PREBUILT_FORMAT, hash, tables, termCount, nodeCount, edgeCount, arrays }), 'utf8');
  const start = Math.ceil((12 + header.length) / 4) * 4;
  const buf = Buffer.alloc(start + offset);
  buf.write(PREBUILT_MAGIC, 0, 'latin1');
  buf.writeUInt32LE(header.length, 8);
  header.copy(buf, 12);
  for (const f of ARRAY_FIELDS) {
    const [at, length] = arrays[f]!;
    const a = packed[f];
    for (let i = 0; i < length; i++) buf.writeInt32LE(a[i]!, start + at + i * 4);
  }
  writeFileSync(out, buf);
  return { bytes: buf.length, hash };
}

/**
 * The prebuilt vocabulary of `dir`, or undefined when there is none or it is stale: built in another
 * format or from vocabulary files other than those in `dir` now (an edited row is never hidden).
 */
export function readPrebuiltVocabulary(dir: string = VOCABULARY_DIR, file = `${dir}/${PREBUILT_FILE}`): Vocabulary | undefined {
  if (!existsSync(file)) return undefined;
  const buf = readFileSync(file);
  if (buf.length < 12 || buf.toString('latin1', 0, 8) !== PREBUILT_MAGIC) return undefined;
  const headerLength = buf.readUInt32LE(8);
  const header = JSON.parse(buf.toString('utf8', 12, 12 + headerLength)) as Pick<PackedVocabulary, 'termCount' | 'nodeCount' | 'edgeCount'> & {
    format: number;
    hash: string;
    tables: { tokens: string; terms: string; concepts: string[]; specializations: string[] };
    arrays: Record<string, [number, number]>;
  };
  if (header.format !== PREBUILT_FORMAT || header.hash !== vocabularyFilesHash(dir)) return undefined;
  const start = Math.ceil((12 + headerLength) / 4) * 4;
  // one aligned little-endian copy of the array section; the arrays are views into it
  const section = new Int32Array(buf.length - start >> 2);
  if (new Uint8Array(new Uint32Array([1]).buffer)[0] !== 1) throw new Error('the prebuilt vocabulary needs a little-endian machine');
  new Uint8Array(section.buffer).set(buf.subarray(start, start + section.length * 4));
  const arrays = {} as Record<(typeof ARRAY_FIELDS)[number], Int32Array>;
  for (const f of ARRAY_FIELDS) {
    const [at, length] = header.arrays[f]!;
    arrays[f] = section.subarray(at / 4, at / 4 + length);
  }
  const rows = (cols: string[]): string[][] => {
    const split = cols.map((c) => c.split('\n'));
    const n = cols[0] === '' ? 0 : split[0]!.length;
    return Array.from({ length: n }, (_, i) => split.map((c) => c[i]!));
  };
  const { tables, termCount, nodeCount, edgeCount } = header;
  return Vocabulary.unpack({
    tokens: tables.tokens.split('\n'),
    terms: tables.terms.split('\n'),
    concepts: rows(tables.concepts),
    specializations: rows(tables.specializations),
    termCount,
    nodeCount,
    edgeCount,
    ...arrays,
  });
}

let shared: Vocabulary | undefined;

/** The process-wide vocabulary, loaded on first use. */
export function defaultVocabulary(): Vocabulary {
  shared ??= loadVocabulary();
  return shared;
}
