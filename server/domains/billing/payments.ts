import Stripe from 'stripe';
import type { PaymentProviderId } from '@shared/constants/billing';
import type { Config } from '../../config';

/** What a closed invoice asks of the payment side. */
export interface InvoiceToCollect {
  id: number;
  number: string;
  description: string;
  amountCents: number;
  customer: { accountId: string; email: string | null; name: string; providerCustomerId: string | null };
}

export interface CollectResult {
  providerCustomerId: string | null;
  providerInvoiceId: string | null;
}

/** A paid-invoice notice from the provider, verified. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  providerInvoiceId: string | null;
  invoiceId: number | null;
}

export interface PaymentProvider {
  id: PaymentProviderId;
  /** Sends the invoice to be paid; `manual` does nothing (an admin marks it paid when the money arrives). */
  collect(invoice: InvoiceToCollect): Promise<CollectResult>;
  /** Verifies a webhook's signature and reads it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}

const manual: PaymentProvider = {
  id: 'manual',
  async collect() {
    return { providerCustomerId: null, providerInvoiceId: null };
  },
  parseWebhook() {
    throw new WebhookSignatureError('Payments are manual: no webhooks are accepted.');
  },
};

/** Stripe through its own client: a customer per account, an invoice with one item, finalized and sent. */
export function stripeProvider(config: Config['billing']): PaymentProvider {
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  const stripe = new Stripe(config.stripeSecretKey!, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  return {
    id: 'stripe',
    async collect(invoice) {
      const customerId =
        invoice.customer.providerCustomerId ??
        (await stripe.customers.create({ email: invoice.customer.email ?? undefined, name: invoice.customer.name, metadata: { accountId: invoice.customer.accountId } }, { idempotencyKey: `customer-${invoice.customer.accountId}` })).id;
      const created = await stripe.invoices.create(
        { customer: customerId, collection_method: 'send_invoice', days_until_due: 14, description: invoice.description, metadata: { invoiceId: String(invoice.id), number: invoice.number } },
        { idempotencyKey: `invoice-${invoice.id}` },
      );
      await stripe.invoiceItems.create({ customer: customerId, invoice: created.id, amount: invoice.amountCents, currency: 'usd', description: invoice.description }, { idempotencyKey: `invoice-item-${invoice.id}` });
      const finalized = await stripe.invoices.finalizeInvoice(created.id!, {}, { idempotencyKey: `invoice-finalize-${invoice.id}` });
      return { providerCustomerId: customerId, providerInvoiceId: finalized.id ?? created.id ?? null };
    },
    parseWebhook(rawBody, signature) {
      if (!config.stripeWebhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified.');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      let event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.stripeWebhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature');
      }
      const object = event.data.object as { id?: string; object?: string; metadata?: Record<string, string> | null };
      const invoiceId = Number(object.metadata?.invoiceId);
      return {
        eventId: event.id,
        type: event.type,
        providerInvoiceId: object.object === 'invoice' ? (object.id ?? null) : null,
        invoiceId: Number.isInteger(invoiceId) && invoiceId > 0 ? invoiceId : null,
      };
    },
  };
}

export function paymentProviderFor(config: Config['billing']): PaymentProvider {
  return config.provider === 'stripe' && config.stripeSecretKey ? stripeProvider(config) : manual;
}
