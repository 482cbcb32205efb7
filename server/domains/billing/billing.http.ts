import type { FastifyPluginAsync } from 'fastify';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { TRPCError } from '@trpc/server';
import { BILLING_MESSAGES } from '@shared/constants/billing';
import { invoiceIdInput } from '@shared/schemas/billing';
import type { Services } from '../../trpc/context';
import { requestSession } from '../api-tokens/api-tokens.bearer';
import { accountIdOf, payerFor } from './billing-account';
import { findInvoice } from './billing.queries';
import { invoiceNumberText, invoicePdf, markInvoicePaid } from './billing.service';
import { paymentProviderFor, WebhookSignatureError } from './payments';

/** Invoice PDFs (files) and the Stripe webhook (a raw, signed body): plain routes beside the JSON procedures. */
export const billingHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // The webhook's signature covers the exact bytes sent: keep the body raw in this plugin only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.get<{ Params: { id: string } }>('/billing/invoices/:id/pdf', async (req, reply) => {
    const session = await requestSession(services, req);
    if (!session) return reply.code(401).send({ message: 'You are not signed in', code: 'UNAUTHORIZED' });
    const parsed = invoiceIdInput.safeParse({ id: req.params.id });
    if (!parsed.success) return reply.code(400).send({ message: 'Invoice id must be a positive whole number', code: 'BAD_REQUEST' });
    const invoice = await findInvoice(services.db, parsed.data.id);
    if (!invoice) return reply.code(404).send({ message: BILLING_MESSAGES.invoiceNotFound, code: 'NOT_FOUND' });
    if (session.user.role !== 'admin') {
      try {
        const payer = await payerFor(services.db, session.user, {});
        if (accountIdOf(payer) !== invoice.accountId) return reply.code(404).send({ message: BILLING_MESSAGES.invoiceNotFound, code: 'NOT_FOUND' });
      } catch (error) {
        if (error instanceof TRPCError && error.code === 'FORBIDDEN') return reply.code(403).send({ message: error.message, code: 'FORBIDDEN' });
        throw error;
      }
    }
    const pdf = await invoicePdf(services.db, services.storage, invoice.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoiceNumberText(invoice.number)}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.post('/billing/webhook', async (req, reply) => {
    const provider = paymentProviderFor(services.config.billing);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
    let event;
    try {
      event = provider.parseWebhook(body, req.headers['stripe-signature'] as string | undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) return reply.code(400).send({ message: `Webhook refused: ${error.message}`, code: 'BAD_REQUEST' });
      throw error;
    }
    // A redelivered event changes nothing.
    const fresh = await services.db.insertInto('billingWebhookEvents').values({ id: event.eventId, type: event.type }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
    if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0) return reply.send({ received: true, duplicate: true });
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') {
      if (event.providerInvoiceId) await markInvoicePaid(services.db, services.bus, { providerInvoiceId: event.providerInvoiceId });
      else if (event.invoiceId) await markInvoicePaid(services.db, services.bus, { id: event.invoiceId });
    }
    return reply.send({ received: true });
  });
};

export const billingHttpPaths: ZodOpenApiPathsObject = {
  '/billing/invoices/{id}/pdf': {
    get: {
      tags: ['billing'],
      summary: 'One invoice as a PDF (attachment), for its paying account and platform admins',
      security: [{ sessionCookie: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      responses: { '200': { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, '401': { description: 'Signed out' }, '404': { description: 'No such invoice, or not yours' } },
    },
  },
  '/billing/webhook': {
    post: {
      tags: ['billing'],
      summary: 'Stripe events (invoice.paid marks the invoice paid); the Stripe-Signature header is verified with STRIPE_WEBHOOK_SECRET',
      responses: { '200': { description: 'Received' }, '400': { description: 'Bad or missing signature, or payments are manual' } },
    },
  },
};
