import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2, Save } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SSO_MESSAGES } from '@shared/constants/sso';
import { type SsoSettings, ssoSettingsTextForm } from '@shared/schemas/organization-sso';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

interface FormFields {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string;
  enabled: boolean;
}

const toFields = (saved: SsoSettings | undefined): FormFields => ({
  issuerUrl: saved?.issuerUrl ?? '',
  clientId: saved?.clientId ?? '',
  // Write-only: the saved secret never comes back; blank keeps it.
  clientSecret: '',
  allowedDomains: saved?.allowedDomains.join(', ') ?? '',
  enabled: saved?.enabled ?? false,
});

/** Single sign-on (OpenID Connect) for the organisation: its admins and platform admins configure it. */
export function SsoSettingsCard({ organizationId }: { organizationId: string }) {
  const utils = trpc.useUtils();
  const settings = trpc.organizations.sso.useQuery({ organizationId });
  const form = useForm<FormFields, unknown, z.output<typeof ssoSettingsTextForm>>({ resolver: zodResolver(ssoSettingsTextForm) as never, defaultValues: toFields(undefined) });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) reset(toFields(settings.data));
  }, [settings.data, reset]);
  const save = trpc.organizations.updateSso.useMutation({
    onSuccess: (saved) => {
      utils.organizations.sso.setData({ organizationId }, saved);
      reset(toFields(saved));
      toast({ title: SSO_MESSAGES.saved, description: saved.enabled ? `People at ${saved.allowedDomains.join(', ')} can now sign in with your provider.` : 'Single sign-on is off.' });
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof FormFields) => ({ id: `sso-${name}`, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `sso-${name}-error` : undefined });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <KeyRound className="size-5" aria-hidden="true" /> Single sign-on
          </h2>
        </CardTitle>
        <CardDescription>Let people with your e-mail domains sign in through your identity provider (OpenID Connect).</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading && <Skeleton className="h-48" aria-label="Loading single sign-on settings" />}
        {settings.isError && <LoadError what="Single sign-on settings" onRetry={() => void settings.refetch()} />}
        {settings.data && (
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate({ organizationId, ...values }))}>
            <p className="text-sm text-muted-foreground">
              Register this redirect URI at your provider: <code className="text-foreground [overflow-wrap:anywhere]">{settings.data.redirectUri}</code>
            </p>
            <div className="grid gap-2">
              <Label htmlFor="sso-issuerUrl">Issuer URL</Label>
              <Input {...field('issuerUrl')} type="url" placeholder="https://login.example.com/realms/staff" {...form.register('issuerUrl')} />
              <FieldError id="sso-issuerUrl-error" message={errors.issuerUrl?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="sso-clientId">Client ID</Label>
              <Input {...field('clientId')} autoComplete="off" {...form.register('clientId')} />
              <FieldError id="sso-clientId-error" message={errors.clientId?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="sso-clientSecret">Client secret</Label>
              <Input
                {...field('clientSecret')}
                type="password"
                autoComplete="new-password"
                placeholder={settings.data.hasClientSecret ? 'Saved (leave blank to keep it)' : ''}
                {...form.register('clientSecret')}
              />
              <FieldError id="sso-clientSecret-error" message={errors.clientSecret?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="sso-allowedDomains">Allowed e-mail domains</Label>
              <Input {...field('allowedDomains')} placeholder="acme.com, acme.co.uk" {...form.register('allowedDomains')} />
              <FieldError id="sso-allowedDomains-error" message={errors.allowedDomains?.message ?? errorsOf(errors.allowedDomains)} />
            </div>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="sso-enabled">Enabled</Label>
              <Controller control={form.control} name="enabled" render={({ field: f }) => <Switch id="sso-enabled" checked={f.value} onCheckedChange={f.onChange} />} />
            </div>
            {save.error && (
              <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
                {errorMessage(save.error, 'The settings could not be saved. Please try again.')}
              </p>
            )}
            <Button type="submit" className="w-fit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              Save single sign-on
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** A domain list's first item error (zod reports it at allowedDomains.N). */
function errorsOf(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error.find(Boolean) as { message?: string } | undefined)?.message;
}
