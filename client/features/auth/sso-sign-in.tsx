import { Building2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { ssoErrorMessage } from '@shared/constants/sso';
import { Button } from '@/components/ui/button';

/**
 * 'Continue with your organization (SSO)': the e-mail's domain picks the organisation's provider on the
 * server, which sends the browser there (a full navigation, not a fetch: the provider's pages follow).
 */
export function SsoSignIn({ getEmail, redirect }: { getEmail: () => Promise<string | null>; redirect: string }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={leaving}
      onClick={async () => {
        const email = await getEmail();
        if (!email) return;
        setLeaving(true);
        window.location.assign(`/api/auth/sso/start?${new URLSearchParams({ email, redirect })}`);
      }}
    >
      {leaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Building2 aria-hidden="true" />}
      Continue with your organization (SSO)
    </Button>
  );
}

/** Why single sign-on sent the person back here (`?sso_error=`), in words they can act on. */
export function SsoError({ code }: { code: string | null }) {
  const message = ssoErrorMessage(code);
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}
