/**
 * Text acquisition (service spec, Document: DocumentResult.pageCount/qualityStatus and the document
 * error codes): inline text or uploaded bytes become the one text string every entity span indexes.
 * text/plain bytes are decoded as stored (BOM-detected UTF-8/UTF-16, declared charset, else UTF-8
 * with a windows-1252 fallback), keeping line endings; PDFs go through pdf.js (legacy build).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { francAll } from 'franc-min';
import { PipelineError } from './errors.js';
import type { AcquiredText, AcquireInput, QualityStatus } from './types.js';

/** Largest text the engine processes; longer texts are cut and marked degraded. */
export const MAX_TEXT_CHARS = 5_000_000;

/** Share of unusable characters above which a text counts as degraded. */
const GARBAGE_DEGRADED = 0.05;
/** Share of unusable characters above which bytes declared as text are treated as binary. */
const GARBAGE_BINARY = 0.3;

function parseMediaType(mediaType: string): { type: string; charset: string | undefined } {
  const [type = '', ...params] = mediaType.split(';');
  let charset: string | undefined;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(p);
    if (m) charset = m[1]!.toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** base64 SHA-256 of the bytes (the form of DocumentInput.checksumSha256). */
export function sha256Base64(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64');
}

function normalizeChecksum(s: string): string {
  // accept base64url and missing padding; the spec's form is standard base64
  let t = s.trim().replace(/-/g, '+').replace(/_/g, '/');
  while (t.length % 4 !== 0) t += '=';
  return t;
}

/** Share of characters that are control characters (other than whitespace) or U+FFFD. */
export function garbageShare(text: string): number {
  if (text.length === 0) return 0;
  let bad = 0;
  const n = Math.min(text.length, 200_000);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd || (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || (c >= 0x7f && c < 0xa0)) bad++;
  }
  return bad / n;
}

function looksLikeUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero / pairs > 0.6 && evenZero / pairs < 0.05) return 'utf-16le';
  if (evenZero / pairs > 0.6 && oddZero / pairs < 0.05) return 'utf-16be';
  return null;
}

/** Decodes text/plain bytes as stored; throws unsupported_content for binary data. */
export function decodeText(bytes: Uint8Array, charset?: string): { text: string; warnings: string[] } {
  const warnings: string[] = [];
  let text: string;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  } else if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  } else if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  } else {
    const utf16 = looksLikeUtf16(bytes);
    if (utf16) {
      text = new TextDecoder(utf16).decode(bytes);
      warnings.push(`decoded as ${utf16.toUpperCase()} without a byte order mark`);
    } else if (charset && charset !== 'utf-8' && charset !== 'utf8' && charset !== 'us-ascii') {
      try {
        text = new TextDecoder(charset).decode(bytes);
      } catch {
        throw new PipelineError('unsupported_content', `The declared character set "${charset}" is not supported.`);
      }
    } else {
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        // not valid UTF-8: Latin-1 family (windows-1252 is its superset in practice)
        text = new TextDecoder('windows-1252').decode(bytes);
        warnings.push('text was not valid UTF-8 and was decoded as Windows-1252 (Latin-1)');
      }
    }
  }
  if (text.includes('\u0000') || garbageShare(text) > GARBAGE_BINARY) {
    throw new PipelineError('unsupported_content', 'The file does not contain readable text.');
  }
  return { text, warnings };
}

const require = createRequire(import.meta.url);
let pdfjsPromise: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
let standardFontDataUrl: string | undefined;

function loadPdfjs(): Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  standardFontDataUrl ??= join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  return pdfjsPromise;
}

interface TextItemLike {
  str: string;
  hasEOL?: boolean;
  transform?: number[];
}

/** Text of a PDF, pages in order separated by a form feed; pdf.js's reading order within a page. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pageCount: number; emptyPages: number }> {
  const pdfjs = await loadPdfjs();
  // pdf.js may transfer (detach) the buffer it is given: pass a copy
  const data = new Uint8Array(bytes);
  const task = pdfjs.getDocument({
    data,
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const name = (err as { name?: string }).name ?? '';
    if (name === 'PasswordException') throw new PipelineError('unsupported_content', 'The PDF is password-protected.', { cause: err });
    throw new PipelineError('unsupported_content', 'The file could not be read as a PDF.', { cause: err });
  }
  try {
    const pages: string[] = [];
    let emptyPages = 0;
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      let out = '';
      let lastY: number | undefined;
      for (const raw of content.items as TextItemLike[]) {
        if (typeof raw.str !== 'string') continue;
        const y = raw.transform?.[5];
        // a jump in baseline without an explicit end-of-line still starts a new line
        if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 2 && out.length > 0 && !out.endsWith('\n')) out += '\n';
        out += raw.str;
        if (raw.hasEOL) out += '\n';
        if (y !== undefined) lastY = y;
      }
      out = out.replace(/[ \t]+\n/g, '\n').replace(/\n+$/, '');
      if (out.trim().length === 0) emptyPages++;
      pages.push(out);
      page.cleanup();
    }
    return { text: pages.join('\n\f\n'), pageCount: doc.numPages, emptyPages };
  } finally {
    await doc.destroy();
  }
}

const ENGLISH_WORDS = new Set(['the', 'and', 'of', 'to', 'in', 'is', 'was', 'with', 'for', 'on', 'she', 'he', 'his', 'her', 'patient', 'no', 'not', 'at', 'by', 'has', 'had', 'be', 'are', 'were', 'this', 'that', 'there', 'denies', 'history', 'left', 'right', 'a', 'an', 'which', 'from', 'or', 'as', 'will']);

/** Languages compared against English; a short list keeps detection cheap (franc scores each). */
const CANDIDATE_LANGUAGES = ['eng', 'spa', 'fra', 'deu', 'por', 'ita', 'nld', 'pol', 'ron', 'swe', 'tur', 'vie', 'ind', 'tgl', 'hat', 'ces', 'hun', 'cmn', 'rus', 'ukr', 'arb', 'hin', 'jpn', 'kor', 'ell', 'heb', 'fas'];

/**
 * Language check for qualityStatus `translation_failed`: franc on the letters of the note; short
 * texts and texts where English scores close to the best guess count as English (clinical shorthand
 * confuses trigram models).
 */
export function isProbablyEnglish(text: string): boolean {
  // a few thousand characters decide the language; franc is linear in its input
  const sample = text.length <= 1600 ? text : `${text.slice(0, 1000)} ${text.slice(text.length >> 1, (text.length >> 1) + 600)}`;
  const letters = sample.replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
  if (letters.length < 120) return true;
  // common English function words settle most notes without running the trigram model
  const words = letters.toLowerCase().split(' ');
  let common = 0;
  for (const w of words) if (ENGLISH_WORDS.has(w)) common++;
  if (common / words.length >= 0.12) return true;
  const ranked = francAll(letters, { minLength: 60, only: CANDIDATE_LANGUAGES });
  const top = ranked[0];
  if (!top || top[0] === 'und' || top[0] === 'eng' || top[0] === 'sco') return true;
  const eng = ranked.find(([lang]) => lang === 'eng');
  return eng !== undefined && eng[1] >= 0.9;
}

/**
 * Acquires the text of one document (see module doc). Throws {@link PipelineError} with
 * `checksum_mismatch`, `content_missing`, `unsupported_content`, `conversion_empty` or
 * `pipeline_failed`; the message is safe to show to users.
 */
export async function acquireText(input: AcquireInput): Promise<AcquiredText> {
  try {
    return await acquire(input);
  } catch (err) {
    if (err instanceof PipelineError) throw err;
    throw new PipelineError('pipeline_failed', 'The document could not be processed.', { cause: err });
  }
}

async function acquire(input: AcquireInput): Promise<AcquiredText> {
  const { type, charset } = parseMediaType(input.mediaType ?? '');
  const warnings: string[] = [];
  let text: string;
  let pageCount = 1;
  let degraded = false;

  if (!input.bytes && (input.inlineText === null || input.inlineText === undefined)) {
    throw new PipelineError('content_missing', 'The document has no content: nothing was uploaded.');
  }

  if (input.checksumSha256) {
    const raw = input.bytes ?? new TextEncoder().encode(input.inlineText ?? '');
    if (sha256Base64(raw) !== normalizeChecksum(input.checksumSha256)) {
      throw new PipelineError('checksum_mismatch', 'The uploaded content does not match the declared SHA-256 checksum.');
    }
  }

  if (input.bytes) {
    const b = input.bytes;
    const isPdf = b.length >= 5 && b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 && b[4] === 0x2d; // %PDF-
    if (type === 'application/pdf' || (type === 'application/octet-stream' && isPdf)) {
      if (!isPdf && !latin1(b.subarray(0, 1024)).includes('%PDF-')) throw new PipelineError('unsupported_content', 'The file is not a PDF.');
      const pdf = await pdfText(b);
      text = pdf.text;
      pageCount = pdf.pageCount;
      if (text.replace(/\f/g, '').trim().length === 0) {
        throw new PipelineError('conversion_empty', 'The PDF contains no text layer (for example a scanned document).');
      }
      if (pdf.emptyPages > 0) {
        degraded = true;
        warnings.push(`${pdf.emptyPages} of ${pdf.pageCount} pages have no text layer`);
      }
    } else if (type.startsWith('text/') || type === 'application/octet-stream' || type === '') {
      const d = decodeText(b, charset);
      text = d.text;
      warnings.push(...d.warnings);
      if (d.warnings.some((w) => w.includes('Windows-1252'))) degraded = degraded || garbageShare(text) > GARBAGE_DEGRADED;
    } else {
      throw new PipelineError('unsupported_content', `Media type ${type} is not supported.`);
    }
  } else {
    text = input.inlineText ?? '';
  }

  if (text.trim().length === 0) throw new PipelineError('conversion_empty', 'The document contains no text.');
  if (text.length > MAX_TEXT_CHARS) {
    text = text.slice(0, MAX_TEXT_CHARS);
    degraded = true;
    warnings.push(`text truncated to ${MAX_TEXT_CHARS} characters`);
  }
  const garbage = garbageShare(text);
  if (garbage > GARBAGE_DEGRADED) {
    degraded = true;
    warnings.push(`${(garbage * 100).toFixed(1)}% of the characters are unreadable`);
  }
  let qualityStatus: QualityStatus = degraded ? 'degraded' : 'ok';
  if (!isProbablyEnglish(text)) {
    qualityStatus = 'translation_failed';
    warnings.push('the note does not appear to be in English; extraction is limited to English terms');
  }
  return { text, pageCount, qualityStatus, warnings };
}

function latin1(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return s;
}
