import type { ColumnType, Generated } from 'kysely';
import type { BillingPlanId, InvoiceStatus, LedgerType, PaymentProviderId } from '@shared/constants/billing';
import type { CreatedAt, UpdatedAt } from './columns';

/* Analytics' session ratings, and billing: accounts, the ledger, invoices (migrations 3500, 3501). */

export interface SessionRatingsTable {
  sessionId: number;
  clientId: string;
  /** 1-5. */
  rating: number;
  createdAt: CreatedAt;
}

export interface BillingAccountsTable {
  id: string;
  userId: string | null;
  organizationId: string | null;
  planId: BillingPlanId;
  trialEndsAt: string | null;
  provider: ColumnType<PaymentProviderId, PaymentProviderId | undefined, PaymentProviderId>;
  providerCustomerId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Enterprise: the monthly base agreed with the organisation (cents); null until set. */
  customMonthlyBaseCents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first period (YYYY-MM-DD) billed at that price: the month it was agreed in. */
  customMonthlyBaseFrom: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BillingLedgerTable {
  id: Generated<number>;
  accountId: string;
  /** First day of the billing month (YYYY-MM-DD). */
  periodStart: string;
  type: LedgerType;
  description: string;
  /** Cents: charges positive, credits negative. */
  amountCents: number;
  reference: string;
  invoiceId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: number;
  accountId: string;
  periodStart: string;
  periodEnd: string;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  description: string;
  amountCents: number;
  issuedAt: string;
  paidAt: ColumnType<string | null, string | null | undefined, string | null>;
  pdfKey: ColumnType<string | null, string | null | undefined, string | null>;
  providerInvoiceId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BillingCountersTable {
  name: string;
  value: number;
}

export interface BillingWebhookEventsTable {
  id: string;
  type: string;
  receivedAt: CreatedAt;
}
