import { BarChart3, Bot, CreditCard, UserPlus } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  { icon: UserPlus, title: 'Invite your team', text: 'Add team leads, HR managers and members from Team Management.' },
  { icon: Bot, title: 'Create custom AI coaches', text: "Build AI coaches that know your company's values and goals." },
  { icon: BarChart3, title: 'Track progress', text: 'Follow engagement and outcomes across your coaching programme.' },
  { icon: CreditCard, title: 'Choose your plan', text: 'Custom pricing for organizations: talk to our sales team.' },
] as const;

export function WhatsNextPanel() {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>
          <h2>What&apos;s Next?</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
                <Icon className="size-4" />
              </span>
              <div>
                <p className="font-medium">
                  {index + 1}. {title}
                </p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
