import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { z } from 'zod';

/** The one error body every /api failure answers with. */
export interface ApiErrorBody {
  message: string;
  code: string;
  issues?: ApiIssue[];
}

export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export function toApiIssues(issues: readonly IssueLike[]): ApiIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    message: issue.message,
  }));
}

/** 'title: Title is required; duration: Minimum duration is 15 minutes' */
export function describeIssues(issues: readonly ApiIssue[]): string {
  return issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

const STATUS_CODES: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/** Attached as the cause of a TOO_MANY_REQUESTS error so the HTTP layers can send Retry-After. */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`Retry after ${seconds} s`);
    this.name = 'RetryAfter';
  }
}

export function tooManyRequests(message: string, retryAfterSeconds: number): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

export function retryAfterHeader(errors: readonly TRPCError[]): Record<string, string> | undefined {
  for (const error of errors) {
    if (error.cause instanceof RetryAfter) return { 'Retry-After': String(error.cause.seconds) };
  }
  return undefined;
}

/** A validation failure on one field, shaped like a zod failure so both APIs list it under `issues` (ZodRealError: the variant that is an Error, which tRPC keeps as the cause). */
export function fieldError(field: string, message: string): TRPCError {
  const cause = new z.ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]);
  return new TRPCError({ code: 'BAD_REQUEST', message, cause });
}
