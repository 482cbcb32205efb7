import { Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { ONBOARDING_MESSAGES } from '@shared/constants/onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorCode, errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

export function DirectInviteForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const send = trpc.coachInvitations.send.useMutation({
    onSuccess: (invitation) => {
      toast({ title: ONBOARDING_MESSAGES.invitations.sent, description: `Your invitation is on its way to ${invitation.email}.` });
      setEmail('');
      setMessage('');
    },
    onError: (error) => {
      // Already invited and still pending: asked here whether to resend, not toasted away.
      if (errorCode(error) === 'CONFLICT') return;
      toast({ title: 'Error', description: errorMessage(error, 'Failed to send the invitation. Please try again.'), variant: 'destructive' });
    },
  });
  const issues = send.error ? fieldIssues(send.error) : {};
  const alreadyInvited = send.error && errorCode(send.error) === 'CONFLICT' ? errorMessage(send.error, '') : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send className="size-5 text-primary" aria-hidden="true" />
          <h2>Invite by Email</h2>
        </CardTitle>
        <CardDescription>We e-mail your link, with your note if you add one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim()) send.mutate({ email, message });
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="invite-email">Email address</Label>
            <Input id="invite-email" type="email" autoComplete="off" placeholder="client@example.com" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={issues.email ? true : undefined} aria-describedby={issues.email ? 'invite-email-error' : undefined} />
            <FieldError id="invite-email-error" message={issues.email} />
            {alreadyInvited && (
              <div role="alert" className="flex flex-wrap items-center gap-2 text-sm" data-testid="invite-already-sent">
                <span>{alreadyInvited}</span>
                <Button type="button" size="sm" variant="outline" disabled={send.isPending} onClick={() => send.mutate({ email, message, resend: true })}>
                  Resend
                </Button>
              </div>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="invite-message">Personal message (optional)</Label>
            <Textarea id="invite-message" rows={3} placeholder="I'd love to help you reach your goals." value={message} onChange={(e) => setMessage(e.target.value)} />
            <FieldError message={issues.message} />
          </div>
          <Button type="submit" disabled={email.trim() === '' || send.isPending} className="justify-self-start">
            {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Send Invitation
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
