import { TRPCClientError } from '@trpc/client';

/** The server's message for a failed call, or the fallback when there is none worth showing. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
}

export function errorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: string } | undefined;
    return data?.code;
  }
  return undefined;
}

/** Field issues of a validation failure, keyed by the first path segment. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = (error.data as { issues?: { path: (string | number)[]; message: string }[] } | undefined)?.issues ?? [];
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    byField[key] ??= issue.message;
  }
  return byField;
}
