/** Secrets: from the environment, or generated on first start into DATA_DIR (docs/design.md#where-data-lives). */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Secrets {
  /** HS256 key for access tokens. */
  jwtSecret: string;
  /** Key for signed file URLs. */
  fileUrlSecret: string;
}

/**
 * Reads DATA_DIR/secrets.json, creating it (mode 600) when missing. With JWT_SECRET set every secret
 * derives from the environment and no file is read or written (instances share nothing on disk).
 */
export async function loadSecrets(dataDir: string, jwtSecretFromEnv?: string): Promise<Secrets> {
  if (jwtSecretFromEnv) return { jwtSecret: jwtSecretFromEnv, fileUrlSecret: `${jwtSecretFromEnv}:files` };
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets>;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    fileUrlSecret: stored.fileUrlSecret ?? randomBytes(48).toString('base64url'),
  };
  if (!stored.jwtSecret || !stored.fileUrlSecret) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
