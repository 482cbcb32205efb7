import QRCode from 'qrcode';

/** The coach's personal invitation link: {PUBLIC_URL}/invite/{coachId}. */
export function invitationUrl(origin: string, coachId: number): string {
  return `${origin}/invite/${coachId}`;
}

/** A PNG QR code of the link, as a data URL the page shows and downloads. */
export function qrCodeDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
