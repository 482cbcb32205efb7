import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type LoginInput, loginInput } from '@shared/schemas/auth';
import { safeRedirect } from '@shared/utils/safe-redirect';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EMAIL_LINK_BUTTON_ID, EmailLinkRequest } from '@/features/auth/email-link-request';
import { SsoError, SsoSignIn } from '@/features/auth/sso-sign-in';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

const ACCOUNT_SIGNUP_PATHS = new Set(['/coach-onboarding', '/organization-setup']);

export function SignInPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const referral = params.get('coach_referral');
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { email: params.get('email') ?? '', password: '' } });
  const validEmail = async () => ((await form.trigger('email')) ? form.getValues('email').trim().toLowerCase() : null);
  const login = trpc.auth.login.useMutation({
    // A full navigation, so every screen starts from the new session.
    onSuccess: () => window.location.assign(redirect),
  });
  const { errors } = form.formState;
  const signupParams = new URLSearchParams();
  if (referral) signupParams.set('coach_referral', referral);
  if (params.get('redirect')) signupParams.set('redirect', redirect);
  // On the way to coach onboarding or organisation setup, the account is made there, with that role.
  const signupHref = ACCOUNT_SIGNUP_PATHS.has(redirect) ? redirect : `/client-signup${signupParams.size ? `?${signupParams}` : ''}`;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 p-4">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Brand />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>
              <h1>Sign in</h1>
            </CardTitle>
            <CardDescription>Welcome back. Sign in to continue your coaching journey.</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
              <SsoError code={params.get('sso_error')} />
              <div className="grid gap-2">
                <Label htmlFor="email">Email</Label>
                <Input
                  id="email"
                  type="email"
                  autoComplete="email"
                  autoFocus
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? 'email-error' : undefined}
                  {...form.register('email')}
                />
                <FieldError id="email-error" message={errors.email?.message} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="password">Password</Label>
                <Input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? 'password-error' : undefined}
                  {...form.register('password')}
                />
                <FieldError id="password-error" message={errors.password?.message} />
                <p className="text-sm text-muted-foreground">
                  Forgot your password?{' '}
                  <button type="button" className="cursor-pointer font-medium text-primary hover:underline" onClick={() => document.getElementById(EMAIL_LINK_BUTTON_ID)?.click()}>
                    Send a sign-in link instead
                  </button>
                </p>
              </div>
              {login.error && (
                <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
                  {errorMessage(login.error, 'Sign-in failed. Please try again.')}
                </p>
              )}
              <Button type="submit" disabled={login.isPending || login.isSuccess} className="w-full">
                {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Sign In
              </Button>
            </form>
            <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            <div className="grid gap-2">
              <EmailLinkRequest redirect={redirect} getEmail={validEmail} />
              <SsoSignIn redirect={redirect} getEmail={validEmail} />
            </div>
            <p className="mt-6 text-center text-sm text-muted-foreground">
              New to Catalyst?{' '}
              <Link to={signupHref} className="font-medium text-primary hover:underline">
                Create an account
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

export default SignInPage;
