import { BarChart3, Bot, FolderOpen, Sparkles, Target, Users, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { markWelcomeSeen, setGuideOpen, useHasSeenWelcome } from './tutorial-store';

const TILES = [
  { icon: Users, title: 'Expert Coaches', text: '1-on-1 sessions with certified coaches' },
  { icon: Bot, title: 'AI Coaching', text: 'Specialised AI mentors, day and night' },
  { icon: Target, title: 'Goal Tracking', text: 'Set goals and watch your progress' },
  { icon: Video, title: 'Video Sessions', text: 'Meet face to face, record and review' },
  { icon: FolderOpen, title: 'Resources', text: 'Articles, videos and templates' },
  { icon: BarChart3, title: 'Progress Reports', text: 'See how far you have come' },
];

/** Shown once per user on this device; closing it in any way remembers that. */
export function WelcomeDialog({ userId, firstName }: { userId: string; firstName: string | null }) {
  const seen = useHasSeenWelcome(userId);
  const [showTiles, setShowTiles] = useState(false);

  useEffect(() => {
    if (seen) return;
    const timer = setTimeout(() => setShowTiles(true), 500);
    return () => clearTimeout(timer);
  }, [seen]);

  const close = (takeTour: boolean) => {
    markWelcomeSeen(userId);
    if (takeTour) setGuideOpen(true);
  };

  return (
    <Dialog open={!seen} onOpenChange={(open) => !open && close(false)}>
      <DialogContent className="max-w-2xl [&>*]:min-w-0">
        <DialogHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Sparkles className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle className="text-2xl">Welcome to Catalyst{firstName ? `, ${firstName}` : ''}!</DialogTitle>
          <DialogDescription>Everything you need to grow with human and AI coaches, in one place.</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="What you can do">
          {TILES.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className={cn('rounded-lg border bg-muted/40 p-3 transition-opacity', showTiles ? 'animate-fade-in' : 'opacity-0')}
              style={{ animationDelay: `${index * 80}ms` }}
            >
              <Icon className="mb-2 size-5 text-primary" aria-hidden="true" />
              <p className="text-sm font-semibold">{title}</p>
              <p className="text-xs text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-center text-sm text-muted-foreground">
          <span>
            <strong className="text-foreground">50+</strong> coaches
          </span>
          <span>
            <strong className="text-foreground">24/7</strong> AI
          </span>
          <span>
            <strong className="text-foreground">95%</strong> success rate
          </span>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Button variant="outline" onClick={() => close(false)}>
            Explore on My Own
          </Button>
          <Button onClick={() => close(true)}>Take the Quick Tour</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
