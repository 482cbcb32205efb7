import { TRPCError } from '@trpc/server';
import { BILLING_MESSAGES } from '@shared/constants/billing';
import { okSchema } from '@shared/schemas/auth';
import { billingAccountInput, billingDetailsSchema, changePlanInput, customPriceInput, invoiceHistoryInput, invoiceIdInput, invoicePageSchema, usageMetricsSchema } from '@shared/schemas/billing';
import { recordAudit } from '../../lib/audit';
import { mapPage } from '../../lib/paging';
import { roles } from '../../trpc/access';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { accountIdOf, payerFor, publishBillingChange } from './billing-account';
import { findInvoice, listInvoices } from './billing.queries';
import { billingDetails, changePlan, invoiceNumberText, markInvoicePaid, setCustomPrice, usageMetrics } from './billing.service';

const tags = ['billing'];

/**
 * Billing is the paying account's: independent clients and coaches their own, organisation admins
 * their organisation's, platform admins any (naming it). Team leads, HR managers and clients of an
 * organisation (the organisation pays): 403.
 */
const billingRead = roles(['client', 'coach', 'organization_admin', 'admin'], { own: { admin: 'invalid', otherOrgMember: 'forbidden' } });

export const billingRouter = router({
  usageMetrics: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/billing/usage-metrics', tags, summary: "This month's completed sessions and session minutes against the plan's limits" }, access: billingRead })
    .input(billingAccountInput)
    .output(usageMetricsSchema)
    .query(async ({ ctx, input }) => usageMetrics(ctx.db, await payerFor(ctx.db, ctx.user, input))),

  details: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/billing/details', tags, summary: 'Tier, monthly base, usage charges and credits so far, and the total this month (cents)' }, access: billingRead })
    .input(billingAccountInput)
    .output(billingDetailsSchema)
    .query(async ({ ctx, input }) => billingDetails(ctx.db, await payerFor(ctx.db, ctx.user, input))),

  history: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/billing/history', tags, summary: 'Invoices of the account, newest first: id, status, description, date, amount (cents); paged' }, paged: true, access: billingRead })
    .input(invoiceHistoryInput)
    .output(invoicePageSchema)
    .query(async ({ ctx, input }) => {
      const payer = await payerFor(ctx.db, ctx.user, input);
      const page = await listInvoices(ctx.db, accountIdOf(payer), input);
      return mapPage(page, (row) => ({
        id: row.id,
        number: invoiceNumberText(row.number),
        status: row.status,
        description: row.description,
        date: row.issuedAt,
        amount: row.amountCents,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        pdfUrl: `/api/billing/invoices/${row.id}/pdf`,
      }));
    }),

  changePlan: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/billing/plan', tags, summary: "A coach's move between Basic and Premium, prorated from now to the end of the month" },
      access: roles(['coach']),
    })
    .input(changePlanInput)
    .output(billingDetailsSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.user.role !== 'coach') throw new TRPCError({ code: 'FORBIDDEN', message: BILLING_MESSAGES.planForbidden });
      const payer = { kind: 'user', userId: ctx.user.id } as const;
      await changePlan(ctx.db, payer, input.plan);
      // A platform admin changing someone's plan: that account's open screens refresh too.
      await publishBillingChange(ctx.db, ctx.bus, accountIdOf(payer));
      return billingDetails(ctx.db, payer);
    }),

  setCustomPrice: authedProcedure
    .meta({
      openapi: { method: 'PUT', path: '/billing/custom-price', tags, summary: "Enterprise: a platform admin records the monthly price (cents) agreed with an organization; null removes it. Audited" },
      access: roles(['admin']),
    })
    .input(customPriceInput)
    .output(billingDetailsSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: BILLING_MESSAGES.customPriceForbidden });
      const payer = await payerFor(ctx.db, ctx.user, { organizationId: input.organizationId });
      if (payer.kind !== 'organization') throw new TRPCError({ code: 'NOT_FOUND', message: BILLING_MESSAGES.accountNotFound });
      await setCustomPrice(ctx.db, ctx.user.id, payer.organizationId, input.monthlyBase);
      await publishBillingChange(ctx.db, ctx.bus, accountIdOf(payer));
      return billingDetails(ctx.db, payer);
    }),

  markPaid: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/billing/invoices/{id}/mark-paid', tags, summary: 'Manual payments: a platform admin records that an open invoice was paid' },
      access: roles(['admin']),
    })
    .input(invoiceIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: BILLING_MESSAGES.markPaidForbidden });
      const invoice = await findInvoice(ctx.db, input.id);
      if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: BILLING_MESSAGES.invoiceNotFound });
      if (!(await markInvoicePaid(ctx.db, ctx.bus, { id: invoice.id }))) throw new TRPCError({ code: 'CONFLICT', message: BILLING_MESSAGES.alreadyPaid });
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'billing.invoice_marked_paid', subjectType: 'invoice', subjectId: invoice.id, details: { number: invoiceNumberText(invoice.number) } });
      return { ok: true as const };
    }),
});
