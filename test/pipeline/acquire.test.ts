import { expect } from 'chai';
import { acquireText, PipelineError, sha256Base64 } from '../../server/pipeline/index.js';
import type { AcquireInput } from '../../server/pipeline/index.js';
import { makePdf } from './helpers/pdf.js';

const NOTE = 'CHIEF COMPLAINT:\r\nChest pain.\r\n\r\nHISTORY OF PRESENT ILLNESS:\r\nThe patient is a 54-year-old man with hypertension who reports chest pain since yesterday.\r\n';

async function failure(input: AcquireInput): Promise<PipelineError> {
  try {
    await acquireText(input);
  } catch (err) {
    expect(err).to.be.instanceOf(PipelineError);
    return err as PipelineError;
  }
  throw new Error('acquireText did not fail');
}

const text = (bytes: Uint8Array | null, mediaType = 'text/plain', inlineText: string | null = null): AcquireInput => ({ bytes, inlineText, mediaType });

describe('pipeline acquireText', () => {
  it('returns inline text unchanged with one page and quality ok', async () => {
    const r = await acquireText(text(null, 'text/plain', NOTE));
    expect(r).to.deep.equal({ text: NOTE, pageCount: 1, qualityStatus: 'ok', warnings: [] });
  });

  it('decodes UTF-8 bytes and keeps CRLF line endings', async () => {
    const r = await acquireText(text(new TextEncoder().encode(NOTE)));
    expect(r.text).to.equal(NOTE);
    expect(r.text.includes('\r\n')).to.equal(true);
  });

  it('strips a UTF-8 byte order mark', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(NOTE)]);
    expect((await acquireText(text(bytes))).text).to.equal(NOTE);
  });

  it('decodes UTF-16LE and UTF-16BE with a byte order mark', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(NOTE, 'utf16le')]);
    expect((await acquireText(text(new Uint8Array(le)))).text).to.equal(NOTE);
    const beBody = Buffer.from(NOTE, 'utf16le').swap16();
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), beBody]);
    expect((await acquireText(text(new Uint8Array(be)))).text).to.equal(NOTE);
  });

  it('falls back to Latin-1 (Windows-1252) for bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array(Buffer.from('Caf\xe9 au lait intolerance; patient reports nausea after meals and denies fever or chills today.', 'latin1'));
    const r = await acquireText(text(bytes));
    expect(r.text.startsWith('Café au lait')).to.equal(true);
    expect(r.warnings.join(' ')).to.match(/Windows-1252/);
  });

  it('honours a declared charset parameter', async () => {
    const bytes = new Uint8Array(Buffer.from('na\xefve patient with fever and cough for three days, no chest pain, no shortness of breath reported.', 'latin1'));
    const r = await acquireText(text(bytes, 'text/plain; charset=ISO-8859-1'));
    expect(r.text.startsWith('naïve')).to.equal(true);
  });

  it('rejects binary bytes sent as text with unsupported_content', async () => {
    const bytes = new Uint8Array(256).map((_, i) => (i * 37) % 256);
    expect((await failure(text(bytes))).code).to.equal('unsupported_content');
  });

  it('fails with checksum_mismatch when the bytes differ from checksumSha256', async () => {
    const bytes = new TextEncoder().encode(NOTE);
    const err = await failure({ ...text(bytes), checksumSha256: sha256Base64(new TextEncoder().encode('other')) });
    expect(err.code).to.equal('checksum_mismatch');
  });

  it('accepts a matching checksumSha256', async () => {
    const bytes = new TextEncoder().encode(NOTE);
    const r = await acquireText({ ...text(bytes), checksumSha256: sha256Base64(bytes) });
    expect(r.text).to.equal(NOTE);
  });

  it('fails with content_missing when neither bytes nor inline text exist', async () => {
    expect((await failure(text(null))).code).to.equal('content_missing');
  });

  it('fails with conversion_empty for whitespace-only content', async () => {
    expect((await failure(text(new TextEncoder().encode('  \r\n\t ')))).code).to.equal('conversion_empty');
  });

  it('reads a two-page PDF in page order with a page break and pageCount 2', async () => {
    const pdf = makePdf([['Assessment: hypertension.', 'Plan: lisinopril 10 mg daily.'], ['Follow up in two weeks.']]);
    const r = await acquireText(text(pdf, 'application/pdf'));
    expect(r.pageCount).to.equal(2);
    expect(r.qualityStatus).to.equal('ok');
    expect(r.text).to.equal('Assessment: hypertension.\nPlan: lisinopril 10 mg daily.\n\f\nFollow up in two weeks.');
  });

  it('sniffs a PDF uploaded as application/octet-stream', async () => {
    const pdf = makePdf([['Diagnosis: asthma.']]);
    expect((await acquireText(text(pdf, 'application/octet-stream'))).text).to.equal('Diagnosis: asthma.');
  });

  it('marks a PDF with a page without text as degraded', async () => {
    const pdf = makePdf([['Diagnosis: asthma.'], []]);
    const r = await acquireText(text(pdf, 'application/pdf'));
    expect(r.qualityStatus).to.equal('degraded');
    expect(r.pageCount).to.equal(2);
    expect(r.warnings.join(' ')).to.match(/1 of 2 pages/);
  });

  it('fails with conversion_empty for a PDF without a text layer', async () => {
    expect((await failure(text(makePdf([[], []]), 'application/pdf'))).code).to.equal('conversion_empty');
  });

  it('fails with unsupported_content for a corrupt PDF', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf at all\n%%EOF');
    expect((await failure(text(bytes, 'application/pdf'))).code).to.equal('unsupported_content');
  });

  it('fails with unsupported_content for an unsupported media type', async () => {
    expect((await failure(text(new Uint8Array([1, 2, 3]), 'image/png'))).code).to.equal('unsupported_content');
  });

  it('reports translation_failed for a note that is not English', async () => {
    const es =
      'El paciente es un hombre de cincuenta años que acude a la consulta por dolor en el pecho desde ayer. ' +
      'Niega fiebre, tos o dificultad para respirar. Tiene antecedentes de hipertensión arterial y toma sus medicamentos todos los días.';
    const r = await acquireText(text(null, 'text/plain', es));
    expect(r.qualityStatus).to.equal('translation_failed');
    expect(r.text).to.equal(es);
  });

  it('marks text with many unreadable characters as degraded', async () => {
    const noisy = 'Patient reports cough and fever for three days. ' + '\ufffd'.repeat(20) + ' Denies chest pain. Lungs with scattered wheezes.';
    const r = await acquireText(text(null, 'text/plain', noisy));
    expect(r.qualityStatus).to.equal('degraded');
  });
});
