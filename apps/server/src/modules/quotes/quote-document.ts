/**
 * A quote as a PDF (the Export row action): pdfkit, standard fonts, uncompressed so the text stays
 * searchable. Lists the openings quoted, the line items or the amount, tax and total, and the memo.
 */
import PDFDocument from 'pdfkit';
import { collectPdf, pdfHeading, PDF_INK as INK, PDF_MUTED as MUTED } from '../../platform/pdf.ts';
import { moneyToCents, projectTypeLabels, quoteStatusLabels, type Quote, type QuoteRequestModel, type ProjectTypeKey } from '@lintel/shared';


/** $1,850.50 from a decimal number, without float arithmetic on the digits. */
export function formatDollars(value: number): string {
  const cents = moneyToCents(value);
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

export function renderQuotePdf(quote: Quote, models: QuoteRequestModel[], generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: false,
    info: { Title: `Quote for ${quote.requesterName}`, Author: quote.providerName, Creator: 'Lintel', Producer: 'Lintel', CreationDate: generatedAt },
  });
  const done = collectPdf(doc);
  const width = doc.page.width - 112;
  const heading = (text: string) => pdfHeading(doc, width, text);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor(INK).text(label, 56, y, { width: width - 120 });
    const after = doc.y;
    doc.text(value, 56 + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = 56;
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Quote', { align: 'left' });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(quote.providerName);
  doc.fontSize(9).text(`Quote ${quote.id} · ${quoteStatusLabels[quote.status]} · ${generatedAt.toISOString().slice(0, 10)}`);

  heading('For');
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(quote.requesterName);
  if (quote.address) doc.text(quote.address);

  if (quote.workOrder) {
    heading('Work order');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(quote.workOrder.name, { width });
  }
  if (models.length > 0) heading('Openings');
  for (const model of models) {
    const size = model.width && model.height ? ` — ${model.width}" x ${model.height}"` : '';
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${model.name || projectTypeLabels[model.projectType as ProjectTypeKey]}${size}`);
    const answers = model.choices.map((choice) => `${choice.question}: ${choice.answer}`).join(' · ');
    if (answers) doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(answers, { width });
    doc.moveDown(0.3);
  }

  heading('Price');
  for (const item of quote.lineItems) {
    row(`${item.description} × ${item.quantity} at ${formatDollars(item.unitPrice)}`, formatDollars((moneyToCents(item.unitPrice) * item.quantity) / 100));
  }
  row('Amount', formatDollars(quote.amount));
  row(`Tax (${quote.rate}%)`, formatDollars(quote.taxAmount));
  row('Total', formatDollars(quote.total), true);

  if (quote.memo) {
    heading('Memo');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(quote.memo, { width });
  }
  doc.end();
  return done;
}
