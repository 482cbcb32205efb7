import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { loginUrl } from '@/lib/auth';

/** The frame of every signup page: brand, the way home, the form's card, a side panel, and the way to sign in instead. */
export function SignupShell(props: { title: string; description: string; signInRedirect?: string; aside: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-br from-indigo-50 via-white to-violet-50">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Brand />
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </header>
      <main className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Card className="shadow-md">
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl">{props.title}</h1>
            </CardTitle>
            <CardDescription>{props.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {props.children}
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <a href={loginUrl(props.signInRedirect)} className="font-medium text-primary hover:underline">
                Sign in
              </a>
            </p>
          </CardContent>
        </Card>
        {props.aside}
      </main>
    </div>
  );
}
