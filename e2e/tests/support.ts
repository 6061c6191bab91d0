/** Helpers for the journeys: read e-mails from the server's outbox, make images, sign tokens. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

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

/** A small JPEG photo (a plain colour), as a Playwright file payload. */
export function photoFile(name = 'front.png') {
  // 1×1 PNG, scaled up by the server's preview step is not needed: any valid image will do.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAF0lEQVR4nGNkYPjPQApgIkn1qIZRDZQCAP3/AR+a0wLwAAAAAElFTkSuQmCC',
    'base64',
  );
  return { name, mimeType: 'image/png', buffer: png };
}

/** The server's JWT secret (generated into DATA_DIR on first start). */
export async function jwtSecret(): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir(), 'secrets.json'), 'utf8')) as { jwtSecret: string };
  return secrets.jwtSecret;
}
