// Writes the demo coaches' portraits (illustrated SVGs) to client/public/coaches/, so the directory
// shows photos served by this app and no external image host. Run: npx tsx scripts/generate-coach-portraits.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Hair = 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'side' | 'bob';

interface Portrait {
  file: string;
  skin: string;
  hair: string;
  style: Hair;
  background: [string, string];
  shirt: string;
  glasses?: boolean;
  beard?: boolean;
}

const PORTRAITS: Portrait[] = [
  { file: 'jordan-rivera.svg', skin: '#c68642', hair: '#2b1b10', style: 'short', background: ['#6366f1', '#a5b4fc'], shirt: '#1e293b', beard: true },
  { file: 'sarah-chen.svg', skin: '#f1c27d', hair: '#111827', style: 'long', background: ['#0ea5e9', '#bae6fd'], shirt: '#be123c' },
  { file: 'marcus-johnson.svg', skin: '#8d5524', hair: '#0b0b0b', style: 'bald', background: ['#16a34a', '#bbf7d0'], shirt: '#1d4ed8', beard: true },
  { file: 'priya-patel.svg', skin: '#d9a066', hair: '#1f1410', style: 'bun', background: ['#f59e0b', '#fde68a'], shirt: '#7c3aed' },
  { file: 'david-okonkwo.svg', skin: '#6b3e26', hair: '#0b0b0b', style: 'curly', background: ['#0f766e', '#99f6e4'], shirt: '#f8fafc', glasses: true },
  { file: 'elena-rossi.svg', skin: '#f3d2b3', hair: '#7c2d12', style: 'bob', background: ['#db2777', '#fbcfe8'], shirt: '#111827' },
  { file: 'james-obrien.svg', skin: '#f5cba7', hair: '#b45309', style: 'side', background: ['#2563eb', '#bfdbfe'], shirt: '#334155' },
  { file: 'aiko-tanaka.svg', skin: '#f6d5b8', hair: '#1c1917', style: 'bob', background: ['#84cc16', '#ecfccb'], shirt: '#0e7490', glasses: true },
  { file: 'carlos-mendez.svg', skin: '#c58c5c', hair: '#292524', style: 'short', background: ['#ea580c', '#fed7aa'], shirt: '#14532d', beard: true },
  { file: 'fatima-alsayed.svg', skin: '#b97a56', hair: '#3f1d0b', style: 'long', background: ['#9333ea', '#e9d5ff'], shirt: '#0f172a', glasses: true },
  { file: 'noah-williams.svg', skin: '#e8b98f', hair: '#44403c', style: 'side', background: ['#0891b2', '#a5f3fc'], shirt: '#9a3412' },
  { file: 'grace-kim.svg', skin: '#f2c9a0', hair: '#0c0a09', style: 'bun', background: ['#e11d48', '#fecdd3'], shirt: '#1e3a8a' },
  { file: 'lena-novak.svg', skin: '#f7dcc4', hair: '#d4a017', style: 'long', background: ['#475569', '#e2e8f0'], shirt: '#047857' },
];

function hairBehind(p: Portrait): string {
  if (p.style === 'long') return `<path d="M62 86 C58 40 142 40 138 86 L144 156 C128 164 72 164 56 156 Z" fill="${p.hair}"/>`;
  if (p.style === 'bob') return `<path d="M62 88 C58 42 142 42 138 88 L140 122 C124 130 76 130 60 122 Z" fill="${p.hair}"/>`;
  if (p.style === 'bun') return `<circle cx="100" cy="42" r="16" fill="${p.hair}"/>`;
  return '';
}

function hairFront(p: Portrait): string {
  switch (p.style) {
    case 'short':
      return `<path d="M67 84 C63 50 82 44 100 44 C120 44 138 50 133 84 C128 68 114 62 100 62 C86 62 72 68 67 84 Z" fill="${p.hair}"/>`;
    case 'side':
      return `<path d="M67 86 C62 48 86 42 104 44 C124 46 140 56 133 84 C126 70 110 60 92 64 C82 66 72 74 67 86 Z" fill="${p.hair}"/>`;
    case 'curly':
      return [58, 70, 84, 100, 116, 130, 142]
        .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 56 : 64}" r="${i === 0 || i === 6 ? 10 : 14}" fill="${p.hair}"/>`)
        .join('');
    case 'long':
    case 'bob':
    case 'bun':
      return `<path d="M66 88 C62 52 84 46 100 46 C118 46 140 52 134 88 C128 70 112 60 96 62 C84 64 72 72 66 88 Z" fill="${p.hair}"/>`;
    case 'bald':
      return '';
  }
}

function portrait(p: Portrait): string {
  const glasses = p.glasses
    ? '<g fill="none" stroke="#1f2937" stroke-width="2.5"><circle cx="87" cy="92" r="9"/><circle cx="113" cy="92" r="9"/><path d="M96 92 H104"/></g>'
    : '';
  const beard = p.beard ? `<path d="M72 100 C74 128 90 134 100 134 C110 134 126 128 128 100 C120 114 110 118 100 118 C90 118 80 114 72 100 Z" fill="${p.hair}" opacity="0.9"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.background[0]}"/><stop offset="1" stop-color="${p.background[1]}"/></linearGradient></defs>
<rect width="200" height="200" fill="url(#bg)"/>
${hairBehind(p)}
<path d="M28 200 C30 156 66 140 100 140 C134 140 170 156 172 200 Z" fill="${p.shirt}"/>
<path d="M86 140 L100 160 L114 140 Z" fill="#ffffff" opacity="0.85"/>
<rect x="88" y="116" width="24" height="28" rx="10" fill="${p.skin}"/>
<rect x="88" y="116" width="24" height="14" rx="6" fill="#000000" opacity="0.08"/>
<ellipse cx="67" cy="94" rx="6" ry="9" fill="${p.skin}"/>
<ellipse cx="133" cy="94" rx="6" ry="9" fill="${p.skin}"/>
<ellipse cx="100" cy="90" rx="33" ry="40" fill="${p.skin}"/>
${hairFront(p)}
<path d="M80 80 Q87 76 94 80 M106 80 Q113 76 120 80" stroke="${p.hair}" stroke-width="3" fill="none" stroke-linecap="round"/>
<circle cx="87" cy="92" r="3.2" fill="#1f2937"/><circle cx="113" cy="92" r="3.2" fill="#1f2937"/>
<path d="M98 96 Q100 104 103 104" stroke="#000000" stroke-opacity="0.25" stroke-width="2" fill="none" stroke-linecap="round"/>
${beard}
<path d="M89 112 Q100 121 111 112" stroke="#7f1d1d" stroke-width="3" fill="none" stroke-linecap="round"/>
${glasses}
</svg>
`;
}

const dir = path.resolve(import.meta.dirname, '../client/public/coaches');
mkdirSync(dir, { recursive: true });
for (const p of PORTRAITS) writeFileSync(path.join(dir, p.file), portrait(p));
console.log(`wrote ${PORTRAITS.length} portraits to ${dir}`);
