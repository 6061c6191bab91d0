/** Helpers for the journeys: read e-mails from the server's outbox, make images, sign tokens. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import sharp from 'sharp';

export const dataDir = () => process.env.E2E_DATA_DIR!;

/** The first link containing `pathPart` in the newest e-mail to `to`, waiting for it to arrive. */
export async function linkFromOutbox(to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const dir = path.join(dataDir(), 'outbox');
      const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
      for (const name of names) {
        const raw = (await readFile(path.join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        if (!raw.includes(to)) continue;
        const match = raw.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`));
        if (match) {
          link = match[0];
          return true;
        }
      }
      return false;
    }, { timeout: 10_000 })
    .toBe(true);
  return link!;
}

/** A real photo-sized PNG (a house-coloured gradient), as a Playwright file payload. */
export async function photoFile(name = 'front.png', colour = '#c9ada7') {
  const buffer = await sharp({ create: { width: 640, height: 420, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The server's JWT secret (generated into DATA_DIR on first start). */
export async function jwtSecret(): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir(), 'secrets.json'), 'utf8')) as { jwtSecret: string };
  return secrets.jwtSecret;
}
