import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';

/** Encrypts webhook signing secrets at rest; the key never enters the database. */
export interface SecretBox {
  /** `context` (the endpoint id) is bound as associated data, so a ciphertext cannot be moved to another row. */
  encrypt(plain: string, context: string): string;
  decrypt(sealed: string, context: string): string;
}

export function webhookKeyPath(dataDir: string): string {
  return join(dataDir, 'secrets', 'webhook.key');
}

/**
 * Reads the key, creating it (mode 0600) on first use. `wx` makes creation atomic: when the CLI and the
 * server race on a fresh DATA_DIR, one writes and both read the same key.
 */
function loadOrCreateKey(path: string): Buffer {
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(path, 0o600); // open() applies the umask; state the mode exactly
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${path} does not hold a ${KEY_BYTES}-byte key`);
  return key;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. The key file is created lazily, on first use. */
export function createSecretBox(dataDir: string): SecretBox {
  let key: Buffer | null = null;
  const getKey = () => (key ??= loadOrCreateKey(webhookKeyPath(dataDir)));
  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', getKey(), iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed, context) {
      const [format, iv, tag, body] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error('unknown secret ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', getKey(), Buffer.from(iv, 'base64url')).setAAD(
        Buffer.from(context),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
