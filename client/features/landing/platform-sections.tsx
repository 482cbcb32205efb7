import { ArrowRight, Bot, CalendarDays, CircleDot, MonitorUp, Sparkles, Target, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const FEATURES = [
  {
    icon: Users,
    title: 'Human Coaching',
    text: 'Book 1-on-1 sessions with certified coaches in leadership, strategy, career growth and more.',
    points: [
      { icon: Target, label: 'Goal tracking with analytics' },
      { icon: CalendarDays, label: 'Sessions that fit your calendar' },
    ],
  },
  {
    icon: Bot,
    title: 'AI Coaching',
    text: 'Specialised AI mentors answer day and night, with action items and follow-up questions that keep you moving.',
    points: [
      { icon: Sparkles, label: 'Available 24/7' },
      { icon: Users, label: 'Custom company AI coaches' },
    ],
  },
  {
    icon: Video,
    title: 'Video Sessions',
    text: 'Meet face to face in the browser, share your screen and keep recordings to review later.',
    points: [
      { icon: CircleDot, label: 'Session recording' },
      { icon: MonitorUp, label: 'Screen sharing' },
    ],
  },
];

export function PlatformFeatures() {
  return (
    <section id="features" className="scroll-mt-16 bg-muted/50 py-16 sm:py-24" aria-labelledby="features-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Platform Features
          </h2>
          <p className="mt-3 text-muted-foreground">Human expertise and AI guidance, working together on your goals.</p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, points }) => (
            <article key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              <ul className="mt-5 grid gap-2 text-sm">
                {points.map(({ icon: PointIcon, label }) => (
                  <li key={label} className="flex items-center gap-2">
                    <PointIcon className="size-4 text-primary" aria-hidden="true" />
                    {label}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

const STATS = [
  { value: '2,000+', label: 'Active Users' },
  { value: '500+', label: 'Certified Coaches' },
  { value: '95%', label: 'Client Satisfaction' },
  { value: '4.9/5', label: 'Average Rating' },
];

export function StatsSection() {
  return (
    <section className="bg-slate-900 py-16 text-white" aria-label="Catalyst in numbers">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 sm:px-6 lg:grid-cols-4">
        {STATS.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-slate-300">{label}</dt>
            <dd className="text-4xl font-bold tracking-tight sm:text-5xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section className="bg-background py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Ready to start growing?</h2>
        <p className="mt-3 text-muted-foreground">Try Catalyst free for 7 days. No credit card needed.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/client-signup">
              Get Started Free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Talk to Us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
