import { PAGE_LIMIT_MAX } from '@shared/schemas/paging';
import { trpc } from '@/lib/trpc';

/** The organisations to choose from in the admin dialogs (the first page, by name). */
export function useOrganizationOptions(enabled = true) {
  const query = trpc.organizations.list.useQuery({ limit: PAGE_LIMIT_MAX }, { enabled });
  return query.data?.items ?? [];
}
