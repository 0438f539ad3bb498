import { expect } from 'chai';
import { layout } from '../../server/pipeline/sections.js';

const spans = (text: string): string[] => layout(text).sentences.map((s) => text.slice(s.start, s.end));

describe('pipeline layout (sections and sentences)', () => {
  it('ends sentences at ".", "!", "?", form feeds and line breaks that end a line of prose, across header spans', () => {
    expect(spans('Pain started today! Any fever? No.\fNew page here.')).to.deep.equal(['Pain started today!', 'Any fever?', 'No.', 'New page here.']);
    // (a line break inside wrapped prose is no boundary; one after a short line, a list item or a table row is)
    const prose = 'The patient reports a long history of intermittent chest pain radiating\nto the left arm on exertion.';
    expect(spans(prose)).to.deep.equal([prose]);
    expect(spans('Meds\naspirin 81 mg daily')).to.deep.equal(['Meds', 'aspirin 81 mg daily']);
    expect(spans('DVT | 2017 | Inactive, treated with warfarin for six months\nthen stopped')).to.deep.equal(['DVT | 2017 | Inactive, treated with warfarin for six months', 'then stopped']);
    expect(spans('He was seen by the cardiology team for the new murmur today\nPLAN: echo')).to.deep.equal(['He was seen by the cardiology team for the new murmur today', 'echo']);
    // (abbreviations and decimals do not end one; a header's own "." or ":" is not read)
    expect(spans('Seen by Dr. Smith, given 2.5 mg p.o. daily. ALLERGIES: NKDA. PLAN:\nRest!')).to.deep.equal(['Seen by Dr. Smith, given 2.5 mg p.o. daily.', 'NKDA.', 'Rest!']);
  });

  it('finds headers alone on a line from the first character on, with CRLF line ends', () => {
    const text = 'HISTORY OF PRESENT ILLNESS\r\nCough for a week.\r\nALLERGIES\r\nNone.\r\n';
    expect(layout(text).sections.map((s) => `${s.title} ${s.kind} ${s.headerStart}`)).to.deep.equal(['HISTORY OF PRESENT ILLNESS history_present_illness 0', 'ALLERGIES allergies 47']);
    expect(spans(text)).to.deep.equal(['Cough for a week.', 'None.']);
  });
});
