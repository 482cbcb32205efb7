import { Check, Copy, KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { API_TOKEN_TEXT, type CreatedApiToken } from '@shared/schemas/api-tokens';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';

/** The new token's secret, shown this once: after Done it is gone from the page (the server keeps only its hash). */
export function CreatedToken({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
    } catch {
      // Clipboard API refused (permissions, insecure origin): select the text so the person can copy it.
      input.current?.select();
      if (!document.execCommand('copy')) {
        toast({ title: 'Error', description: 'Could not copy the token. Select it and copy it yourself.', variant: 'destructive' });
        return;
      }
    }
    setCopied(true);
    toast({ title: API_TOKEN_TEXT.copied, description: 'Your API token is on the clipboard.' });
  };

  return (
    <div role="status" className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-4" data-testid="api-token-created">
      <p className="flex items-center gap-2 text-sm font-medium">
        <KeyRound className="size-4 text-primary" aria-hidden="true" />
        {API_TOKEN_TEXT.created}: {token.name}
      </p>
      <p className="text-sm text-muted-foreground">{API_TOKEN_TEXT.copyOnce}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          readOnly
          value={token.token}
          aria-label="New API token"
          className="font-mono text-sm"
          data-testid="api-token-secret"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" className="shrink-0" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? API_TOKEN_TEXT.copied : API_TOKEN_TEXT.copy}
        </Button>
        <Button type="button" className="shrink-0" onClick={onDone}>
          {API_TOKEN_TEXT.done}
        </Button>
      </div>
    </div>
  );
}
