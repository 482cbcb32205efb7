import { cn } from '@/lib/utils';
import type { ConnectionQuality } from './call-controller';

const LABELS: Record<ConnectionQuality, string> = { connecting: 'Connecting', good: 'Good connection', fair: 'Fair connection', poor: 'Poor connection', lost: 'Connection lost' };
const BARS: Record<ConnectionQuality, number> = { connecting: 0, good: 3, fair: 2, poor: 1, lost: 0 };
const COLOURS: Record<ConnectionQuality, string> = { connecting: 'bg-slate-400', good: 'bg-emerald-400', fair: 'bg-amber-400', poor: 'bg-red-400', lost: 'bg-red-500' };

/** Three bars from getStats (round-trip time and packet loss), with the words for screen readers and tooltips. */
export function QualityIndicator({ quality, showLabel = false }: { quality: ConnectionQuality; showLabel?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1" title={LABELS[quality]} data-quality={quality}>
      <span className="inline-flex h-3 items-end gap-0.5" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={cn('w-1 rounded-sm', bar <= BARS[quality] ? COLOURS[quality] : 'bg-slate-500/60')} style={{ height: `${bar * 4}px` }} />
        ))}
      </span>
      <span className={showLabel ? 'text-xs' : 'sr-only'}>{LABELS[quality]}</span>
    </span>
  );
}
