import { Award, Briefcase, CalendarCheck, CheckCircle2, Clock, Handshake, Sparkles, Users } from 'lucide-react';
import { INVITE_BENEFITS, INVITE_PAGE_DEFAULTS } from '@shared/constants/onboarding';
import { formatUsd } from '@shared/constants/plans';
import type { Coach } from '@shared/schemas/coaches';
import { personName } from '@shared/utils/person-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StarRating } from '@/components/ui/star-rating';
import { UserAvatar } from '@/components/user-avatar';

/**
 * The spec's defaults stand in only where a figure is truly unknown (absent), never over a real
 * zero: a coach without reviews is a new coach, as in the directory, not a 4.8 with 15 reviews.
 */
export function inviteFigures(coach: Partial<Pick<Coach, 'hourlyRateCents' | 'reviewCount' | 'experience' | 'clientsServed'>> & Pick<Coach, 'rating'>) {
  return {
    hourlyRateCents: coach.hourlyRateCents ?? INVITE_PAGE_DEFAULTS.hourlyRate * 100,
    rating: coach.rating === null ? null : Number(coach.rating),
    reviewCount: coach.reviewCount ?? INVITE_PAGE_DEFAULTS.reviewCount,
    experience: coach.experience ?? INVITE_PAGE_DEFAULTS.experience,
    clientsServed: coach.clientsServed ?? INVITE_PAGE_DEFAULTS.clientsServed,
  };
}

interface Props {
  coach: Coach;
  /** A visitor is offered the free trial; someone signed in, to work with the coach; the coach sees their own page as clients do, without actions. */
  viewer: 'visitor' | 'member' | 'self';
  onStartTrial(): void;
  onWorkWith(): void;
  onBookDiscovery(): void;
}

export function InvitedCoachProfile({ coach, viewer, onStartTrial, onWorkWith, onBookDiscovery }: Props) {
  const name = personName(coach.user, 'Your coach');
  const figures = inviteFigures(coach);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardContent className="grid gap-5 pt-6">
          <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
            <UserAvatar person={{ firstName: coach.user.firstName, lastName: coach.user.lastName, profileImageUrl: coach.user.profileImageUrl, id: coach.userId }} className="size-24" />
            <div className="grid gap-1">
              <p className="text-sm font-medium text-primary">You&apos;ve been invited by</p>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
              {coach.title && <p className="text-muted-foreground">{coach.title}</p>}
              <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
                {figures.rating === null ? (
                  <Badge variant="secondary">New coach</Badge>
                ) : (
                  <>
                    <StarRating value={figures.rating} />
                    <span className="text-sm text-muted-foreground">
                      ({figures.reviewCount} {figures.reviewCount === 1 ? 'review' : 'reviews'})
                    </span>
                  </>
                )}
              </div>
            </div>
          </div>
          {coach.bio && <p className="leading-relaxed">{coach.bio}</p>}
          {coach.specialties.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Specialties">
              {coach.specialties.map((specialty) => (
                <li key={specialty}>
                  <Badge variant="secondary">{specialty}</Badge>
                </li>
              ))}
            </ul>
          )}
          <dl className="grid grid-cols-3 gap-3 text-center">
            {[
              { icon: Briefcase, label: 'Years experience', value: String(figures.experience) },
              { icon: Users, label: 'Clients served', value: String(figures.clientsServed) },
              { icon: Clock, label: 'Per hour', value: figures.hourlyRateCents > 0 ? formatUsd(figures.hourlyRateCents) : 'Free intro' },
            ].map(({ icon: Icon, label, value }) => (
              <div key={label} className="rounded-lg bg-muted/50 p-3">
                <Icon className="mx-auto size-5 text-primary" aria-hidden="true" />
                <dd className="mt-1 text-lg font-semibold">{value}</dd>
                <dt className="text-xs text-muted-foreground">{label}</dt>
              </div>
            ))}
          </dl>
          {coach.resume && (
            <div className="grid gap-1">
              <h2 className="flex items-center gap-2 font-semibold">
                <Award className="size-4 text-primary" aria-hidden="true" />
                Background
              </h2>
              <p className="text-sm leading-relaxed text-muted-foreground">{coach.resume}</p>
            </div>
          )}
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card className="border-primary/30">
          <CardHeader>
            <CardTitle>
              <h2>Start your coaching journey</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {viewer === 'self' ? (
              <p className="text-sm text-muted-foreground">This is your invitation page: invited clients see it like this.</p>
            ) : (
              <>
                {viewer === 'visitor' ? (
                  <Button size="lg" onClick={onStartTrial}>
                    <Sparkles aria-hidden="true" />
                    Start Free Trial
                  </Button>
                ) : (
                  <Button size="lg" onClick={onWorkWith}>
                    <Handshake aria-hidden="true" />
                    Work with {personName(coach.user, 'this coach')}
                  </Button>
                )}
                <Button size="lg" variant="outline" onClick={onBookDiscovery}>
                  <CalendarCheck aria-hidden="true" />
                  Book Discovery Session
                </Button>
              </>
            )}
            {viewer === 'visitor' && <p className="text-center text-xs text-muted-foreground">7-day free trial, then $50/month. No credit card needed for the trial.</p>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>What you get</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {INVITE_BENEFITS.map((benefit) => (
                <li key={benefit.title} className="flex gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
                  <div>
                    <p className="font-medium">{benefit.title}</p>
                    <p className="text-sm text-muted-foreground">{benefit.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
