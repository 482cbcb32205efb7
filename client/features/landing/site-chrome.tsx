import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { loginUrl } from '@/lib/login';

/** Header of the public pages: brand, section links on the landing page, Sign In (the dashboard for someone signed in). */
export function SiteHeader({ sectionLinks = false, signedIn = false }: { sectionLinks?: boolean; signedIn?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Brand />
        {sectionLinks && (
          <nav aria-label="Sections" className="ml-6 hidden gap-6 text-sm font-medium text-muted-foreground md:flex">
            <a href="#features" className="hover:text-foreground">
              Features
            </a>
            <a href="#pricing" className="hover:text-foreground">
              Pricing
            </a>
            <Link to="/browse-coaches" className="hover:text-foreground">
              Browse Coaches
            </Link>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <Button asChild variant="ghost">
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost">
                <a href={loginUrl()}>Sign In</a>
              </Button>
              <Button asChild className="hidden sm:inline-flex">
                <Link to="/client-signup">Get Started</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:flex md:items-center md:justify-between">
        <div className="grid gap-2">
          <Brand />
          <p className="text-sm text-muted-foreground">Coaching with people and AI, in one place.</p>
        </div>
        <nav aria-label="Legal and contact" className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/privacy">Privacy Policy</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/terms">Terms of Service</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">© {new Date().getFullYear()} Catalyst. All rights reserved.</p>
    </footer>
  );
}

/** Layout of the plain public pages (privacy, terms, contact). */
export function PublicPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {intro && <div className="mt-3 text-muted-foreground">{intro}</div>}
          <div className="mt-10 grid gap-8">{children}</div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-3 leading-relaxed text-foreground/85">{children}</div>
    </section>
  );
}
