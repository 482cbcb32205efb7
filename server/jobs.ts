import { defineTrainingJobs } from './domains/ai-assistants/training';
import { defineBillingJobs } from './domains/billing/billing.jobs';
import { defineChatReplyJobs } from './domains/chat/chat-reply.job';
import { defineReportJobs } from './domains/progress-reports/report-pdf.job';
import { defineSessionReminders } from './domains/sessions/session-reminders';
import { defineHousekeeping } from './housekeeping';
import type { Services } from './trpc/context';

/**
 * Every background job handler, registered at start-up on every instance (any instance may run any
 * job). To add one: declare its payload on JobPayloads next to the handler, define it with
 * `services.jobs.define(name, handler, options)` (or `services.jobs.every(...)` for a recurring one)
 * in a function of your domain, and call that here. Enqueue with
 * `services.jobs.enqueue(name, payload, { key, runAt })` (see server/lib/jobs.ts). The mailer's
 * 'mail.send' job is defined where the mailer is made (server/lib/mailer.ts).
 */
export function defineJobHandlers(services: Services): void {
  defineSessionReminders(services.jobs, services);
  defineChatReplyJobs(services);
  defineTrainingJobs(services);
  defineReportJobs(services);
  defineBillingJobs(services);
  defineHousekeeping(services);
}
