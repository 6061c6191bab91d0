import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, multipart, pngBytes, uploadFile, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

async function upload(user: TestUser | undefined, name: string, data: Buffer, contentType?: string) {
  const body = multipart(name, data, contentType);
  return t.app.inject({ method: 'POST', url: '/api/files', headers: { ...(user?.headers ?? {}), ...body.headers }, payload: body.payload });
}

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
    const original = await t.app.inject({ method: 'GET', url: file.url });
    expect(original.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    const preview = await t.app.inject({ method: 'GET', url: file.previewUrl });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(480);
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
    expect((await upload(owner, 'empty.png', Buffer.alloc(0))).statusCode).toBe(422);
  });
});

describe('GET /files/{id}', () => {
  it('serves what was uploaded: a PDF byte for byte, an image pixel for pixel (re-encoded without metadata)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const storedPdf = json<{ id: string; url: string }>(await upload(owner, 'policy.pdf', pdf, 'application/pdf'));
    const servedPdf = await t.app.inject({ method: 'GET', url: storedPdf.url });
    expect(servedPdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(servedPdf.rawPayload, pdf)).toBe(0);
    const byBearer = await t.app.inject({ method: 'GET', url: `/api/files/${storedPdf.id}`, headers: owner.headers });
    expect(Buffer.compare(byBearer.rawPayload, pdf)).toBe(0);

    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .composite([{ input: Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255]), raw: { width: 3, height: 1, channels: 3 }, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const storedPng = await uploadFile(t, owner, 'pixels.png', png);
    const servedPng = await t.app.inject({ method: 'GET', url: storedPng.url });
    expect(servedPng.headers['content-type']).toBe('image/png');
    const pixels = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [served, uploaded] = await Promise.all([pixels(servedPng.rawPayload), pixels(png)]);
    expect(served.info).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect([...served.data]).toEqual([...uploaded.data]);
  });

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
