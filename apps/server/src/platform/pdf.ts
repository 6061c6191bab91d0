/**
 * What the PDF documents (lease, quote, receipt) share: pdfkit output collected into one Buffer, the
 * house colours, and a section heading with a rule under it. Pages are US Letter with 56-pt margins.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export const PDF_INK = '#1f2933';
export const PDF_MUTED = '#52606d';
export const PDF_RULE = '#cbd2d9';
/** Left and right margin of every document, points. */
export const PDF_MARGIN = 56;

/** Collects `doc`'s output; resolves with the whole file once `doc.end()` has flushed it, rejects on a pdfkit error. */
export function collectPdf(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Writes a bold section heading ruled underneath across `width` points, the next line clear of the rule; starts a new page when near the bottom. */
export function pdfHeading(doc: Doc, width: number, text: string): void {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(PDF_INK).text(text, PDF_MARGIN, doc.y, { width });
  const ruleY = doc.y + 1;
  doc.moveTo(PDF_MARGIN, ruleY).lineTo(PDF_MARGIN + width, ruleY).strokeColor(PDF_RULE).lineWidth(0.5).stroke();
  // The first line under the rule starts clear of it (issue 11 item 5: the rule used to cut through its capitals).
  doc.y = ruleY + 7;
}
