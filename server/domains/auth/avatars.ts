import { randomBytes } from 'node:crypto';
import { UPLOADED_AVATAR_PATH } from '@shared/schemas/auth';
import type { Storage } from '../../lib/storage';

export type AvatarExtension = 'png' | 'jpg' | 'webp' | 'gif';

export const AVATAR_CONTENT_TYPES: Record<AvatarExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** What the bytes are, by their magic numbers; the declared content type is never trusted. */
export function sniffImage(bytes: Buffer): AvatarExtension | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (bytes.length >= 6 && (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** The storage key behind an uploaded avatar's address, or null for any other address. */
export function avatarKeyOf(url: string | null | undefined): string | null {
  if (!url || !UPLOADED_AVATAR_PATH.test(url)) return null;
  return `avatars/${url.slice('/files/avatars/'.length)}`;
}

/** Stores the picture under a new random name (a replaced picture never lingers in caches); returns its address. */
export async function storeAvatar(storage: Storage, bytes: Buffer, extension: AvatarExtension): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await storage.put(`avatars/${name}`, bytes);
  return `/files/avatars/${name}`;
}

/** Removes an uploaded picture that is no longer anyone's; other addresses are left alone. */
export async function removeAvatar(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = avatarKeyOf(url);
  if (key) await storage.delete(key);
}
