/**
 * The text a reader sees in a PDF, extracted with a real parser (pdfjs-dist, Mozilla's PDF.js), so
 * tests check generated receipts, leases and quotes by their content rather than their header.
 * Returns one string per page (items joined by spaces, lines by "\n", runs of spaces collapsed).
 * Throws when the bytes are not a readable PDF.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** Every page, separated by a form feed. */
  text: string;
}

export async function extractPdfText(pdf: Buffer | Uint8Array): Promise<PdfText> {
  // A copy: PDF.js takes ownership of the array it is given.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim();
      pages.push(text);
    }
    return { pages, text: pages.join('\f') };
  } finally {
    await document.destroy();
  }
}
