/**
 * Writes small valid PDFs for tests: one page per entry, each page a list of text lines in
 * Helvetica (an empty list makes a page without a text layer, like a scanned page).
 */
function esc(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export function makePdf(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 pages, 3 font, then per page: page object + content stream
  let next = 4;
  const pageObjs: Array<{ id: number; content: number; body: string }> = [];
  for (const lines of pages) {
    const id = next++;
    const content = next++;
    pageIds.push(id);
    let body = '';
    if (lines.length > 0) {
      body = 'BT /F1 12 Tf 72 720 Td 14 TL\n' + lines.map((l, i) => (i === 0 ? `(${esc(l)}) Tj` : `T* (${esc(l)}) Tj`)).join('\n') + '\nET';
    } else {
      // a filled rectangle: something drawn, no text
      body = '0.5 g 72 500 200 200 re f';
    }
    pageObjs.push({ id, content, body });
  }
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((i) => `${i} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  for (const p of pageObjs) {
    objects[p.id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${p.content} 0 R >>`;
    objects[p.content] = `<< /Length ${Buffer.byteLength(p.body, 'latin1')} >>\nstream\n${p.body}\nendstream`;
  }
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let i = 1; i < objects.length; i++) {
    offsets[i] = Buffer.byteLength(out, 'latin1');
    out += `${i} 0 obj\n${objects[i]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let i = 1; i < objects.length; i++) out += `${String(offsets[i]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
