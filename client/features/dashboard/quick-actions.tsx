import { BookOpen, Bot, CalendarPlus, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

const tile = 'flex h-full w-full cursor-pointer flex-col items-start gap-3 rounded-lg border bg-card p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring';

function Tile({ icon, title, text, tone }: { icon: ReactNode; title: string; text: string; tone: string }) {
  return (
    <>
      <span className={cn('flex size-10 items-center justify-center rounded-lg', tone)} aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{text}</span>
      </span>
    </>
  );
}

/** Book Session (the booking dialog), Set Goal (/goals), AI Chat (/ai-coaches), Resources (/resources). */
export function QuickActions({ onBook }: { onBook(): void }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <button type="button" className={tile} onClick={onBook}>
        <Tile icon={<CalendarPlus className="size-5" />} title="Book Session" text="With a coach or an AI coach" tone="bg-indigo-100 text-indigo-700" />
      </button>
      <Link to="/goals" className={tile}>
        <Tile icon={<Target className="size-5" />} title="Set Goal" text="Define what success looks like" tone="bg-emerald-100 text-emerald-700" />
      </Link>
      <Link to="/ai-coaches" className={tile}>
        <Tile icon={<Bot className="size-5" />} title="AI Chat" text="Coaching around the clock" tone="bg-violet-100 text-violet-700" />
      </Link>
      <Link to="/resources" className={tile}>
        <Tile icon={<BookOpen className="size-5" />} title="Resources" text="Articles, videos and tools" tone="bg-amber-100 text-amber-700" />
      </Link>
    </div>
  );
}
