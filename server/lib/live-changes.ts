import type { LiveDomain } from '@shared/schemas/live';
import type { EventBus } from './event-bus';

declare module './event-bus' {
  interface AppEvents {
    /** These people's data in these domains changed: their open screens refresh it (the live.changes subscription). */
    'data.changed': { userIds: string[]; domains: LiveDomain[] };
  }
}

/** Tells the people concerned that their data changed, so every open screen of theirs refreshes, on any instance. */
export function publishDataChange(bus: EventBus, userIds: readonly (string | null | undefined)[], ...domains: LiveDomain[]): void {
  const people = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (people.length > 0 && domains.length > 0) bus.publish('data.changed', { userIds: people, domains });
}
