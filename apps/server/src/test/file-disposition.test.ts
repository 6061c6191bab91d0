/**
 * Issue #10 defect 6 (serving part): a PDF, even one carrying script, is sent as an attachment under a
 * sandboxing CSP, never rendered inline from Lintel's origin; re-encoded images stay inline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createUser, uploadFile, type TestUser } from './factories.ts';
import { servedFileHeaders } from '../platform/file-disposition.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

const scriptedPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');

describe('serving uploaded files', () => {
  it('a PDF with script is an attachment under a sandboxing CSP, by signed URL and by Bearer', async () => {
    const file = await uploadFile(t, owner, 'invoice.pdf', scriptedPdf);
    expect(file.mimeType).toBe('application/pdf');
    for (const response of [
      await t.app.inject({ method: 'GET', url: file.url }),
      await t.app.inject({ method: 'GET', url: `/api/files/${file.id}`, headers: owner.headers }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
      expect(response.headers['content-security-policy']).toMatch(/sandbox/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a re-encoded image stays inline', async () => {
    const file = await uploadFile(t, owner, 'photo.png');
    const response = await t.app.inject({ method: 'GET', url: file.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it.each([
    ['application/pdf', 'attachment'],
    ['text/html', 'attachment'],
    ['image/svg+xml', 'attachment'],
    ['application/octet-stream', 'attachment'],
    ['image/webp', 'inline'],
    ['video/mp4', 'inline'],
  ])('%s is served %s', (mimeType, disposition) => {
    expect(servedFileHeaders(mimeType, 'x')['content-disposition'].split(';')[0]).toBe(disposition);
  });

  it('a name with quotes or non-ASCII characters cannot break the header', () => {
    const header = servedFileHeaders('application/pdf', 'Bail "signé".pdf')['content-disposition'];
    expect(header).toBe(`attachment; filename="Bail _sign__.pdf"; filename*=UTF-8''Bail%20%22sign%C3%A9%22.pdf`);
  });
});
