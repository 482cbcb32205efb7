import { defineSessionReminders } from './domains/sessions/session-reminders';
import type { Services } from './trpc/context';

/**
 * Every background job handler, registered at start-up on every instance (any instance may run any
 * job). To add one: declare its payload on JobPayloads next to the handler, define it with
 * `services.jobs.define(name, handler, options)` in a function of your domain, and call that here.
 * Enqueue with `services.jobs.enqueue(name, payload, { key, runAt })` (see server/lib/jobs.ts).
 */
export function defineJobHandlers(services: Services): void {
  defineSessionReminders(services.jobs, services);
}
