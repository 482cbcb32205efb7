import { useState } from 'react';
import { API_TOKEN_TEXT, type CreatedApiToken } from '@shared/schemas/api-tokens';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CreatedToken } from './created-token';
import { CreateTokenForm } from './create-token-form';
import { TokenList } from './token-list';

/** Settings -> API tokens: create (secret shown once), list and revoke personal tokens for integrations. */
export function ApiTokensCard() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{API_TOKEN_TEXT.title}</h2>
        </CardTitle>
        <CardDescription>{API_TOKEN_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {created ? <CreatedToken token={created} onDone={() => setCreated(null)} /> : <CreateTokenForm onCreated={setCreated} />}
        <TokenList />
      </CardContent>
    </Card>
  );
}
