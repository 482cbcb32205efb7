import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  close(): Promise<void>;
}

/**
 * A local server speaking the slice of Stripe's HTTP API the adapter uses (form-encoded requests,
 * JSON objects back): customers, invoices, invoice items, finalize. Requests are recorded.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let sequence = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++sequence}` });
        res.end(JSON.stringify(payload));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && path === '/v1/customers') return send(200, { id: `cus_${++sequence}`, object: 'customer', email: body.email ?? null, metadata: {} });
      if (req.method === 'POST' && path === '/v1/invoices') return send(200, { id: `in_${++sequence}`, object: 'invoice', status: 'draft', customer: body.customer, metadata: {} });
      if (req.method === 'POST' && path === '/v1/invoiceitems') return send(200, { id: `ii_${++sequence}`, object: 'invoiceitem', amount: Number(body.amount), invoice: body.invoice });
      const finalize = /^\/v1\/invoices\/([^/]+)\/finalize$/.exec(path);
      if (req.method === 'POST' && finalize) return send(200, { id: finalize[1], object: 'invoice', status: 'open' });
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
