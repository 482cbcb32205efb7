import { Bot, Crown, Rocket, Users } from 'lucide-react';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import { cn } from '@/lib/utils';

const AI_ICONS = { crown: Crown, rocket: Rocket, users: Users, bot: Bot } as const;
const AI_COLOURS: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-700',
  green: 'bg-emerald-100 text-emerald-700',
  orange: 'bg-amber-100 text-amber-700',
  purple: 'bg-violet-100 text-violet-700',
};

/** The AI coach's icon (crown, rocket, users, otherwise a bot) on its colour (blue by default, or a hex code). */
export function AiCoachIcon({ coach, className }: { coach: Pick<AiCoach, 'iconType' | 'iconColor'>; className?: string }) {
  const Icon = AI_ICONS[coach.iconType] ?? Bot;
  const hex = coach.iconColor.startsWith('#') ? coach.iconColor : undefined;
  return (
    <span
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', !hex && (AI_COLOURS[coach.iconColor] ?? AI_COLOURS.blue), className)}
      style={hex ? { backgroundColor: `${hex}22`, color: hex } : undefined}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}
