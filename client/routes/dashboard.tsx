import { Bot, CalendarCheck, FolderOpen, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/auth';

const SHORTCUTS = [
  { to: '/sessions', label: 'My Sessions', text: 'Your upcoming and past sessions', icon: CalendarCheck },
  { to: '/goals', label: 'Goals', text: 'Set and track your goals', icon: Target },
  { to: '/ai-coaches', label: 'AI Coaches', text: 'Guidance any time of day', icon: Bot },
  { to: '/resources', label: 'Resources', text: 'Articles, videos and templates', icon: FolderOpen },
];

// Placeholder until the dashboard lands: greets the user and points to the main areas.
export function DashboardPage() {
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome back{user?.firstName ? `, ${user.firstName}` : ''}!</h1>
        <p className="mt-1 text-muted-foreground">Here is where your coaching journey continues.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SHORTCUTS.map(({ to, label, text, icon: Icon }) => (
          <Link key={to} to={to} className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader>
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <CardTitle className="text-base">{label}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}

export default DashboardPage;
