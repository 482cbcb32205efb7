/**
 * Characters that show nothing or change how surrounding text is displayed: C0/C1 controls,
 * zero-width spaces, word joiners, the BOM, and bidirectional marks, embeddings, overrides and
 * isolates (U+202E can make a name read backwards). Stripped from names and titles.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\ufff9-\ufffb]/gu;
/** Zero-width (non-)joiners shape real scripts (Persian, Indic) and emoji: kept only between two such characters. */
const LONE_JOINER = /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '').replace(/[\t\n]/g, ' ').replace(LONE_JOINER, '');
}
