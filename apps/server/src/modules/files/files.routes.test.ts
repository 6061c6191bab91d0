/**
 * Upload, download, preview and delete on both storage drivers: the disk default and S3 against a
 * real S3-compatible server (s3rver) started here. Issue 10 item 6: one file per request (422 saying
 * why, nothing stored), size checked while streaming (413, reading stops), type from the first
 * bytes, a cut body 400 — for POST /files and the public application-link upload alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import ExcelJS from 'exceljs';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, multipart, pngBytes, uploadFile, type TestUser } from '../../test/factories.ts';
import { diskKeys, startS3Server, type TestS3Server } from '../../test/storage-drivers.ts';
import { docxBytes, multipartParts, odtBytes, pdfBytes, streamedMultipart, videoBytes } from '../../test/upload-bodies.ts';
import { StorageObjectMissingError } from '../../platform/storage.ts';
import { files } from './files.table.ts';

describe.each(['disk', 's3'] as const)('files on the %s storage driver', (driver) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3Server() : undefined;
    t = await buildTestApp(s3 ? { s3: s3.config } : {});
    owner = await createUser(t);
    stranger = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  /** Every key the storage holds (objects in the bucket, or files under DATA_DIR/files). */
  const storedKeys = () => (s3 ? s3.keys() : diskKeys(path.join(t.dataDir, 'files')));
  const rowCount = async (user: TestUser) => (await t.deps.db.select().from(files).where(eq(files.accountId, user.id))).length;

  async function upload(user: TestUser | undefined, name: string, data: Buffer, contentType?: string) {
    const body = multipart(name, data, contentType);
    return t.app.inject({ method: 'POST', url: '/api/files', headers: { ...(user?.headers ?? {}), ...body.headers }, payload: body.payload });
  }

  it(`the app stores files with the ${driver} driver`, () => {
    expect(t.deps.storage.driver).toBe(driver);
  });

  describe('POST /files', () => {
    it('stores an image, strips its metadata, and makes a WebP preview', async () => {
      const withExif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
        .toBuffer();
      const response = await upload(owner, 'kitchen.jpg', withExif, 'image/jpeg');
      expect(response.statusCode).toBe(201);
      const file = json<{ id: string; mimeType: string; url: string; previewUrl: string; name: string }>(response);
      expect(file).toMatchObject({ mimeType: 'image/jpeg', name: 'kitchen.jpg' });
      expect(await storedKeys()).toEqual(expect.arrayContaining([`${owner.id}/${file.id}.jpg`, `${owner.id}/${file.id}-preview.webp`]));
      const original = await t.app.inject({ method: 'GET', url: file.url });
      expect(original.statusCode).toBe(200);
      expect((await sharp(original.rawPayload).metadata()).width).toBe(800);
      expect(original.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
      const preview = await t.app.inject({ method: 'GET', url: file.previewUrl });
      expect(preview.headers['content-type']).toBe('image/webp');
      expect((await sharp(preview.rawPayload).metadata()).width).toBe(480);
    });

    it('streams a video and a PDF in and out byte for byte, typed by content', async () => {
      const video = videoBytes(3 * 1024 * 1024 + 17, 'qt  ');
      const stored = await upload(owner, 'walkthrough.bin', video);
      expect(stored.statusCode).toBe(201);
      const file = json<{ url: string; mimeType: string; size: number; previewUrl: string | null }>(stored);
      expect(file).toMatchObject({ mimeType: 'video/quicktime', size: video.length, previewUrl: null });
      const back = await t.app.inject({ method: 'GET', url: file.url });
      expect(back.headers['content-type']).toBe('video/quicktime');
      expect(back.rawPayload.equals(video)).toBe(true);

      const pdf = pdfBytes(40_000);
      const storedPdf = json<{ url: string; mimeType: string }>(await upload(owner, 'lease.pdf', pdf));
      expect(storedPdf.mimeType).toBe('application/pdf');
      expect((await t.app.inject({ method: 'GET', url: storedPdf.url })).rawPayload.equals(pdf)).toBe(true);
    });

    it('accepts office and text documents by content (issue 11 item 11) and serves them as downloads', async () => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Rent roll').addRow(['Unit', 'Rent']);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const cases = [
        { name: 'lease notes.docx', data: docxBytes(), mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        { name: 'rent-roll.xlsx', data: xlsx, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        { name: 'inspection.odt', data: odtBytes(), mimeType: 'application/vnd.oasis.opendocument.text' },
        { name: 'readme.txt', data: Buffer.from('Boiler serviced 2026-10-02.\nNext visit in spring — café key in the box.\n'), mimeType: 'text/plain' },
        { name: 'meter.csv', data: Buffer.from('date,reading\n2026-11-01,1234\n'), mimeType: 'text/csv' },
      ];
      for (const { name, data, mimeType } of cases) {
        const response = await upload(owner, name, data);
        expect(response.statusCode, name).toBe(201);
        const file = json<{ url: string; mimeType: string }>(response);
        expect(file.mimeType).toBe(mimeType);
        const back = await t.app.inject({ method: 'GET', url: file.url });
        expect(back.headers['content-disposition']).toMatch(/^attachment; /);
        expect(back.headers['x-content-type-options']).toBe('nosniff');
        expect(back.rawPayload.equals(data)).toBe(true);
      }
      // Text only under a text name, and never binary or markup: still 415.
      expect((await upload(owner, 'notes.txt', Buffer.from([0x00, 0x01, 0x02, 0x41]))).statusCode).toBe(415);
      expect((await upload(owner, 'page.txt', Buffer.from('<html><script>alert(1)</script></html>'))).statusCode).toBe(415);
      expect((await upload(owner, 'notes.png', Buffer.from('plain words'))).statusCode).toBe(415);
    });

    it('judges the type by content, not by name: a script named .png is refused with 415', async () => {
      const response = await upload(owner, 'evil.png', Buffer.from('#!/bin/sh\necho pwned\n'), 'image/png');
      expect(response.statusCode).toBe(415);
      expect(json(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const svg = await upload(owner, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
      expect(svg.statusCode).toBe(415);
    });

    it('refuses a decompression bomb and a truncated image with a clear 422', async () => {
      const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
      const response = await upload(owner, 'bomb.png', huge);
      expect(response.statusCode).toBe(422);
      expect(json(response).message).toMatch(/too large in pixels/);
      const png = await pngBytes(200, 200);
      expect((await upload(owner, 'cut.png', png.subarray(0, 60))).statusCode).toBe(422);
    });

    it('needs a signed-in user, a multipart body and a non-empty file', async () => {
      expect((await upload(undefined, 'a.png', await pngBytes())).statusCode).toBe(401);
      const json415 = await t.app.inject({ method: 'POST', url: '/api/files', headers: owner.headers, payload: { file: 'x' } });
      expect(json415.statusCode).toBe(415);
      const empty = await upload(owner, 'empty.png', Buffer.alloc(0));
      expect(empty.statusCode).toBe(422);
      expect(json(empty).message).toBe('The file is empty');
    });
  });

  describe('one file per request (issue 10 item 6, spec point 5)', () => {
    it('2 files, 11 files and 3 videos are each a 422 saying why, and nothing is stored', async () => {
      const keysBefore = await storedKeys();
      const rowsBefore = await rowCount(owner);
      const png = await pngBytes();
      const send = async (parts: Array<{ name: string; data: Buffer }>) => {
        const body = multipartParts(parts);
        const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
        expect(response.statusCode).toBe(422);
        expect(json(response).code).toBe('ATTACHMENT_LIMIT');
        return json<{ message: string }>(response).message;
      };
      expect(await send([{ name: 'a.png', data: png }, { name: 'b.png', data: png }])).toBe(
        'Send one file per request (2 files were sent, nothing was stored)',
      );
      expect(await send(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: png })))).toMatch(/^At most 10 files can be attached; send one file per request/);
      expect(await send(Array.from({ length: 12 }, (_, i) => ({ name: `p${i}.png`, data: png })))).toMatch(/^At most 10 files can be attached.*more than 11 files/);
      const video = videoBytes(600_000);
      expect(await send([{ name: 'a.mp4', data: video }, { name: 'b.mp4', data: video }, { name: 'c.mov', data: videoBytes(2000, 'qt  ') }])).toMatch(
        /^At most 2 videos can be attached; send one file per request \(3 files/,
      );
      expect(await storedKeys()).toEqual(keysBefore);
      expect(await rowCount(owner)).toBe(rowsBefore);
    });

    it('checks the size while streaming: past the limit it is 413, reading stops, and nothing is stored', async () => {
      const keysBefore = await storedKeys();
      const total = MAX_DOCUMENT_BYTES + 20 * 1024 * 1024;
      const body = streamedMultipart('big.pdf', pdfBytes(100), total);
      const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...body.headers }, payload: body.stream });
      expect(response.statusCode).toBe(413);
      expect(json(response)).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is larger than 25 MB' });
      expect(response.headers.connection).toBe('close');
      expect(body.pulled()).toBeLessThan(total);

      const image = streamedMultipart('big.png', await pngBytes(), MAX_IMAGE_BYTES + 1024 * 1024);
      const imageResponse = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...image.headers }, payload: image.stream });
      expect(imageResponse.statusCode).toBe(413);
      expect(json(imageResponse).message).toBe('The file is larger than 15 MB');
      expect(await storedKeys()).toEqual(keysBefore);
    });

    it('a truncated multipart body is a 400, never a 500, and the part already stored is removed', async () => {
      const keysBefore = await storedKeys();
      const rowsBefore = await rowCount(owner);
      for (const parts of [[{ name: 'a.pdf', data: pdfBytes(50_000) }], [{ name: 'a.pdf', data: pdfBytes(50_000) }, { name: 'b.pdf', data: pdfBytes(50_000) }]]) {
        const body = multipartParts(parts, { truncate: true });
        const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
        expect(response.statusCode).toBe(400);
        expect(json(response).code).toBe('BAD_REQUEST');
      }
      expect(await storedKeys()).toEqual(keysBefore);
      expect(await rowCount(owner)).toBe(rowsBefore);
    });
  });

  describe('the public application-link upload uses the same path', () => {
    it('one file is stored in the landlord account; 2 files 422, too large 413, cut 400, nothing stored', async () => {
      const property = await createProperty(t, owner);
      const link = json<{ token: string }>(
        await t.app.inject({ method: 'POST', url: '/api/tenant-applications/links', headers: owner.headers, payload: { propertyId: property.id } }),
      );
      const url = `/api/tenant-applications/public/${link.token}/files`;
      const keysBefore = await storedKeys();
      const two = multipartParts([{ name: 'a.pdf', data: pdfBytes() }, { name: 'b.pdf', data: pdfBytes() }]);
      const refused = await t.app.inject({ method: 'POST', url, headers: two.headers, payload: two.payload });
      expect(refused.statusCode).toBe(422);
      expect(json(refused).message).toBe('Send one file per request (2 files were sent, nothing was stored)');
      const big = streamedMultipart('big.pdf', pdfBytes(100), MAX_DOCUMENT_BYTES + 1024 * 1024);
      expect((await t.app.inject({ method: 'POST', url, headers: big.headers, payload: big.stream })).statusCode).toBe(413);
      const cut = multipartParts([{ name: 'a.pdf', data: pdfBytes(30_000) }], { truncate: true });
      expect((await t.app.inject({ method: 'POST', url, headers: cut.headers, payload: cut.payload })).statusCode).toBe(400);
      expect(await storedKeys()).toEqual(keysBefore);

      const one = multipartParts([{ name: 'pay-stub.pdf', data: pdfBytes() }]);
      const stored = await t.app.inject({ method: 'POST', url, headers: one.headers, payload: one.payload });
      expect(stored.statusCode).toBe(201);
      const file = json<{ id: string; url: string }>(stored);
      expect(await storedKeys()).toEqual([...keysBefore, `${owner.id}/${file.id}.pdf`].sort());
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${file.id}`, headers: owner.headers })).rawPayload.equals(pdfBytes())).toBe(true);
      const badToken = await t.app.inject({ method: 'POST', url: `/api/tenant-applications/public/${'x'.repeat(43)}/files`, headers: one.headers, payload: one.payload });
      expect(badToken.statusCode).toBe(404);
    });
  });

  describe('GET /files/{id}', () => {
    it('serves the owner with a Bearer token or anybody with the signed URL, and nobody else', async () => {
      const file = await uploadFile(t, owner);
      const bare = `/api/files/${file.id}`;
      expect((await t.app.inject({ method: 'GET', url: bare, headers: owner.headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: bare, headers: stranger.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(401);
      const tampered = file.url.replace(/sig=[^&]+/, 'sig=AAAA');
      expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/files/not-a-uuid', headers: owner.headers })).statusCode).toBe(422);
    });
  });

  describe('delete', () => {
    it('removes the bytes and the preview; the file then reads as 404, and deleting again is harmless', async () => {
      const file = await uploadFile(t, owner);
      const keys = [`${owner.id}/${file.id}.png`, `${owner.id}/${file.id}-preview.webp`];
      expect(await storedKeys()).toEqual(expect.arrayContaining(keys));
      for (const key of keys) await t.deps.storage.delete(key);
      expect(await storedKeys()).not.toEqual(expect.arrayContaining([keys[0]]));
      expect((await storedKeys()).filter((key) => keys.includes(key))).toEqual([]);
      const gone = await t.app.inject({ method: 'GET', url: file.url });
      expect(gone.statusCode).toBe(404);
      expect(json(gone).code).toBe('FILE_NOT_FOUND');
      await t.deps.storage.delete(keys[0]!);
      await expect(t.deps.storage.get(keys[0]!)).rejects.toBeInstanceOf(StorageObjectMissingError);
    });

    it('a stream that fails half-way leaves nothing under its key', async () => {
      const { Readable } = await import('node:stream');
      async function* failing() {
        yield Buffer.alloc(6 * 1024 * 1024, 1);
        throw new Error('source broke');
      }
      const key = `${owner.id}/failing.bin`;
      await expect(t.deps.storage.put(key, Readable.from(failing(), { objectMode: false }))).rejects.toThrow('source broke');
      expect((await storedKeys()).filter((stored) => stored.startsWith(key))).toEqual([]);
    });
  });
});
