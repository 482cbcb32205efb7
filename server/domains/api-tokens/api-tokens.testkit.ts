import { expect } from 'vitest';
import type { CreateApiTokenInput, CreatedApiToken } from '@shared/schemas/api-tokens';
import { HttpClient, type RequestOptions } from '../../testing/harness';

/** Creates a token through the real endpoint, signed in with the cookie (the only way to create one). */
export async function createToken(owner: HttpClient, input: CreateApiTokenInput): Promise<CreatedApiToken> {
  const res = await owner.post('/api/api-tokens', input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CreatedApiToken;
}

/** An integrator's client: no cookie, every request with `Authorization: Bearer <token>`. */
export function bearerClient(baseUrl: string, token: string) {
  const client = new HttpClient(baseUrl);
  const withToken = (options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
  return {
    get: (path: string, options?: RequestOptions) => client.get(path, withToken(options)),
    post: (path: string, body?: unknown, options?: RequestOptions) => client.post(path, body, withToken(options)),
    patch: (path: string, body?: unknown, options?: RequestOptions) => client.patch(path, body, withToken(options)),
    delete: (path: string, options?: RequestOptions) => client.delete(path, withToken(options)),
  };
}

export const SAMPLE_GOAL = { title: 'Ship the integration', description: 'Sync goals from our planning tool', category: 'skills', targetDate: '2027-03-01' } as const;
