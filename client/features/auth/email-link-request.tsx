import { Loader2, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/**
 * 'E-mail me a sign-in link' on the sign-in page. `getEmail` validates the form's e-mail field
 * and returns it, or null when it is not valid (the form then shows why).
 */
export const EMAIL_LINK_BUTTON_ID = 'email-link-request';

export function EmailLinkRequest({ getEmail, redirect }: { getEmail: () => Promise<string | null>; redirect: string }) {
  const request = trpc.auth.requestEmailLink.useMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <div role="status" className="flex gap-3 rounded-md border border-success/30 bg-success/5 p-3 text-sm">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">Check your inbox</p>
          <p className="text-muted-foreground">
            If <span className="font-medium break-all text-foreground">{sentTo}</span> has an account, a sign-in link is on its way. It works once and expires in 15 minutes.
          </p>
          <button type="button" className="w-fit cursor-pointer text-primary hover:underline" onClick={() => setSentTo(null)}>
            Use another e-mail
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Button
        id={EMAIL_LINK_BUTTON_ID}
        type="button"
        variant="outline"
        className="w-full"
        disabled={request.isPending}
        onClick={async () => {
          const email = await getEmail();
          if (email) request.mutate({ email, redirect }, { onSuccess: () => setSentTo(email) });
        }}
      >
        {request.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        E-mail me a sign-in link
      </Button>
      {request.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(request.error, 'Could not send the link. Please try again.')}
        </p>
      )}
    </div>
  );
}
