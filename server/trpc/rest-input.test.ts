import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from './context';
import { router } from './init';
import { publicProcedure } from './procedures';
import { restFacade } from './rest';

// A small router of its own, so each conversion rule is visible in one place.
const echo = z.object({ id: z.number().int(), flag: z.boolean().optional(), count: z.number().optional(), on: z.date().optional() });
const testRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/things' } })
    .input(z.object({ flag: z.boolean().optional(), limit: z.number().int().optional(), tags: z.array(z.number()).optional() }))
    .output(z.unknown())
    .query(({ input }) => input),
  update: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/things/{id}' } })
    .input(echo)
    .output(z.unknown())
    .mutation(({ input }) => ({ ...input, on: input.on?.toISOString() })),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(
    async (api) => {
      await api.register(restFacade, {
        router: testRouter,
        createContext: async () => ({ user: null }) as unknown as Context,
        onInternalError: () => undefined,
      });
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}` });
const post = (url: string, body: unknown) => app.inject({ method: 'POST', url: `/api${url}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('REST inputs: strings become types only where they arrived as strings', () => {
  it('reads query parameters strictly: "false" is false, "10" is 10, repeated keys are arrays', async () => {
    const res = await get('/things?flag=false&limit=10&tags=1&tags=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flag: false, limit: 10, tags: [1, 2] });
    expect((await get('/things?flag=true')).json()).toEqual({ flag: true });
  });

  it('rejects a query value that is not of the type instead of guessing', async () => {
    for (const query of ['flag=yes', 'limit=ten', 'limit=1.5']) {
      const res = await get(`/things?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/^Invalid input: (flag|limit): /);
    }
  });

  it('treats an empty query value as absent', async () => {
    expect((await get('/things?limit=&flag=')).json()).toEqual({});
  });

  it('converts a path parameter in a POST, but never the JSON body', async () => {
    const ok = await post('/things/7', { flag: false, count: 0, on: '2026-01-02T03:04:05.000Z' });
    expect(ok.statusCode).toBe(400); // a JSON body carries no Date: the string stays a string
    const res = await post('/things/7', { flag: false, count: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, flag: false, count: 0 });
  });

  it.each([
    [{ flag: 'false' }, 'flag'],
    [{ flag: 'true' }, 'flag'],
    [{ count: '' }, 'count'],
    [{ count: null }, 'count'],
    [{ count: '5' }, 'count'],
  ])('answers 400 for the body %j instead of coercing it', async (body, field) => {
    const res = await post('/things/7', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
  });

  it('leaves the shared schemas strict for tRPC callers after REST calls', async () => {
    await get('/things?flag=false&limit=1');
    const caller = testRouter.createCaller({} as Context);
    await expect(caller.list({ flag: 'false' as unknown as boolean })).rejects.toThrow();
    await expect(caller.update({ id: '7' as unknown as number })).rejects.toThrow();
  });
});
