import { TRPCError } from '@trpc/server';
import type { ApiTokenLevel } from '@shared/schemas/api-tokens';

/** What a bearer call carries into the context: which token, and what it may do. */
export interface ApiTokenGrant {
  id: number;
  scopes: readonly string[];
}

/** `write` includes `read`; an area scope (`sessions:read`) covers that area only. */
export function scopeAllows(scopes: readonly string[], area: string, level: ApiTokenLevel): boolean {
  const levels: ApiTokenLevel[] = level === 'read' ? ['read', 'write'] : ['write'];
  return levels.some((l) => scopes.includes(l) || scopes.includes(`${area}:${l}`));
}

/** The refusal a person can act on: which scope is missing and how to get it. */
export function scopeRefusal(scopes: readonly string[], area: string, level: ApiTokenLevel): string | null {
  if (scopeAllows(scopes, area, level)) return null;
  if (level === 'write' && scopeAllows(scopes, area, 'read')) {
    return `This API token is read-only for ${area}: changes need a token with the 'write' or '${area}:write' scope`;
  }
  return `This API token has no scope for ${area} (it has: ${scopes.join(', ')}); it needs '${level}' or '${area}:${level}'`;
}

/** A procedure path's area: its router key as the domain's kebab-case name ('progressReports.list' -> 'progress-reports'). */
export function areaOfProcedure(path: string): string {
  const key = path.split('.')[0] ?? path;
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** tRPC: a query or subscription reads, a mutation writes; refused with 403 when the token's scopes do not cover it. */
export function assertProcedureScope(grant: ApiTokenGrant | undefined, path: string, type: string): void {
  if (!grant) return;
  const refusal = scopeRefusal(grant.scopes, areaOfProcedure(path), type === 'mutation' ? 'write' : 'read');
  if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal });
}
