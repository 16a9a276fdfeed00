import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const KEY_BYTES = 32;

function decodeKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('DATA_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}

/**
 * The AES-256 key for KYC identifiers: DATA_KEY when set, else DATA_DIR/data.key, created with
 * owner-only permissions on first start. Losing the key makes stored identifiers unreadable, so it
 * is never rotated silently.
 */
export function loadDataKey(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return decodeKey(configured);
  const file = path.join(dataDir, 'data.key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}
