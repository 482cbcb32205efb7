import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ASSISTANT_MESSAGES, KNOWLEDGE_LIMITS } from '@shared/constants/ai-authoring';
import { STORED_LIMIT_MESSAGES, STORED_LIMITS } from '@shared/constants/limits';
import { extractText, fileTypeOf } from '../../lib/ai/retrieval';
import { ensureBelowCap } from '../../lib/caps';
import type { Services } from '../../trpc/context';
import { toCurrentUser } from '../users/users.queries';
import { requestSession } from '../api-tokens/api-tokens.bearer';
import { countSources, findAssistant, insertSource } from './ai-assistants.queries';

const UPLOADS_PER_HOUR = 120;
const HOUR_MS = 60 * 60 * 1000;
const AUTHORS = new Set(['coach', 'organization_admin', 'admin']);

/**
 * POST /api/ai-assistant/training-data/files?assistantId=&name=: a knowledge file as the raw request
 * body (application/octet-stream). PDF, DOCX, Markdown or plain text, at most 5 MB; its text is kept
 * as a source and indexed at the next training.
 */
export const aiAssistantsHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: KNOWLEDGE_LIMITS.fileBytesMax }, (_req, body, done) => done(null, body));

  app.post<{ Querystring: { assistantId?: string; name?: string } }>('/ai-assistant/training-data/files', { config: { allowFileUpload: true } }, async (req, reply) => {
    const session = await requestSession(services, req);
    if (!session) return reply.code(401).send({ message: 'You are not signed in', code: 'UNAUTHORIZED' });
    const user = toCurrentUser(session.user);
    if (!AUTHORS.has(user.role)) return reply.code(403).send({ message: 'Only coaches and admins build AI assistants.', code: 'FORBIDDEN' });
    const limit = await services.rateLimiter.hit(`knowledge-file:${user.id}`, UPLOADS_PER_HOUR, HOUR_MS);
    if (!limit.allowed) return reply.code(429).header('Retry-After', String(limit.retryAfterSeconds)).send({ message: 'Too many uploads. Try again later.', code: 'TOO_MANY_REQUESTS' });

    const assistantId = Number(req.query.assistantId);
    const name = String(req.query.name ?? '').trim().slice(0, KNOWLEDGE_LIMITS.titleMax);
    if (!Number.isInteger(assistantId) || assistantId <= 0) return reply.code(400).send({ message: 'Assistant id must be a number', code: 'BAD_REQUEST' });
    if (!name) return reply.code(400).send({ message: 'The file name is required (name=...)', code: 'BAD_REQUEST' });
    const assistant = await findAssistant(services.db, user.id, assistantId);
    if (!assistant) return reply.code(404).send({ message: ASSISTANT_MESSAGES.notFound, code: 'NOT_FOUND' });
    if ((await countSources(services.db, assistant.id)) >= STORED_LIMITS.knowledgeSourcesPerAssistant) {
      return reply.code(409).send({ message: STORED_LIMIT_MESSAGES.knowledgeSourcesPerAssistant, code: 'CONFLICT' });
    }
    const bytes = Buffer.isBuffer(req.body) ? req.body : null;
    const type = bytes && bytes.length > 0 ? fileTypeOf(name, bytes) : null;
    if (!bytes || !type) return reply.code(400).send({ message: ASSISTANT_MESSAGES.fileType, code: 'BAD_REQUEST' });
    let text: string;
    try {
      text = await extractText(type, bytes);
    } catch (error) {
      req.log.warn({ err: error, type }, 'knowledge file could not be read');
      return reply.code(400).send({ message: `${ASSISTANT_MESSAGES.fileEmpty}: it may be damaged or protected`, code: 'BAD_REQUEST' });
    }
    if (!text) return reply.code(400).send({ message: ASSISTANT_MESSAGES.fileEmpty, code: 'BAD_REQUEST' });
    const title = name.replace(/\.(pdf|docx|md|markdown|txt)$/i, '');
    // Counted again with the insert, under the cap's lock: parallel uploads all passed the early check.
    const source = await services.db
      .transaction()
      .execute(async (tx) => {
        await ensureBelowCap(tx, 'knowledgeSourcesPerAssistant', assistant.id, () => countSources(tx, assistant.id));
        return insertSource(tx, assistant.id, { kind: 'file', title, content: text.slice(0, KNOWLEDGE_LIMITS.textMax) });
      })
      .catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === 'CONFLICT') return null;
        throw error;
      });
    if (!source) return reply.code(409).send({ message: STORED_LIMIT_MESSAGES.knowledgeSourcesPerAssistant, code: 'CONFLICT' });
    return reply.send(source);
  });

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: ASSISTANT_MESSAGES.fileTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    throw error;
  });
};

export const aiAssistantsHttpPaths: ZodOpenApiPathsObject = {
  '/ai-assistant/training-data/files': {
    post: {
      tags: ['ai-assistants'],
      summary: 'Upload a knowledge file for an assistant: the raw bytes as application/octet-stream, with ?assistantId= and ?name= (its file name). PDF, DOCX, Markdown or plain text, at most 5 MB',
      security: [{ sessionCookie: [] }],
      requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        '200': { description: 'The new knowledge source (pending until the next training)' },
        '400': { description: 'Not a PDF, DOCX, Markdown or text file, or no text in it' },
        '401': { description: 'Signed out' },
        '403': { description: 'Not a coach or admin' },
        '404': { description: "Not one of the caller's assistants" },
        '409': { description: 'The assistant has the most sources it can keep' },
        '413': { description: 'Larger than 5 MB' },
      },
    },
  },
};
