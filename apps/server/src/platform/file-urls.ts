/**
 * Signed file URLs, so an <img src> can load a file without a Bearer header. A URL is valid until
 * the end of the day after it was made (stable across responses, so browsers can cache it).
 */
import { sign, safeEqual } from './crypto.ts';

export type FileVariant = 'original' | 'preview';

export interface FileUrls {
  /** `/api/files/{id}?variant=…&exp=…&sig=…` */
  url(fileId: string, variant?: FileVariant): string;
  /** True when the signature matches and has not expired. */
  verify(fileId: string, variant: FileVariant, exp: string | undefined, sig: string | undefined): boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createFileUrls(secret: string, now: () => number = Date.now): FileUrls {
  const signature = (fileId: string, variant: FileVariant, exp: number) => sign(secret, `${fileId}:${variant}:${exp}`);
  return {
    url(fileId, variant = 'original') {
      const exp = Math.floor(now() / DAY_MS) * DAY_MS + 2 * DAY_MS;
      const query = new URLSearchParams({ exp: String(exp), sig: signature(fileId, variant, exp) });
      if (variant !== 'original') query.set('variant', variant);
      return `/api/files/${fileId}?${query.toString()}`;
    },
    verify(fileId, variant, exp, sig) {
      if (!exp || !sig || !/^\d{10,15}$/.test(exp)) return false;
      const expiresAt = Number(exp);
      if (expiresAt < now()) return false;
      return safeEqual(signature(fileId, variant, expiresAt), sig);
    },
  };
}
