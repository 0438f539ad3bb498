/**
 * ConText (server/pipeline/context.ts) through its own API with a small trigger table of our own, so
 * that each rule of the algorithm is checked on its own: scope direction and reach, the nearest cue
 * deciding, termination cues and pseudo-triggers, the terminators a rule lists, cues glued to other
 * words or shut in parentheses, the evidence returned, and the section defaults. The committed
 * lexicon is checked by context.test.ts and stages.test.ts.
 */
import { expect } from 'chai';
import {
  addContextRules,
  analyzeContext,
  ContextRules,
  cueToken,
  defaultContextRules,
  parseTriggers,
  prepareSentence,
  contextOf,
  tokenRange,
  type ContextResult,
} from '../../server/pipeline/context.js';
import { tokenize } from '../../server/pipeline/tokenize.js';

const TRIGGERS = `literal\tcategory\tdirection\tsource
no\tNEGATED_EXISTENCE\tFORWARD\ttest
denies\tNEGATED_EXISTENCE\tFORWARD\ttest
non\tNEGATED_EXISTENCE\tFORWARD\ttest
ruled out\tNEGATED_EXISTENCE\tBACKWARD\ttest
negative\tNEGATED_EXISTENCE\tBACKWARD\ttest
free\tNEGATED_EXISTENCE\tBIDIRECTIONAL\ttest
possible\tPOSSIBLE_EXISTENCE\tFORWARD\ttest
likely\tPOSSIBLE_EXISTENCE\tBACKWARD\ttest
if\tHYPOTHETICAL\tFORWARD\ttest
history of\tHISTORICAL\tFORWARD\ttest
s/p\tHISTORICAL\tFORWARD\ttest
ago\tHISTORICAL\tBACKWARD\ttest
today\tHISTORICAL\tTERMINATE\ttest
mother\tFAMILY\tFORWARD\ttest
grandmother\tFAMILY\tFORWARD\ttest
roommate\tOTHER_EXPERIENCER\tFORWARD\ttest
no increase\tPSEUDO\tPSEUDO\ttest
but\tTERMINATE\tTERMINATE\ttest
rule out\tPOSSIBLE_EXISTENCE\tFORWARD\ttest
rule out\tPSEUDO\tPSEUDO\ttest
risk\tHYPOTHETICAL\tBACKWARD\ttest
not suggested\tNEGATED_EXISTENCE\tBACKWARD\ttest
`;

const RULES_HEADER = 'literal\tcategory\tdirection\tallowed_types\tmax_scope\tterminated_by\texample\n';

/** The test lexicon plus context-rules rows (`literal category direction allowed max_scope terminated_by`). */
function lexicon(...rows: string[]): ContextRules {
  return addContextRules(parseTriggers(TRIGGERS), RULES_HEADER + rows.map((r) => `${r}\t\n`).join(''));
}

const plain = lexicon();

function ctx(text: string, target: string, rules: ContextRules = plain): ContextResult {
  const start = text.indexOf(target);
  if (start < 0) throw new Error(`"${target}" not in "${text}"`);
  return analyzeContext(text, { start, end: start + target.length }, { rules });
}
const polarity = (text: string, target: string, rules?: ContextRules) => ctx(text, target, rules).polarity;

/**
 * ConText over the whole of `text` as the extraction stages run it: the tokens of `concepts` (other
 * recognized concepts of the sentence) marked covered.
 */
function withConcepts(text: string, target: string, concepts: string[], rules: ContextRules = plain): ContextResult {
  const ts = tokenize(text);
  const norms = ts.raws.map(cueToken);
  const s = prepareSentence(rules, text, ts, norms, 0, ts.count, undefined);
  s.covered = new Uint8Array(ts.count);
  for (const c of concepts) {
    const at = text.indexOf(c);
    if (at < 0) throw new Error(`"${c}" not in "${text}"`);
    const [a, b] = tokenRange(ts, at, at + c.length);
    for (let i = a; i < b; i++) s.covered[i] = 1;
  }
  const start = text.indexOf(target);
  const [first, last] = tokenRange(ts, start, start + target.length);
  s.cues = s.cues.filter((c) => c.last <= first || c.first >= last);
  return contextOf(s, first, last, start, start + target.length);
}
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('ConText (module API, a trigger table of our own)', () => {
  describe('the trigger table', () => {
    it('cueToken: lower case without a possessive', () => {
      expect(cueToken("Mother's")).to.equal('mother');
      expect(cueToken('Father\u2019s')).to.equal('father');
      expect(cueToken('DENIES')).to.equal('denies');
      expect(cueToken('sister')).to.equal('sister');
      expect(cueToken("o'clock")).to.equal("o'clock");
      expect(cueToken("O'Sullivan")).to.equal("o'sullivan");
    });

    it('parseTriggers skips the header and incomplete lines, and counts one rule per literal, category and direction', () => {
      const rules = parseTriggers('literal\tcategory\tdirection\tsource\nno\tNEGATED_EXISTENCE\tFORWARD\tx\nno\tNEGATED_EXISTENCE\tFORWARD\ty\nno\tHISTORICAL\tFORWARD\tx\nbroken\tNEGATED_EXISTENCE\n\n\tNEGATED_EXISTENCE\tFORWARD\n');
      expect(rules.size).to.equal(2);
      expect(polarity('broken fever', 'fever', rules)).to.equal('positive');
      expect(ctx('no fever', 'fever', rules)).to.include({ polarity: 'negative', temporality: 'historical' });
      // the same literal and category in another direction is a rule of its own
      const both = parseTriggers('literal\tcategory\tdirection\nfree\tNEGATED_EXISTENCE\tFORWARD\nfree\tNEGATED_EXISTENCE\tBACKWARD\n');
      expect(both.size).to.equal(2);
      expect(polarity('free of fever', 'fever', both)).to.equal('negative');
      expect(polarity('fever free', 'fever', both)).to.equal('negative');
      // the header line is not a rule
      expect(parseTriggers('no\tNEGATED_EXISTENCE\tFORWARD\n').size).to.equal(0);
      expect(new ContextRules([]).size).to.equal(0);
    });

    it('addContextRules skips comments and blank lines, refuses a row without literal, category or direction', () => {
      const rules = addContextRules(parseTriggers(TRIGGERS), `# a comment\n\n${RULES_HEADER}\n# another\nnever\tNEGATED_EXISTENCE\tFORWARD\t\t\t\t\n`);
      expect(polarity('never fever', 'fever', rules)).to.equal('negative');
      expect(rules.size).to.equal(plain.size + 1);
      expect(() => addContextRules(parseTriggers(TRIGGERS), `${RULES_HEADER}never\tNEGATED_EXISTENCE\t\t\t\t\t\n`)).to.throw(/context-rules\.tsv: malformed row "never\tNEGATED_EXISTENCE/);
      expect(() => addContextRules(parseTriggers(TRIGGERS), `${RULES_HEADER}never\t\tFORWARD\t\t\t\t\n`)).to.throw(/malformed row/);
      expect(() => addContextRules(parseTriggers(TRIGGERS), `${RULES_HEADER}\tNEGATED_EXISTENCE\tFORWARD\t\t\t\t\n`)).to.throw(/malformed row/);
      // a row may stop after its direction: no types, the category's reach
      const short = addContextRules(parseTriggers(TRIGGERS), `${RULES_HEADER}never\tNEGATED_EXISTENCE\tFORWARD\n`);
      expect(polarity(`never ${words(18)} fever`, 'fever', short)).to.equal('negative');
      // a line of spaces is a blank line
      expect(() => addContextRules(parseTriggers(TRIGGERS), `${RULES_HEADER}   \n`)).to.not.throw();
      // cells are trimmed
      const trimmed = addContextRules(parseTriggers(TRIGGERS), `${RULES_HEADER} never \t NEGATED_EXISTENCE \t FORWARD \t\t 1 \t\t\n`);
      expect(polarity('never fever', 'fever', trimmed)).to.equal('negative');
      expect(polarity('never a fever', 'fever', trimmed)).to.equal('negative');
      expect(polarity('never a b fever', 'fever', trimmed)).to.equal('positive');
    });

    it('a row restating a listed cue with a scope replaces it; a plain restatement changes nothing', () => {
      expect(polarity(`no ${words(5)} fever`, 'fever')).to.equal('negative');
      const scoped = lexicon('no\tNEGATED_EXISTENCE\tFORWARD\t\t2\t');
      expect(scoped.size).to.equal(plain.size);
      expect(polarity(`no ${words(2)} fever`, 'fever', scoped)).to.equal('negative');
      expect(polarity(`no ${words(3)} fever`, 'fever', scoped)).to.equal('positive');
      const typed = lexicon('no\tNEGATED_EXISTENCE\tFORWARD\tMedication\t\t');
      expect(typed.size).to.equal(plain.size);
      const ended = lexicon('no\tNEGATED_EXISTENCE\tFORWARD\t\t\t,');
      expect(polarity('no cough, fever', 'fever', ended)).to.equal('positive');
      expect(polarity('no cough, fever', 'fever')).to.equal('negative');
      // a plain restatement after a scoped one keeps the scope
      const kept = lexicon('no\tNEGATED_EXISTENCE\tFORWARD\t\t2\t', 'no\tNEGATED_EXISTENCE\tFORWARD\t\t\t');
      expect(polarity(`no ${words(3)} fever`, 'fever', kept)).to.equal('positive');
      // the same literal with another category is a rule of its own
      const other = lexicon('no\tHISTORICAL\tFORWARD\t\t\t');
      expect(other.size).to.equal(plain.size + 1);
      expect(ctx('no fever', 'fever', other)).to.include({ polarity: 'negative', temporality: 'historical' });
    });

    it('scopeOf: the cue\'s own reach, else its category\'s for the direction (or for any direction), else the default', () => {
      const rules = lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t3\t;', '*\tHISTORICAL\t*\t\t5\t,', 'denies\tNEGATED_EXISTENCE\tFORWARD\t\t1\t');
      const own1 = rules.scopeOf({ category: 'NEGATED_EXISTENCE', direction: 'FORWARD', maxScope: 1 }, true);
      expect(own1.maxScope).to.equal(1);
      expect([...own1.terminatedBy!], 'the category\'s terminators still apply').to.deep.equal([';']);
      const fwd = rules.scopeOf({ category: 'NEGATED_EXISTENCE', direction: 'FORWARD' }, true);
      expect(fwd.maxScope).to.equal(3);
      expect([...fwd.terminatedBy!]).to.deep.equal([';']);
      // no backward row for negation: the category's built-in reach
      expect(rules.scopeOf({ category: 'NEGATED_EXISTENCE', direction: 'BACKWARD' }, false)).to.deep.equal({ maxScope: 18, terminatedBy: undefined });
      const any = rules.scopeOf({ category: 'HISTORICAL', direction: 'BACKWARD' }, false);
      expect(any.maxScope).to.equal(5);
      expect([...any.terminatedBy!]).to.deep.equal([',']);
      expect(rules.scopeOf({ category: 'HISTORICAL', direction: 'FORWARD' }, true).maxScope).to.equal(5);
      const own = new Set(['(']);
      expect(rules.scopeOf({ category: 'HISTORICAL', direction: 'FORWARD', terminatedBy: own }, true).terminatedBy).to.equal(own);
      expect(rules.scopeOf({ category: 'POSSIBLE_EXISTENCE', direction: 'FORWARD' }, true).maxScope).to.equal(12);
      // through the algorithm
      expect(polarity(`no ${words(3)} fever`, 'fever', rules)).to.equal('negative');
      expect(polarity(`no ${words(4)} fever`, 'fever', rules)).to.equal('positive');
      expect(polarity('denies a fever', 'fever', rules)).to.equal('negative');
      expect(polarity('denies a b fever', 'fever', rules)).to.equal('positive');
    });

    it('findCues: longest non-overlapping matches within the token range', () => {
      const text = 'No increase in pain, no fever; history of asthma.';
      const ts = tokenize(text);
      const norms = ts.raws.map(cueToken);
      const cues = plain.findCues(ts, norms, 0, ts.count);
      expect(cues.map((c) => [text.slice(c.start, c.end), c.first, c.last, c.rules.map((r) => r.category)])).to.deep.equal([
        ['No increase', 0, 2, ['PSEUDO']],
        ['no', 4, 5, ['NEGATED_EXISTENCE']],
        ['history of', 6, 8, ['HISTORICAL']],
      ]);
      expect(plain.findCues(ts, norms, 1, 7).map((c) => text.slice(c.start, c.end))).to.deep.equal(['no']);
      expect(plain.findCues(ts, norms, 0, 1).map((c) => text.slice(c.start, c.end))).to.deep.equal(['No']);
      // a literal that tokenizes to nothing adds no rule
      const empty = new ContextRules([{ literal: '--', category: 'NEGATED_EXISTENCE', direction: 'FORWARD' }]);
      expect(empty.size).to.equal(0);
    });
  });

  describe('cues written with a sign', () => {
    it('a cue whose literal starts with a sign applies only after that sign ("-ve for" is not "+ve for")', () => {
      const signed = lexicon('-ve for\tNEGATED_EXISTENCE\tFORWARD\t\t\t');
      expect(polarity('Smear -ve for malaria.', 'malaria', signed)).to.equal('negative');
      expect(polarity('Smear +ve for malaria.', 'malaria', signed)).to.equal('positive');
      expect(polarity('Smear ve for malaria.', 'malaria', signed)).to.equal('positive');
      expect(ctx('Smear -ve for malaria.', 'malaria', signed).evidence.map((e) => e.cue)).to.deep.equal(['ve for']);
      // a sign inside a literal is no sign written before it
      const hyphenated = lexicon('smear-negative for\tNEGATED_EXISTENCE\tFORWARD\t\t\t');
      expect(polarity('Thick smear-negative for malaria.', 'malaria', hyphenated)).to.equal('negative');
    });

    it('an unsigned rule on the same words still applies after either sign', () => {
      const both = lexicon('-ve for\tNEGATED_EXISTENCE\tFORWARD\t\t\t', 've for\tPOSSIBLE_EXISTENCE\tFORWARD\t\t\t');
      const plus = ctx('Smear +ve for malaria.', 'malaria', both);
      expect([plus.polarity, plus.certainty]).to.deep.equal(['positive', 'possible']);
      const minus = ctx('Smear -ve for malaria.', 'malaria', both);
      expect(minus.polarity).to.equal('negative');
    });
  });

  describe('direction and reach', () => {
    it('forward cues before the target, backward cues after it, bidirectional both', () => {
      expect(polarity('no fever', 'fever')).to.equal('negative');
      expect(polarity('fever no', 'fever')).to.equal('positive');
      expect(polarity('fever ruled out', 'fever')).to.equal('negative');
      expect(polarity('ruled out fever', 'fever')).to.equal('positive');
      expect(polarity('free of fever', 'fever')).to.equal('negative');
      expect(polarity('fever free', 'fever')).to.equal('negative');
    });

    it('a cue that only looks the other way does not stop the search for one further off', () => {
      expect(polarity('no ruled out fever', 'fever')).to.equal('negative');
      expect(polarity('fever no ruled out', 'fever')).to.equal('negative');
      // nor a cue of another category
      expect(ctx('no history of fever', 'fever')).to.include({ polarity: 'negative', temporality: 'historical' });
      expect(polarity('fever likely ruled out', 'fever')).to.equal('negative');
      // even when it also ends this category's scopes in the other direction
      const rules = lexicon('ruled out\tNEGATED_EXISTENCE\tTERMINATE\t\t\t');
      expect(polarity('no ruled out fever', 'fever', rules)).to.equal('negative');
    });

    it('a forward cue reaches 18 words for negation by default, a backward cue too', () => {
      expect(polarity(`no ${words(18)} fever`, 'fever')).to.equal('negative');
      expect(polarity(`no ${words(19)} fever`, 'fever')).to.equal('positive');
      expect(polarity(`fever ${words(18)} ruled out`, 'fever')).to.equal('negative');
      expect(polarity(`fever ${words(19)} ruled out`, 'fever')).to.equal('positive');
    });

    it('a forward cue found, the backward ones are not looked at', () => {
      expect(ctx('no fever ruled out', 'fever').evidence).to.deep.equal([{ kind: 'negation', cue: 'no', span: { start: 0, end: 2 } }]);
      expect(ctx('fever ruled out', 'fever').evidence).to.deep.equal([{ kind: 'negation', cue: 'ruled out', span: { start: 6, end: 15 } }]);
    });

    it('a backward cue takes the backward scope of its category', () => {
      const rules = lexicon('*\tNEGATED_EXISTENCE\tBACKWARD\t\t1\t');
      expect(polarity('fever a ruled out', 'fever', rules)).to.equal('negative');
      expect(polarity('fever a b ruled out', 'fever', rules)).to.equal('positive');
      expect(polarity(`no ${words(5)} fever`, 'fever', rules)).to.equal('negative');
    });

    it('the nearest cue of a category decides: one out of reach is not passed over for a farther one', () => {
      const rules = lexicon('denies\tNEGATED_EXISTENCE\tFORWARD\t\t1\t', 'no\tNEGATED_EXISTENCE\tFORWARD\t\t10\t', 'ruled out\tNEGATED_EXISTENCE\tBACKWARD\t\t1\t', 'negative\tNEGATED_EXISTENCE\tBACKWARD\t\t10\t');
      expect(polarity('no denies a b fever', 'fever', rules)).to.equal('positive');
      expect(polarity('no denies a fever', 'fever', rules)).to.equal('negative');
      expect(polarity('fever a b ruled out negative', 'fever', rules)).to.equal('positive');
      expect(polarity('fever a ruled out negative', 'fever', rules)).to.equal('negative');
    });

    it('a cue inside the target does not apply to it', () => {
      expect(polarity('history of no fever today', 'no fever')).to.equal('positive');
      expect(ctx('no known fever', 'known')).to.include({ polarity: 'negative' });
    });

    it('a cue reaches across sentences only when the target span does', () => {
      expect(polarity('No cough. Fever today.', 'Fever')).to.equal('positive');
      expect(polarity('No cough. Fever today.', 'cough. Fever')).to.equal('negative');
    });
  });

  describe('what ends a scope', () => {
    it('termination cues end every category; a category\'s own terminator ends only that category', () => {
      expect(polarity('no cough but fever', 'fever')).to.equal('positive');
      expect(polarity('fever but ruled out', 'fever')).to.equal('positive');
      expect(ctx('history of asthma but fever', 'fever').temporality).to.equal('recent');
      expect(ctx('history of asthma today fever', 'fever').temporality).to.equal('recent');
      expect(ctx('fever today ago', 'fever').temporality).to.equal('recent');
      expect(polarity('no cough today fever', 'fever')).to.equal('negative');
      // a termination cue that is also a cue of another category still ends every scope
      const mixed = lexicon('but\tHISTORICAL\tFORWARD\t\t\t');
      expect(polarity('no cough but fever', 'fever', mixed)).to.equal('positive');
    });

    it('a semicolon or a spaced dash ends any scope', () => {
      expect(polarity('no cough; fever', 'fever')).to.equal('positive');
      expect(polarity('no cough - fever', 'fever')).to.equal('positive');
      expect(polarity('no cough -- fever', 'fever')).to.equal('positive');
      expect(polarity('fever; ruled out', 'fever')).to.equal('positive');
      expect(polarity('no cough-fever', 'fever')).to.equal('negative');
    });

    it('pseudo-triggers trigger nothing, even where a category rule shares their words', () => {
      expect(polarity('no increase in fever', 'fever')).to.equal('positive');
      expect(ctx('rule out fever', 'fever').certainty).to.equal('confirmed');
      expect(ctx('possible fever', 'fever').certainty).to.equal('possible');
    });

    it('a colon ends a scope after words of its own; right after a forward cue it introduces the scope, right after the target a backward cue answers it', () => {
      const rules = lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t\t:', '*\tNEGATED_EXISTENCE\tBACKWARD\t\t\t:');
      expect(polarity('denies: fever', 'fever', rules)).to.equal('negative');
      expect(polarity('denies cough: fever', 'fever', rules)).to.equal('positive');
      // a colon right after the target is a label the backward cue answers ("ECG: not indicated");
      // words after the colon are another item ("fever: cough ruled out")
      expect(polarity('fever: ruled out', 'fever', rules)).to.equal('negative');
      expect(polarity('fever: cough ruled out', 'fever', rules)).to.equal('positive');
      expect(polarity('fever ruled out', 'fever', rules)).to.equal('negative');
      expect(polarity('denies cough: fever', 'fever')).to.equal('negative');
      expect(polarity('denies : fever', 'fever', rules)).to.equal('negative');
      // a rule that does not list the colon is not ended by one
      expect(polarity('no cough: fever', 'fever', lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t\t,'))).to.equal('negative');
    });

    it('an open parenthesis ends the scope once it holds words of its own; a list in it does not', () => {
      const rules = lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t\t(');
      expect(polarity('no cough (or fever', 'fever', rules)).to.equal('negative');
      expect(polarity('no cough (e.g. fever', 'fever', rules)).to.equal('negative');
      expect(polarity('no cough (including any signs of fever', 'fever', rules)).to.equal('negative');
      expect(polarity('no cough (Tmax 37 fever', 'fever', rules)).to.equal('positive');
      expect(polarity('no cough (Tmax) fever', 'fever', rules)).to.equal('negative');
      expect(polarity('no (Tmax 37) cough (or fever', 'fever', rules)).to.equal('negative');
      expect(polarity('no cough (Tmax 37 fever', 'fever')).to.equal('negative');
      expect(polarity('no(Tmax 37 fever', 'fever', rules)).to.equal('positive');
      expect(polarity('no cough(or fever', 'fever', rules)).to.equal('negative');
      expect(polarity('no cough (or any fever', 'fever', rules)).to.equal('negative');
      // a rule that does not list the parenthesis is not ended by one
      expect(polarity('no cough (Tmax 37 fever', 'fever', lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t\t,'))).to.equal('negative');
    });

    it('a comma ends a scope that lists it, a new clause one that lists "clause"', () => {
      const comma = lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t\t,');
      expect(polarity('no cough, fever', 'fever', comma)).to.equal('positive');
      expect(polarity('no cough fever', 'fever', comma)).to.equal('negative');
      const clause = lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t\tclause');
      expect(polarity('no cough, fever', 'fever', clause)).to.equal('negative');
      expect(polarity('no cough, the fever', 'fever', clause)).to.equal('positive');
      expect(polarity('no cough, and she has fever', 'fever', clause)).to.equal('positive');
      const semicolon = lexicon('*\tNEGATED_EXISTENCE\tFORWARD\t\t\t;');
      expect(polarity('no cough, the fever', 'fever', semicolon)).to.equal('negative');
      // backward: only the text between the target and the cue counts
      const hist = lexicon('*\tHISTORICAL\tBACKWARD\t\t\t,');
      expect(ctx('asthma years ago, cough', 'asthma', hist).temporality).to.equal('historical');
    });
  });

  describe('cues about something else', () => {
    it('a cue glued to the next word by a hyphen is about that word; glued to the target it applies', () => {
      expect(polarity('non-bloody emesis', 'emesis')).to.equal('positive');
      expect(polarity('non-tender', 'tender')).to.equal('negative');
      expect(polarity('cancer HER2-negative', 'cancer')).to.equal('positive');
      expect(polarity('HER2-negative', 'HER2')).to.equal('negative');
    });

    it('a cue in a parenthesis closed before the target is about what the parenthesis is about', () => {
      expect(polarity('torsion (no cough) fever', 'fever')).to.equal('positive');
      expect(polarity('torsion (no cough fever)', 'fever')).to.equal('negative');
      expect(polarity('(x) no cough) fever', 'fever')).to.equal('negative');
      expect(polarity(`(${'y'.repeat(200)} no cough) fever`, 'fever')).to.equal('negative');
      expect(polarity(`(${'y'.repeat(190)} no cough) fever`, 'fever')).to.equal('positive');
      expect(polarity('(no cough fever', 'fever'), 'a parenthesis never closed').to.equal('negative');
      expect(polarity('no cough) fever', 'fever'), 'a parenthesis never opened').to.equal('negative');
      expect(polarity(`(${'y'.repeat(198)} no cough) fever`, 'fever'), '200 characters after the parenthesis').to.equal('negative');
      expect(polarity(`${'z'.repeat(300)} (no cough) fever`, 'fever'), 'counted from the parenthesis').to.equal('positive');
    });

    it('"s/p" is about the item it names, not the rest of a list', () => {
      expect(ctx('s/p CABG, stent', 'CABG').temporality).to.equal('historical');
      expect(ctx('s/p CABG, stent', 'stent').temporality).to.equal('recent');
      expect(ctx('history of CABG, stent', 'stent').temporality).to.equal('historical');
    });

    it('a backward cue after a list item is about that item, but a historical one covers the list', () => {
      expect(polarity('fever, cough ruled out', 'fever')).to.equal('positive');
      expect(polarity('fever, cough ruled out', 'cough')).to.equal('negative');
      expect(ctx('asthma, eczema years ago', 'asthma').temporality).to.equal('historical');
    });
  });

  describe('other recognized concepts in the sentence', () => {
    it('do not use up a cue\'s reach', () => {
      const rules = lexicon('no\tNEGATED_EXISTENCE\tFORWARD\t\t1\t', 'ruled out\tNEGATED_EXISTENCE\tBACKWARD\t\t1\t');
      expect(withConcepts('no cough cough fever', 'fever', [], rules).polarity).to.equal('positive');
      expect(withConcepts('no cough cough fever', 'fever', ['cough cough'], rules).polarity).to.equal('negative');
      expect(withConcepts('no a cough fever', 'fever', ['cough'], rules).polarity).to.equal('negative');
      expect(withConcepts('fever cough cough ruled out', 'fever', ['cough cough'], rules).polarity).to.equal('negative');
      expect(withConcepts('fever cough cough ruled out', 'fever', [], rules).polarity).to.equal('positive');
    });

    it('their words are no cue, unless only part of the cue is theirs', () => {
      expect(withConcepts('denies pain, fever', 'fever', []).polarity).to.equal('negative');
      expect(withConcepts('denies pain, fever', 'fever', ['denies pain']).polarity).to.equal('positive');
      expect(withConcepts('fever ruled out', 'fever', ['ruled out']).polarity).to.equal('positive');
      expect(withConcepts('fever ruled out', 'fever', ['ruled']).polarity).to.equal('negative');
      expect(withConcepts('history of asthma', 'asthma', ['history']).temporality).to.equal('historical');
    });

    it('a cue that can look back and follows a concept closes that list item ("RSV vaccine declined, Td booster")', () => {
      expect(withConcepts('gluten free, fever', 'fever', ['gluten']).polarity).to.equal('positive');
      expect(withConcepts('gluten free, fever', 'fever', []).polarity).to.equal('negative');
      expect(withConcepts('gluten free fever', 'fever', ['gluten']).polarity, 'no comma: the cue reaches on').to.equal('negative');
      expect(withConcepts('gluten: free, fever', 'fever', ['gluten']).polarity, 'set apart from the concept').to.equal('negative');
      expect(withConcepts('x gluten free, fever', 'fever', ['gluten']).polarity).to.equal('positive');
      // a forward-only cue after a concept keeps its reach, even when it looks back for another category
      expect(withConcepts('gluten no, fever', 'fever', ['gluten']).polarity).to.equal('negative');
      expect(withConcepts('gluten no, fever', 'fever', ['gluten'], lexicon('no\tHISTORICAL\tBACKWARD\t\t\t')).polarity).to.equal('negative');
      // the comma must lie between the cue and the target
      expect(withConcepts('gluten free fever, cough', 'fever', ['gluten']).polarity).to.equal('negative');
      // with no concepts known (analyzeContext) the cue applies
      expect(polarity('gluten free, fever', 'fever')).to.equal('negative');
    });

    it('a risk written after a finding is about that finding only, unless the findings are joined by "and"', () => {
      expect(withConcepts('spironolactone for hyperkalemia risk', 'spironolactone', ['hyperkalemia']).certainty).to.equal('confirmed');
      expect(withConcepts('spironolactone for hyperkalemia risk', 'spironolactone', []).certainty).to.equal('hypothetical');
      expect(withConcepts('seizure and fall risk', 'seizure', ['fall']).certainty).to.equal('hypothetical');
      expect(withConcepts('seizure or fall risk', 'seizure', ['fall']).certainty).to.equal('hypothetical');
      expect(withConcepts('seizure with fall risk', 'seizure', ['fall']).certainty).to.equal('confirmed');
      expect(withConcepts('hyperkalemia risk', 'hyperkalemia', ['risk']).certainty, 'the cue\'s own words covered: no cue').to.equal('confirmed');
      expect(withConcepts('spironolactone for hyperkalemia risk', 'spironolactone for ', ['hyperkalemia']).certainty).to.equal('confirmed');
      expect(withConcepts('seizure and fall/syncope risk', 'seizure', ['fall']).certainty).to.equal('confirmed');
      expect(withConcepts('seizure and fall risk', 'seizure ', ['fall']).certainty).to.equal('hypothetical');
      expect(withConcepts('seizure /fall risk', 'seizure', ['fall']).certainty).to.equal('hypothetical');
      expect(withConcepts('seizure and\tfall risk', 'seizure', ['fall']).certainty).to.equal('hypothetical');
      // with no concepts known (analyzeContext) the risk applies
      expect(ctx('spironolactone for hyperkalemia risk', 'spironolactone').certainty).to.equal('hypothetical');
    });

    it('after a colon, a backward cue is about what the colon introduced ("X-ray: osteomyelitis not suggested")', () => {
      expect(withConcepts('X-ray: osteomyelitis not suggested', 'X-ray', ['osteomyelitis']).polarity).to.equal('positive');
      expect(withConcepts('X-ray: osteomyelitis not suggested', 'osteomyelitis', ['X-ray']).polarity).to.equal('negative');
      expect(withConcepts('X-ray: a b not suggested', 'X-ray', []).polarity).to.equal('negative');
      // the target itself, and a concept after the cue, do not count
      expect(withConcepts('X-ray: a b not suggested', 'X-ray', ['X-ray']).polarity).to.equal('negative');
      expect(withConcepts('X-ray: a b not suggested osteomyelitis', 'X-ray', ['osteomyelitis']).polarity).to.equal('negative');
      expect(withConcepts('X-ray osteomyelitis not suggested', 'X-ray', ['osteomyelitis']).polarity, 'no colon').to.equal('negative');
      expect(withConcepts('pain: X-ray osteomyelitis not suggested', 'X-ray', ['osteomyelitis', 'pain']).polarity, 'a colon before the target').to.equal('negative');
    });
  });

  describe('the result', () => {
    it('evidence: the cue text and span; polarity negative for a negation', () => {
      expect(ctx('Patient denies fever.', 'fever')).to.deep.equal({
        polarity: 'negative',
        subject: 'patient',
        temporality: 'recent',
        certainty: 'confirmed',
        evidence: [{ kind: 'negation', cue: 'denies', span: { start: 8, end: 14 } }],
        section: 'other',
      });
    });

    it('hypothetical wins over possible; possible only for a finding that is present', () => {
      expect(ctx('if possible fever', 'fever')).to.deep.include({ certainty: 'hypothetical', temporality: 'hypothetical', evidence: [{ kind: 'hypothetical', cue: 'if', span: { start: 0, end: 2 } }] });
      expect(ctx('possible fever', 'fever')).to.deep.include({ certainty: 'possible', temporality: 'recent', evidence: [{ kind: 'uncertainty', cue: 'possible', span: { start: 0, end: 8 } }] });
      expect(ctx('fever likely', 'fever').certainty).to.equal('possible');
      expect(ctx('no possible fever', 'fever')).to.deep.include({ polarity: 'negative', certainty: 'confirmed', evidence: [{ kind: 'negation', cue: 'no', span: { start: 0, end: 2 } }] });
      // a hypothetical finding is not historical, whatever the cue or section says
      expect(ctx('history of if fever', 'fever')).to.deep.include({ temporality: 'hypothetical', evidence: [{ kind: 'hypothetical', cue: 'if', span: { start: 11, end: 13 } }] });
    });

    it('historical from a cue, with its evidence', () => {
      expect(ctx('history of asthma', 'asthma')).to.deep.include({ temporality: 'historical', evidence: [{ kind: 'historical', cue: 'history of', span: { start: 0, end: 10 } }] });
      expect(ctx('asthma years ago', 'asthma')).to.deep.include({ temporality: 'historical', evidence: [{ kind: 'historical', cue: 'ago', span: { start: 13, end: 16 } }] });
    });

    it('a family member from a cue keeps the side of the family; a family cue wins over another person', () => {
      expect(ctx('maternal grandmother with fever', 'fever')).to.deep.include({ subject: 'family_member', evidence: [{ kind: 'family_member', cue: 'maternal grandmother', span: { start: 0, end: 20 } }] });
      expect(ctx('Paternal great-grandmother with fever', 'fever').evidence[0]).to.deep.equal({ kind: 'family_member', cue: 'Paternal great-grandmother', span: { start: 0, end: 26 } });
      expect(ctx('her mother with fever', 'fever').evidence[0]).to.deep.equal({ kind: 'family_member', cue: 'mother', span: { start: 4, end: 10 } });
      expect(ctx('the roommate with fever', 'fever')).to.deep.include({ subject: 'other', evidence: [{ kind: 'other_subject', cue: 'roommate', span: { start: 4, end: 12 } }] });
      expect(ctx('mother and roommate with fever', 'fever').subject).to.equal('family_member');
      expect(ctx('maternal roommate with fever', 'fever').evidence[0]!.cue).to.equal('roommate');
      expect(ctx('maternal  grandmother with fever', 'fever').evidence[0]!.cue).to.equal('maternal  grandmother');
      expect(ctx('paternal great grandmother with fever', 'fever').evidence[0]!.cue).to.equal('paternal great grandmother');
      expect(ctx('paternal great  grandmother with fever', 'fever').evidence[0]!.cue).to.equal('paternal great  grandmother');
      // only the words right before the cue
      expect(ctx('maternal aunt and her grandmother with fever', 'fever').evidence[0]!.cue).to.equal('grandmother');
    });

    it('sections: past, surgical, social, allergy and family history are historical; family history is a relative\'s; one section evidence', () => {
      for (const [header, kind] of [
        ['PAST MEDICAL HISTORY', 'past_medical_history'],
        ['PAST SURGICAL HISTORY', 'past_surgical_history'],
        ['SOCIAL HISTORY', 'social_history'],
        ['ALLERGIES', 'allergies'],
      ] as const) {
        const text = `${header}:\nAsthma.`;
        expect(ctx(text, 'Asthma'), header).to.deep.equal({
          polarity: 'positive',
          subject: 'patient',
          temporality: 'historical',
          certainty: 'confirmed',
          evidence: [{ kind: 'section', cue: header, span: { start: 0, end: header.length } }],
          section: kind,
        });
      }
      const fh = 'CHIEF COMPLAINT:\nCough.\n\nFAMILY HISTORY:\nAsthma.';
      expect(ctx(fh, 'Asthma')).to.deep.equal({
        polarity: 'positive',
        subject: 'family_member',
        temporality: 'historical',
        certainty: 'confirmed',
        evidence: [{ kind: 'section', cue: 'FAMILY HISTORY', span: { start: 25, end: 39 } }],
        section: 'family_history',
      });
      expect(ctx(fh, 'Cough')).to.include({ temporality: 'recent', subject: 'patient', section: 'chief_complaint' });
      // a cue wins over the section
      expect(ctx('FAMILY HISTORY:\nroommate with asthma.', 'asthma').subject).to.equal('other');
      expect(ctx('PAST MEDICAL HISTORY:\nif asthma.', 'asthma')).to.include({ temporality: 'hypothetical' });
      expect(ctx('ASSESSMENT:\nAsthma.', 'Asthma')).to.include({ temporality: 'recent', section: 'assessment_plan' });
    });
  });

  describe('tokenRange and the sentence view', () => {
    it('tokenRange gives the tokens a character span covers', () => {
      const ts = tokenize('aa bb cc dd');
      expect(tokenRange(ts, 3, 8)).to.deep.equal([1, 3]);
      expect(tokenRange(ts, 4, 5)).to.deep.equal([1, 2]);
      expect(tokenRange(ts, 2, 3)).to.deep.equal([1, 1]);
      expect(tokenRange(ts, 0, 11)).to.deep.equal([0, 4]);
      expect(tokenRange(ts, 9, 11)).to.deep.equal([3, 4]);
      expect(tokenRange(ts, 11, 11)).to.deep.equal([4, 4]);
    });

    it('contextOf over a prepared sentence, as the extraction stages call it', () => {
      const text = 'Seen today. No cough or fever.';
      const ts = tokenize(text);
      const norms = ts.raws.map(cueToken);
      const s = prepareSentence(plain, text, ts, norms, 2, ts.count, undefined);
      expect(s.cues.map((c) => text.slice(c.start, c.end))).to.deep.equal(['No']);
      const [first, last] = tokenRange(ts, 24, 29);
      expect(contextOf(s, first, last, 24, 29)).to.include({ polarity: 'negative', section: 'other' });
    });

    it('the committed lexicon loads once', () => {
      expect(defaultContextRules()).to.equal(defaultContextRules());
      expect(defaultContextRules().size).to.be.greaterThan(2000);
    });
  });
});
