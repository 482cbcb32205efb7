import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that take file uploads may receive multipart bodies; everything else is JSON only. */
    allowMultipart?: boolean;
    /** The picture upload takes a raw image body (a type no cross-site form can send without a preflight). */
    allowImageUpload?: boolean;
    /**
     * The tus upload routes of recordings take `application/offset+octet-stream` chunks: a type no
     * cross-site form can send without a preflight this app never grants. Origin is still checked
     * here, and the routes check the session and that the upload is the caller's own.
     */
    allowTusUpload?: boolean;
    /** Knowledge files are sent as raw `application/octet-stream` bytes: a type no cross-site form can send without a preflight. */
    allowFileUpload?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IMAGE_UPLOAD_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostNameOf(host: string): string {
  return host.replace(/:\d+$/, '');
}

/**
 * Whether a Host (or trusted X-Forwarded-Host) value is one this app answers to: loopback names,
 * PUBLIC_URL's host, or an ALLOWED_HOSTS entry (without a port it matches any port).
 */
export function isAllowedHost(config: Pick<Config, 'publicUrl' | 'allowedHosts'>, host: string | undefined): boolean {
  if (!host) return false;
  const value = host.trim().toLowerCase();
  const name = hostNameOf(value);
  if (LOOPBACK_NAMES.has(name)) return true;
  if (config.publicUrl && name === new URL(config.publicUrl).hostname) return true;
  return config.allowedHosts.some((allowed) => allowed === value || (!/:\d+$/.test(allowed) && allowed === name));
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
 * Refuses a request whose Host (or, behind a trusted proxy, X-Forwarded-Host) is not ours: links in
 * e-mails are built from it, and an unknown name is how DNS rebinding reaches a local server.
 * /api/health stays open to any name, so probes that address the server by IP keep working.
 */
export function hostGuard(config: Config) {
  return async function guard(req: FastifyRequest, reply: FastifyReply) {
    if (req.url === '/api/health' || req.url.startsWith('/api/health?')) return;
    const raw = req.headers.host;
    // HTTP/1.0 without a Host: nothing to trust or distrust; links then use the configured origin.
    if (raw === undefined && req.host === '') return;
    for (const host of new Set([raw, req.host])) {
      if (host === undefined || isAllowedHost(config, host)) continue;
      return reply.code(400).send({
        message: `Unknown host ${JSON.stringify(host.slice(0, 255))}: this server answers only to its own address (set PUBLIC_URL or ALLOWED_HOSTS)`,
        code: 'BAD_REQUEST',
      });
    }
  };
}

/**
 * A call that authenticates with a bearer API token: it never uses the cookie, so the CSRF rules
 * (which protect ambient cookies) do not apply to it. A browser cannot add this header cross-site
 * without a CORS preflight this app never grants.
 */
export function isBearerRequest(req: FastifyRequest): boolean {
  return /^bearer(\s|$)/i.test(req.headers.authorization ?? '');
}

/** A request carries a body when it declares a length above zero or streams one in chunks. */
function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Cross-site request forgery guard for /api and /trpc (the websocket upgrade included):
 * a foreign Origin is refused, and a state-changing request that carries a body or declares a type
 * must declare JSON, which a cross-site HTML form cannot send without a CORS preflight this app never grants.
 */
export function csrfGuard(config: Config) {
  return async function guard(req: FastifyRequest, reply: FastifyReply) {
    if (!isApiPath(req.url) || isBearerRequest(req)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, req.headers.host, config.publicUrl)) {
      return reply.code(403).send({ message: `Cross-origin request refused (Origin ${origin})`, code: 'FORBIDDEN' });
    }
    if (SAFE_METHODS.has(req.method)) return;
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    // A cross-site form always sends a content type; a body-less call without one (curl -X DELETE) cannot be a form.
    if (type === '' && !hasBody(req)) return;
    if (type === 'application/json') return;
    if (type === 'multipart/form-data' && req.routeOptions.config?.allowMultipart) return;
    if (IMAGE_UPLOAD_TYPES.has(type) && req.routeOptions.config?.allowImageUpload) return;
    if (type === 'application/offset+octet-stream' && req.routeOptions.config?.allowTusUpload) return;
    if (type === 'application/octet-stream' && req.routeOptions.config?.allowFileUpload) return;
    return reply.code(415).send({
      message: `${req.method} requests must send Content-Type: application/json${type ? ` (got ${type})` : ''}`,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  };
}

export function helmetOptions(config: Config): HelmetOptions {
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

/**
 * onRequest: helmet's headers on every response. They depend on the configuration alone, so helmet
 * runs once here; @fastify/helmet rebuilt helmet's middleware (CSP parsing included) at every request,
 * a visible share of a small read. Set on the raw response, as helmet does, so hijacked replies carry them too.
 */
export function securityHeaders(config: Config) {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  const entries = [...headers];
  return function applySecurityHeaders(_req: FastifyRequest, reply: FastifyReply, done: () => void) {
    const raw = reply.raw;
    for (const [name, value] of entries) raw.setHeader(name, value);
    raw.removeHeader('X-Powered-By');
    done();
  };
}
