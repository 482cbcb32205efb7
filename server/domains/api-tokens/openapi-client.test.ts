import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';
import { createToken } from './api-tokens.testkit';

/** What an integrator writes against the generated types: three calls with a bearer token. */
const INTEGRATION = `
import type createClient from 'openapi-fetch';
import type { paths } from './api';

export async function integrate(create: typeof createClient, baseUrl: string, token: string) {
  const api = create<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } });
  const me = await api.GET('/auth/user');
  const created = await api.POST('/goals', {
    body: { title: 'From a generated client', description: 'Typed end to end', category: 'career', targetDate: '2027-06-30' },
  });
  const goals = await api.GET('/goals', { params: { query: { limit: 5 } } });
  const email: string | undefined = me.data?.email;
  const goalId: number | undefined = created.data?.id;
  const titles: string[] = (goals.data ?? []).map((goal) => goal.title);
  return { email, goalId, titles, statuses: [me.response.status, created.response.status, goals.response.status] };
}
`;

/** The same client with mistakes the generated types must catch. */
const MISTAKES = `
import type createClient from 'openapi-fetch';
import type { paths } from './api';

export async function wrong(create: typeof createClient) {
  const api = create<paths>({ baseUrl: '/api' });
  await api.GET('/no-such-path');
  await api.POST('/goals', { body: { title: 42 } });
}
`;

/** The type errors of a file, as `line: message` (1-based lines). */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    paths: { 'openapi-fetch': [path.resolve('node_modules/openapi-fetch/dist/index.d.mts')] },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'catalyst-openapi-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('a client generated from /api/openapi.json (openapi-typescript + openapi-fetch)', () => {
  it('type-checks three calls against the generated types and runs them with an API token', { timeout: 120_000 }, async () => {
    const ast = await openapiTS(new URL(`${t.url}/api/openapi.json`));
    writeFileSync(path.join(dir, 'api.d.ts'), astToString(ast));
    const integration = path.join(dir, 'integration.ts');
    writeFileSync(integration, INTEGRATION);
    writeFileSync(path.join(dir, 'mistakes.ts'), MISTAKES);

    expect(typeErrors(integration)).toEqual([]);
    const mistakes = typeErrors(path.join(dir, 'mistakes.ts'));
    // Line 7 asks for a path the API does not have, line 8 sends a number as a goal's title.
    expect(mistakes.filter((message) => message.startsWith('7: ')), mistakes.join('\n')).not.toEqual([]);
    expect(mistakes.filter((message) => message.startsWith('8: ')), mistakes.join('\n')).not.toEqual([]);

    const owner = await t.signIn('client@example.com');
    const { token } = await createToken(owner, { name: 'Generated client', scopes: ['read', 'write'] });
    const { integrate } = (await import(integration)) as { integrate: (create: typeof createClient, baseUrl: string, token: string) => Promise<Record<string, unknown>> };
    const result = await integrate(createClient, `${t.url}/api`, token);
    expect(result).toMatchObject({ email: 'client@example.com', goalId: expect.any(Number), statuses: [200, 200, 200] });
    expect(result.titles).toContain('From a generated client');
  });
});
