import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that take file uploads may receive multipart bodies; everything else is JSON only. */
    allowMultipart?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');
}

export function isAllowedOrigin(origin: string, hostHeader: string | undefined, publicUrl: string | undefined): boolean {
  if (publicUrl && origin === publicUrl) return true;
  try {
    return hostHeader !== undefined && new URL(origin).host === hostHeader;
  } catch {
    return false; // 'null' and other opaque origins
  }
}

/**
 * Cross-site request forgery guard for /api and /trpc (the websocket upgrade included):
 * a foreign Origin is refused, and a state-changing request must carry a JSON body type,
 * which a cross-site HTML form cannot send without a CORS preflight this app never grants.
 */
export function csrfGuard(config: Config) {
  return async function guard(req: FastifyRequest, reply: FastifyReply) {
    if (!isApiPath(req.url)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, req.headers.host, config.publicUrl)) {
      return reply.code(403).send({ message: `Cross-origin request refused (Origin ${origin})`, code: 'FORBIDDEN' });
    }
    if (SAFE_METHODS.has(req.method)) return;
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'application/json') return;
    if (type === 'multipart/form-data' && req.routeOptions.config?.allowMultipart) return;
    return reply.code(415).send({
      message: `${req.method} requests must send Content-Type: application/json${type ? ` (got ${type})` : ''}`,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  };
}

export function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and recharts set element styles at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: lets members use a profile picture hosted elsewhere (their own choice in Settings).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}
