import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type ClaimsParameterMember } from 'oidc-provider';

/** The person the provider signs in at its next interaction (no login page: tests choose who). */
export interface TestPerson {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next authorization request. */
  signInAs(person: TestPerson): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a random port, with one confidential client whose
 * redirect URI is the app's callback. Its interaction signs in the chosen person and grants consent at once.
 */
export async function startOidcProvider(options: { redirectUri: string; clientId?: string; clientSecret?: string }): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'catalyst-test';
  const clientSecret = options.clientSecret ?? 'test-client-secret-0123456789';
  const people = new Map<string, TestPerson>();
  let next: TestPerson | undefined;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    async findAccount(_ctx, id): Promise<Account | undefined> {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: () => ({ ...person }) as { sub: string } & Record<string, ClaimsParameterMember | string | boolean> };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    pkce: { required: () => true },
    jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      void provider.callback()(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const person = next;
      if (!person) throw new Error('the test chose no person to sign in (signInAs)');
      people.set(person.sub, person);
      const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: person.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(person) {
      next = person;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
