import { Check, Copy, Download, Link2, Mail, QrCode, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { InvitationLink } from '@shared/schemas/coach-invitations';
import { ONBOARDING_MESSAGES } from '@shared/constants/onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const M = ONBOARDING_MESSAGES.invitations;
const COPIED_MS = 2000;

async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, insecure origin): the selected input and the old command still work.
    fallbackInput?.select();
    return document.execCommand('copy');
  }
}

export function InvitationLinkCard({ link }: { link: InvitationLink }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(link.invitationUrl, input.current)) {
      setCopied(true);
      toast({ title: M.linkCopied, description: 'Your invitation link is on the clipboard.' });
    } else {
      toast({ title: 'Error', description: 'Could not copy the link. Select it and copy it yourself.', variant: 'destructive' });
    }
  };
  const mailto = `mailto:?subject=${encodeURIComponent('Join me for coaching on Catalyst')}&body=${encodeURIComponent(`I'd like to invite you to coaching with me. Start here: ${link.invitationUrl}`)}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="size-5 text-primary" aria-hidden="true" />
          <h2>Your Invitation Link</h2>
        </CardTitle>
        <CardDescription>Share it anywhere: people who sign up through it become your clients.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input ref={input} readOnly value={link.invitationUrl} aria-label="Invitation link" className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" onClick={() => void copy()} className="shrink-0">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? M.copied : 'Copy Link'}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={mailto}>
              <Mail aria-hidden="true" />
              Share by Email
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">
            Opened {link.clickCount} {link.clickCount === 1 ? 'time' : 'times'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

export function QrCodeCard({ link }: { link: InvitationLink }) {
  const utils = trpc.useUtils();
  const regenerate = trpc.coachInvitations.generateQr.useMutation({
    onSuccess: (fresh) => {
      utils.coachInvitations.link.setData(undefined, fresh);
      toast({ title: M.qrGenerated, description: 'Your QR code is ready to share.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not generate the QR code.'), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <QrCode className="size-5 text-primary" aria-hidden="true" />
          <h2>QR Code</h2>
        </CardTitle>
        <CardDescription>For slides, business cards and events.</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4">
        <img src={link.qrCodeDataUrl} alt={`QR code for ${link.invitationUrl}`} className="size-48 rounded-md border bg-white p-1" />
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
            <RefreshCw className={regenerate.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
            Regenerate
          </Button>
          <Button asChild>
            <a href={link.qrCodeDataUrl} download="catalyst-invitation-qr.png" onClick={() => toast({ title: M.downloadStarted, description: 'Your QR code is downloading as a PNG.' })}>
              <Download aria-hidden="true" />
              Download PNG
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
