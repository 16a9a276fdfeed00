import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts single values (SSNs, passport and ID numbers, EINs) with AES-256-GCM and a random IV each. */
export interface FieldCipher {
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string;
  isSealed(value: unknown): value is string;
}

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The field cipher needs a 32-byte key');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed) {
      if (!sealed.startsWith(`${VERSION}:`)) throw new Error('Not a sealed value');
      const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    isSealed(value): value is string {
      return typeof value === 'string' && value.startsWith(`${VERSION}:`);
    },
  };
}

/** What admin views show until someone explicitly reveals the value: the last four characters. */
export function maskIdentifier(plaintext: string): string {
  const visible = plaintext.replace(/\s+/g, '').slice(-4);
  return `•••• ${visible}`;
}
