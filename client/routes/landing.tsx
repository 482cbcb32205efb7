import { useRef } from 'react';
import { AudienceTabs } from '@/features/landing/audience-tabs';
import { HeroCarousel } from '@/features/landing/hero-carousel';
import { ClosingCallToAction, PlatformFeatures, StatsSection } from '@/features/landing/platform-sections';
import { SiteFooter, SiteHeader } from '@/features/landing/site-chrome';
import { CAROUSEL_INTERVAL_MS, SLIDES } from '@/features/landing/slides';
import { useCarousel } from '@/features/landing/use-carousel';

export function LandingPage() {
  const hero = useRef<HTMLElement>(null);
  const carousel = useCarousel(SLIDES.length, CAROUSEL_INTERVAL_MS, hero);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader sectionLinks />
      <main className="flex-1">
        <h1 className="sr-only">Catalyst: coaching with certified coaches and AI mentors</h1>
        <HeroCarousel ref={hero} index={carousel.index} onSelect={carousel.setIndex} paused={carousel.paused} onPausedChange={carousel.setPaused} onHold={carousel.setHeld} />
        <AudienceTabs value={SLIDES[carousel.index]!.id} onValueChange={(id) => carousel.setIndex(SLIDES.findIndex((slide) => slide.id === id))} />
        <PlatformFeatures />
        <StatsSection />
        <ClosingCallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}

export default LandingPage;
