import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { Storage } from '../../lib/storage';

/** The coach's personal invitation link: {PUBLIC_URL}/invite/{coachId}. */
export function invitationUrl(origin: string, coachId: number): string {
  return `${origin}/invite/${coachId}`;
}

function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

/**
 * The QR code of the link as a PNG data URL the page shows and downloads. Kept in storage per coach
 * and link (a new PUBLIC_URL makes a new image); `regenerate` draws it again.
 */
export async function invitationQrCode(storage: Storage, coachId: number, url: string, options: { regenerate?: boolean } = {}): Promise<string> {
  const key = `qr/coach-${coachId}-${createHash('sha256').update(url).digest('hex').slice(0, 16)}.png`;
  let png: Buffer;
  if (options.regenerate) {
    png = await qrCodePng(url);
    await storage.put(key, png);
  } else {
    png = await storage.getOrCreate(key, () => qrCodePng(url));
  }
  return `data:image/png;base64,${png.toString('base64')}`;
}
