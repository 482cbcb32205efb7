import { Award, Bot, Flame, Lock, Trophy } from 'lucide-react';
import type { GoalStats } from '@shared/schemas/goals';
import type { SessionStats } from '@shared/schemas/sessions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Badges earned from the user's own session and goal counts. */
export function AchievementsPanel({ sessions, goals }: { sessions: SessionStats | undefined; goals: GoalStats | undefined }) {
  const completed = sessions?.completed ?? 0;
  const badges = [
    { title: 'First Session', text: 'Complete a coaching session', earned: completed >= 1, icon: Award },
    { title: 'Goal Achiever', text: 'Complete a goal', earned: (goals?.completed ?? 0) >= 1, icon: Trophy },
    { title: 'AI Explorer', text: 'Start an AI coaching session', earned: (sessions?.aiStarted ?? 0) >= 1, icon: Bot },
    { title: 'Committed', text: 'Complete five sessions', earned: completed >= 5, icon: Flame },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Achievements</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3">
        {badges.map(({ title, text, earned, icon: Icon }) => (
          <div key={title} className={cn('rounded-lg border p-3 text-center', earned ? 'border-amber-200 bg-amber-50' : 'opacity-60')}>
            <span className={cn('mx-auto mb-1 flex size-9 items-center justify-center rounded-full', earned ? 'bg-amber-100 text-amber-700' : 'bg-muted text-muted-foreground')} aria-hidden="true">
              {earned ? <Icon className="size-5" /> : <Lock className="size-4" />}
            </span>
            <p className="text-sm font-medium">{title}</p>
            <p className="text-xs text-muted-foreground">{earned ? 'Earned' : text}</p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
