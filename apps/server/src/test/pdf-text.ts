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

/** One run of text on a page and the box it covers, in PDF points from the bottom-left corner. */
export interface PdfTextBox {
  page: number;
  str: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Every non-blank run of text with its box (page numbers from 1), to check the layout: nothing drawn over anything else. */
export async function extractPdfBoxes(pdf: Buffer | Uint8Array): Promise<PdfTextBox[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const boxes: PdfTextBox[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        boxes.push({ page: number, str: item.str, left: x, right: x + item.width, bottom: y, top: y + item.height });
      }
    }
    return boxes;
  } finally {
    await document.destroy();
  }
}

/** Pairs of text runs on the same page whose boxes overlap by more than `tolerance` points both ways ("label" over "value"). */
export function overlappingText(boxes: PdfTextBox[], tolerance = 0.5): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      if (a.page !== b.page) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (across > tolerance && down > tolerance) pairs.push([a.str, b.str]);
    }
  });
  return pairs;
}
