import { randomBytes } from 'node:crypto';
import { FileStore } from '@tus/file-store';
import { Metadata, Server as TusServer } from '@tus/server';
import { create as contentDisposition } from 'content-disposition';
import { format } from 'date-fns';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { RECORDING_MAX_BYTES, RECORDING_MESSAGES, RECORDING_THUMBNAIL_MAX_BYTES, RECORDING_THUMBNAIL_TYPES, RECORDING_UPLOAD_PATH } from '@shared/constants/video';
import { recordingIdInput } from '@shared/schemas/session-recordings';
import { toApiIssues } from '../../lib/errors';
import type { Services } from '../../trpc/context';
import { AVATAR_CONTENT_TYPES, sniffImage } from '../auth/avatars';
import { requestSession } from '../api-tokens/api-tokens.bearer';
import { toCurrentUser } from '../users/users.queries';
import { processInBackground, type RecordingDeps, removeUpload, sweepAbandonedRecordings, thumbnailKey, uploadDirectory } from './recording-files';
import { findRecordingForViewer } from './session-recordings.queries';

const SWEEP_INTERVAL_MS = 30_000;
const THUMBNAILS_PER_HOUR = 120;
const HOUR_MS = 60 * 60 * 1000;
const UPLOAD_ID = /^(\d{1,12})-[a-f0-9]{32}$/;

function send(reply: FastifyReply, status: number, message: string) {
  const code = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'METHOD_NOT_SUPPORTED', 409: 'CONFLICT', 413: 'PAYLOAD_TOO_LARGE', 416: 'RANGE_NOT_SATISFIABLE', 429: 'TOO_MANY_REQUESTS' }[status] ?? 'BAD_REQUEST';
  return reply.code(status).send({ message, code });
}

async function viewerOf(services: Services, req: FastifyRequest) {
  const session = await requestSession(services, req);
  return session ? toCurrentUser(session.user) : null;
}

function recordingIdOf(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): number | null {
  const parsed = recordingIdInput.safeParse({ id: /^\d+$/.test(req.params.id) ? Number(req.params.id) : req.params.id });
  if (parsed.success) return parsed.data.id;
  const issues = toApiIssues(parsed.error.issues);
  void reply.code(400).send({ message: `Invalid input: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, code: 'BAD_REQUEST', issues });
  return null;
}

const uploadIdOf = (req: FastifyRequest) => req.url.split('?')[0]!.split('/').pop() ?? '';

/** 'Leadership kickoff - Nov 24, 2026.webm': the title, without characters a file system refuses. */
function downloadName(title: string, createdAt: string): string {
  const printable = [...title].map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'Recording';
  return `${safe} - ${format(new Date(createdAt), 'MMM d, yyyy')}.webm`;
}

/**
 * Plain routes of recordings: the tus upload endpoint the recording browser streams to, the file with
 * HTTP range requests (206, seeking) or as a named download, and the thumbnail the browser sends.
 */
export const sessionRecordingsHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const deps: RecordingDeps = { db: services.db, storage: services.storage, bus: services.bus, config: services.config, log: services.log };

  // Made on the first upload: its file store creates its folder then, not while an idle app starts or stops.
  let tus: TusServer | null = null;
  const tusServer = () =>
    (tus ??= new TusServer({
      path: RECORDING_UPLOAD_PATH,
      datastore: new FileStore({ directory: uploadDirectory(services.config) }),
      maxSize: RECORDING_MAX_BYTES,
      // Relative: the Location header is never built from a Host header.
      relativeLocation: true,
      // Same origin only: no Access-Control-Allow-Origin for anyone.
      allowedOrigins: [],
      namingFunction: (_req, metadata) => `${metadata?.recordingId ?? '0'}-${randomBytes(16).toString('hex')}`,
      async onUploadCreate(_req, upload) {
        const recordingId = Number(UPLOAD_ID.exec(upload.id)?.[1]);
        // One upload per recording: a second creation for the same recording is refused.
        const claimed = await services.db
          .updateTable('sessionRecordings')
          .set({ uploadId: upload.id, uploadTouchedAt: new Date().toISOString() })
          .where('id', '=', recordingId)
          .where('uploadId', 'is', null)
          .where('status', '=', 'processing')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) throw { status_code: 409, body: 'This recording already has an upload\n' };
        return {};
      },
      async onUploadFinish(_req, upload) {
        processInBackground(deps, Number(UPLOAD_ID.exec(upload.id)?.[1]));
        return {};
      },
    }));

  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  /**
   * Every tus request is checked here before tus sees it: signed in, and the recording is the caller's
   * own, still processing. The CSRF guard lets the tus body type through only on these routes
   * (config.allowTusUpload) and still refuses a foreign Origin.
   */
  const handleTus = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = await viewerOf(services, req);
    if (!user) return send(reply, 401, 'You are not signed in');
    const method = req.method.toUpperCase();
    let recordingId: number;
    if (method === 'POST') {
      let metadata: Record<string, string | null>;
      try {
        metadata = Metadata.parse(req.headers['upload-metadata'] as string | undefined);
      } catch {
        return send(reply, 400, 'Upload-Metadata is not valid tus metadata');
      }
      if (!metadata.recordingId || !/^\d{1,12}$/.test(metadata.recordingId)) return send(reply, 400, 'Upload-Metadata must name the recordingId');
      recordingId = Number(metadata.recordingId);
    } else if (method === 'OPTIONS') {
      recordingId = 0;
    } else {
      const uploadId = uploadIdOf(req);
      const match = UPLOAD_ID.exec(uploadId);
      if (!match) return send(reply, 404, 'Upload not found');
      const owned = await services.db.selectFrom('sessionRecordings').select('id').where('uploadId', '=', uploadId).where('recorderId', '=', user.id).executeTakeFirst();
      if (!owned) return send(reply, 404, 'Upload not found');
      if (method === 'DELETE' || method === 'GET') return send(reply, 405, 'Uploads are removed with their recording');
      recordingId = owned.id;
    }
    if (recordingId > 0) {
      const row = await services.db.selectFrom('sessionRecordings').select(['recorderId', 'status', 'uploadId']).where('id', '=', recordingId).executeTakeFirst();
      if (!row || row.recorderId !== user.id) return send(reply, 404, RECORDING_MESSAGES.notFound);
      if (row.status !== 'processing') return send(reply, 409, 'This recording is no longer receiving video');
      if (method === 'POST' && row.uploadId !== null) return send(reply, 409, 'This recording already has an upload');
    }
    // Activity is stamped when a chunk starts arriving (the sweep leaves a slow upload alone).
    if (method === 'PATCH' && recordingId > 0) await services.db.updateTable('sessionRecordings').set({ uploadTouchedAt: new Date().toISOString() }).where('id', '=', recordingId).execute();
    reply.hijack();
    try {
      await tusServer().handle(req.raw, reply.raw);
    } finally {
      if (method === 'PATCH' && recordingId > 0) await afterPatch(recordingId, uploadIdOf(req));
    }
  };

  /**
   * A PATCH whose connection dropped may finish writing after the rest of the upload arrived and was
   * processed (its files removed): what it wrote then belongs to no upload and is removed too.
   */
  const afterPatch = async (recordingId: number, uploadId: string) => {
    const current = await services.db.selectFrom('sessionRecordings').select('id').where('id', '=', recordingId).where('uploadId', '=', uploadId).executeTakeFirst();
    if (!current) await removeUpload(services.config, uploadId);
  };
  app.all('/recording-uploads', { config: { allowTusUpload: true } }, handleTus);
  app.all('/recording-uploads/*', { config: { allowTusUpload: true } }, handleTus);

  app.get<{ Params: { id: string }; Querystring: { download?: string } }>('/session-recordings/:id/file', async (req, reply) => {
    const user = await viewerOf(services, req);
    if (!user) return send(reply, 401, 'You are not signed in');
    const id = recordingIdOf(req, reply);
    if (id === null) return reply;
    const row = await findRecordingForViewer(services.db, user, id);
    if (!row) return send(reply, 404, RECORDING_MESSAGES.notFound);
    const size = row.status === 'ready' && row.fileKey ? await services.storage.size(row.fileKey) : null;
    if (!row.fileKey || size === null) return send(reply, 404, 'This recording has no video yet');

    const header = req.headers.range;
    const ranges = header ? parseRange(size, header, { combine: true }) : undefined;
    if (ranges === -1) return reply.code(416).header('Content-Range', `bytes */${size}`).send({ message: 'The requested range is outside the file', code: 'RANGE_NOT_SATISFIABLE' });
    const disposition = req.query.download === '1' ? contentDisposition(downloadName(row.title, row.createdAt)) : 'inline';
    void reply
      .header('Content-Type', 'video/webm')
      .header('Accept-Ranges', 'bytes')
      .header('Content-Disposition', disposition)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-cache');
    // One range is served as asked; several (or a malformed header) get the whole file, as RFC 9110 allows.
    if (ranges !== undefined && ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      return reply
        .code(206)
        .header('Content-Range', `bytes ${start}-${end}/${size}`)
        .header('Content-Length', String(end - start + 1))
        .send(services.storage.readStream(row.fileKey, { start, end }));
    }
    return reply.header('Content-Length', String(size)).send(services.storage.readStream(row.fileKey));
  });

  app.get<{ Params: { id: string } }>('/session-recordings/:id/thumbnail', async (req, reply) => {
    const user = await viewerOf(services, req);
    if (!user) return send(reply, 401, 'You are not signed in');
    const id = recordingIdOf(req, reply);
    if (id === null) return reply;
    const row = await findRecordingForViewer(services.db, user, id);
    const bytes = row?.thumbnailKey ? await services.storage.get(row.thumbnailKey) : null;
    if (!row?.thumbnailKey || !bytes) return send(reply, 404, 'This recording has no thumbnail');
    const extension = row.thumbnailKey.split('.').pop() as keyof typeof AVATAR_CONTENT_TYPES;
    return reply
      .header('Content-Type', AVATAR_CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-cache')
      .send(bytes);
  });

  for (const type of RECORDING_THUMBNAIL_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: RECORDING_THUMBNAIL_MAX_BYTES }, (_req, body, done) => done(null, body));
  }

  app.put<{ Params: { id: string } }>('/session-recordings/:id/thumbnail', { config: { allowImageUpload: true } }, async (req, reply) => {
    const user = await viewerOf(services, req);
    if (!user) return send(reply, 401, 'You are not signed in');
    const id = recordingIdOf(req, reply);
    if (id === null) return reply;
    const row = await findRecordingForViewer(services.db, user, id);
    if (!row) return send(reply, 404, RECORDING_MESSAGES.notFound);
    if (row.recorderId !== user.id) return send(reply, 403, 'Only the person recording can set the thumbnail');
    const limit = await services.rateLimiter.hit(`recording-thumbnail:${user.id}`, THUMBNAILS_PER_HOUR, HOUR_MS);
    if (!limit.allowed) return reply.header('Retry-After', String(limit.retryAfterSeconds)).code(429).send({ message: 'Too many thumbnails. Try again later.', code: 'TOO_MANY_REQUESTS' });
    const bytes = Buffer.isBuffer(req.body) ? req.body : null;
    const extension = bytes && bytes.length > 0 ? sniffImage(bytes) : null;
    if (!bytes || !extension || extension === 'gif') return send(reply, 400, 'The thumbnail is not a JPEG, PNG or WebP image.');
    const key = thumbnailKey(id, extension);
    await services.storage.put(key, bytes);
    if (row.thumbnailKey && row.thumbnailKey !== key) await services.storage.delete(row.thumbnailKey);
    await services.db.updateTable('sessionRecordings').set({ thumbnailKey: key }).where('id', '=', id).execute();
    return reply.send({ thumbnailUrl: `/api/session-recordings/${id}/thumbnail` });
  });

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, 413, `The thumbnail is larger than ${RECORDING_THUMBNAIL_MAX_BYTES / 1024} KB.`);
    throw error;
  });

  const sweep = setInterval(() => {
    void sweepAbandonedRecordings(deps).catch((error: unknown) => services.log.warn({ err: error }, 'recording sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
};

const idParameter = [{ name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' as const, minimum: 1 }, description: 'Recording id' }];

export const sessionRecordingsHttpPaths: ZodOpenApiPathsObject = {
  '/recording-uploads': {
    post: {
      tags: ['session-recordings'],
      summary:
        'tus 1.0 resumable upload (creation with Upload-Defer-Length): the recording browser creates one upload per recording, naming it in Upload-Metadata (recordingId), then PATCHes chunks (application/offset+octet-stream) to the Location it gets; HEAD gives the offset to resume from',
      security: [{ sessionCookie: [] }],
      responses: {
        '201': { description: 'Created: Location is the upload address' },
        '401': { description: 'Signed out' },
        '404': { description: 'Not a recording the caller is making' },
        '409': { description: 'The recording already has an upload, or is no longer processing' },
      },
    },
  },
  '/session-recordings/{id}/file': {
    get: {
      tags: ['session-recordings'],
      summary: 'The recording as WebM video; honours a single Range (206 Partial Content) so players can seek; download=1 sends it as a named attachment',
      security: [{ sessionCookie: [] }],
      parameters: [...idParameter, { name: 'download', in: 'query', required: false, schema: { type: 'string', enum: ['1'] } }],
      responses: {
        '200': { description: 'The whole file', content: { 'video/webm': { schema: { type: 'string', format: 'binary' } } } },
        '206': { description: 'The requested byte range', content: { 'video/webm': { schema: { type: 'string', format: 'binary' } } } },
        '401': { description: 'Signed out' },
        '404': { description: 'No such recording for the caller, or not ready yet' },
        '416': { description: 'The range lies outside the file' },
      },
    },
  },
  '/session-recordings/{id}/thumbnail': {
    get: {
      tags: ['session-recordings'],
      summary: "The recording's thumbnail (a frame the recording browser sent)",
      security: [{ sessionCookie: [] }],
      parameters: idParameter,
      responses: { '200': { description: 'The image' }, '401': { description: 'Signed out' }, '404': { description: 'No such recording for the caller, or no thumbnail' } },
    },
    put: {
      tags: ['session-recordings'],
      summary: 'Set the thumbnail from a frame of the call: the raw JPEG, PNG or WebP bytes (at most 512 KB); the person recording only',
      security: [{ sessionCookie: [] }],
      parameters: idParameter,
      requestBody: { required: true, content: Object.fromEntries(RECORDING_THUMBNAIL_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) },
      responses: {
        '200': { description: 'The thumbnail address' },
        '400': { description: 'Not a JPEG, PNG or WebP image (by its bytes)' },
        '403': { description: 'Not the person recording' },
        '404': { description: 'No such recording for the caller' },
        '413': { description: 'Larger than 512 KB' },
      },
    },
  },
};
