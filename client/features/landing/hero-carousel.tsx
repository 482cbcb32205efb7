import { ArrowRight, CheckCircle2, LogIn, Pause, Play } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginUrl } from '@/lib/login';
import { cn } from '@/lib/utils';
import { SLIDES } from './slides';

export interface HeroCarouselProps {
  index: number;
  onSelect: (index: number) => void;
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  onHold: (held: boolean) => void;
  ref?: Ref<HTMLElement>;
}

export function HeroCarousel({ index, onSelect, paused, onPausedChange, onHold, ref }: HeroCarouselProps) {
  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label="Catalyst for individuals, organizations and coaches"
      className={cn('relative overflow-hidden bg-gradient-to-br text-white transition-colors duration-700', SLIDES[index]!.background)}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHold(false);
      }}
    >
      <div className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-black/10 blur-3xl" aria-hidden="true" />

      <div className="relative mx-auto grid max-w-6xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16 lg:pt-20">
        {SLIDES.map((slide, i) => {
          const active = i === index;
          const Icon = slide.icon;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}: ${slide.tab}`}
              aria-hidden={!active}
              inert={!active}
              data-slide={slide.id}
              data-active={active}
              className={cn(
                'col-start-1 row-start-1 grid items-center gap-10 transition-opacity duration-700 motion-reduce:transition-none lg:grid-cols-[1.2fr_1fr]',
                active ? 'opacity-100' : 'invisible opacity-0',
              )}
            >
              <div className="grid gap-5">
                <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
                  <Icon className="size-4" aria-hidden="true" />
                  {slide.eyebrow}
                </p>
                <h2 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">{slide.title}</h2>
                <p className="max-w-xl text-base text-white/85 sm:text-lg">{slide.text}</p>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button asChild size="lg" className="bg-white text-slate-900 shadow-lg hover:bg-white/90">
                    <Link to={slide.cta.to}>
                      {slide.cta.label}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="lg" variant="outline" className="border-white/40 bg-white/10 text-white shadow-none hover:bg-white/20 hover:text-white">
                    <a href={loginUrl()}>
                      <LogIn aria-hidden="true" />
                      Sign In to Dashboard
                    </a>
                  </Button>
                </div>
              </div>

              <div className="hidden rounded-2xl border border-white/20 bg-white/10 p-6 shadow-2xl backdrop-blur-sm md:block">
                <p className="text-5xl font-bold tracking-tight">{slide.stat.value}</p>
                <p className="mt-1 text-white/80">{slide.stat.label}</p>
                <ul className="mt-6 grid gap-3">
                  {slide.highlights.map((highlight) => (
                    <li key={highlight} className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3 text-sm font-medium">
                      <CheckCircle2 className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}

        <div className="mt-10 flex items-center justify-center gap-3">
          <div className="flex items-center" role="group" aria-label="Choose a slide">
            {SLIDES.map((slide, i) => (
              // A 24 px target around the small dot (WCAG 2.5.8), the dot itself unchanged.
              <button
                key={slide.id}
                type="button"
                onClick={() => onSelect(i)}
                aria-label={`Show slide ${i + 1}: ${slide.tab}`}
                aria-current={i === index ? 'true' : undefined}
                className="group flex h-6 min-w-6 cursor-pointer items-center justify-center px-1"
              >
                <span className={cn('h-2.5 rounded-full transition-all', i === index ? 'w-8 bg-white' : 'w-2.5 bg-white/45 group-hover:bg-white/70')} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => onPausedChange(!paused)}
            aria-label={paused ? 'Resume slide rotation' : 'Pause slide rotation'}
            className="flex size-7 cursor-pointer items-center justify-center rounded-full text-white/80 hover:bg-white/15 hover:text-white"
          >
            {paused ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
          </button>
        </div>
      </div>
    </section>
  );
}
