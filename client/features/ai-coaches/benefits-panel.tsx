import { Clock, Lightbulb, Target } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

const BENEFITS = [
  { icon: Clock, title: '24/7 Availability', text: 'Talk through a challenge whenever it comes up, day or night.' },
  { icon: Target, title: 'Specialized Expertise', text: 'Each AI coach focuses on one area: leadership, growth, teams, careers and more.' },
  { icon: Lightbulb, title: 'Instant Insights', text: 'Get suggestions, action items and questions to think about in seconds.' },
] as const;

export function BenefitsPanel() {
  return (
    <Card className="bg-gradient-to-r from-blue-50 to-violet-50" data-testid="ai-benefits">
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-primary shadow-sm" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
