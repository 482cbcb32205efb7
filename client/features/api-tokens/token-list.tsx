import { format } from 'date-fns';
import { Loader2, Trash2 } from 'lucide-react';
import { API_TOKEN_TEXT, type ApiToken } from '@shared/schemas/api-tokens';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** The person's tokens: name, scopes, created, expires, last used; each revocable. */
export function TokenList() {
  const tokens = trpc.apiTokens.list.useInfiniteQuery({ limit: 20 }, infiniteList);
  const revoke = trpc.apiTokens.revoke.useMutation({
    onSuccess: () => {
      toast({ title: API_TOKEN_TEXT.revoked, description: 'Requests with it are refused from now on.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The token could not be revoked. Please try again.'), variant: 'destructive' }),
  });
  const items = pagedItems(tokens.data);
  const now = useNow();

  if (tokens.isLoading) {
    return (
      <div className="grid gap-2" aria-label="Loading">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (tokens.isError) return <LoadError what="Your API tokens" onRetry={() => void tokens.refetch()} />;
  if (!items || items.length === 0) return <p className="text-sm text-muted-foreground">{API_TOKEN_TEXT.empty}</p>;
  return (
    <div className="grid gap-2">
      <ul className="divide-y rounded-md border" aria-label="Your API tokens">
        {items.map((token) => (
          <TokenRow key={token.id} token={token} expired={token.expiresAt !== null && Date.parse(token.expiresAt) <= now} revoking={revoke.isPending && revoke.variables?.id === token.id} onRevoke={() => revoke.mutate({ id: token.id })} />
        ))}
      </ul>
      <LoadMore {...tokens} what="tokens" />
    </div>
  );
}

function TokenRow({ token, expired, revoking, onRevoke }: { token: ApiToken; expired: boolean; revoking: boolean; onRevoke(): void }) {
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="api-token-row">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-words">{token.name}</span>
          <code className="text-xs text-muted-foreground">{token.tokenHint}...</code>
          {expired && <Badge variant="destructive">Expired</Badge>}
        </p>
        <p className="flex flex-wrap gap-1" aria-label="Scopes">
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {scope}
            </Badge>
          ))}
        </p>
        <dl className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>{day(token.createdAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Expires</dt>
            <dd>{token.expiresAt ? day(token.expiresAt) : API_TOKEN_TEXT.noExpiry}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd>{token.lastUsedAt ? format(new Date(token.lastUsedAt), 'MMM d, yyyy, h:mm a') : API_TOKEN_TEXT.never}</dd>
          </div>
        </dl>
      </div>
      <Button variant="outline" size="sm" className="shrink-0" onClick={onRevoke} disabled={revoking} aria-label={`${API_TOKEN_TEXT.revoke} ${token.name}`}>
        {revoking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
        {API_TOKEN_TEXT.revoke}
      </Button>
    </li>
  );
}
