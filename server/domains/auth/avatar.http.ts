import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@shared/schemas/auth';
import { tooManyRequests } from '../../lib/errors';
import type { Services } from '../../trpc/context';
import { findUserById, toCurrentUser } from '../users/users.queries';
import { updateUserProfile } from './account.queries';
import { AVATAR_CONTENT_TYPES, type AvatarExtension, removeAvatar, sniffImage, storeAvatar } from './avatars';
import { requestSession } from '../api-tokens/api-tokens.bearer';

const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
const NOT_AN_IMAGE = 'The file is not a PNG, JPEG, WebP or GIF image.';

async function signedIn(services: Services, req: FastifyRequest, reply: FastifyReply) {
  const session = await requestSession(services, req);
  if (!session) void reply.code(401).send({ message: 'You are not signed in', code: 'UNAUTHORIZED' });
  return session;
}

/** Profile pictures: uploaded as the raw image body, kept in the app's storage, served under /files/avatars. */
export const avatarHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  for (const type of AVATAR_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_req, body, done) => done(null, body));
  }

  app.put('/auth/avatar', { config: { allowImageUpload: true } }, async (req, reply) => {
    const session = await signedIn(services, req, reply);
    if (!session) return reply;
    const limit = await services.rateLimiter.hit(`avatar:user:${session.user.id}`, UPLOADS_PER_HOUR, HOUR_MS);
    if (!limit.allowed) {
      const error = tooManyRequests('Too many picture uploads. Try again later.', limit.retryAfterSeconds);
      return reply.code(429).header('Retry-After', String(limit.retryAfterSeconds)).send({ message: error.message, code: 'TOO_MANY_REQUESTS' });
    }
    const bytes = Buffer.isBuffer(req.body) ? req.body : null;
    const extension = bytes && bytes.length > 0 ? sniffImage(bytes) : null;
    if (!bytes || !extension) return reply.code(400).send({ message: NOT_AN_IMAGE, code: 'BAD_REQUEST' });

    const url = await storeAvatar(services.storage, bytes, extension);
    const previous = session.user.profileImageUrl;
    await updateUserProfile(services.db, session.user.id, { profileImageUrl: url });
    await removeAvatar(services.storage, previous);
    const user = await findUserById(services.db, session.user.id);
    return reply.send(toCurrentUser(user ?? { ...session.user, profileImageUrl: url }));
  });

  app.delete('/auth/avatar', async (req, reply) => {
    const session = await signedIn(services, req, reply);
    if (!session) return reply;
    await updateUserProfile(services.db, session.user.id, { profileImageUrl: null });
    await removeAvatar(services.storage, session.user.profileImageUrl);
    return reply.send(toCurrentUser({ ...session.user, profileImageUrl: null }));
  });

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: `The picture is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`, code: 'PAYLOAD_TOO_LARGE' });
    }
    throw error;
  });
};

/** GET /files/avatars/{name}: the stored bytes with their own type, never sniffed, never run as a document. */
export const avatarFileRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Params: { name: string } }>('/files/avatars/:name', async (req, reply) => {
    const match = /^([a-f0-9]{32})\.(png|jpg|webp|gif)$/.exec(req.params.name);
    const bytes = match ? await services.storage.get(`avatars/${req.params.name}`) : null;
    if (!match || !bytes) return reply.code(404).send({ message: 'Picture not found', code: 'NOT_FOUND' });
    return reply
      .header('Content-Type', AVATAR_CONTENT_TYPES[match[2] as AvatarExtension])
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
};

const userBody = { description: 'The signed-in user with the new profileImageUrl' } as const;

export const avatarHttpPaths: ZodOpenApiPathsObject = {
  '/auth/avatar': {
    put: {
      tags: ['auth'],
      summary: 'Upload your profile picture: the raw PNG, JPEG, WebP or GIF bytes (at most 2 MB) as the body, with its image content type',
      security: [{ sessionCookie: [] }],
      requestBody: {
        required: true,
        content: Object.fromEntries(AVATAR_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
      responses: {
        '200': userBody,
        '400': { description: 'Not a PNG, JPEG, WebP or GIF image (checked by its bytes)' },
        '401': { description: 'Signed out' },
        '413': { description: 'Larger than 2 MB' },
        '429': { description: 'More than 30 uploads in an hour' },
      },
    },
    delete: { tags: ['auth'], summary: 'Remove your profile picture', security: [{ sessionCookie: [] }], responses: { '200': userBody, '401': { description: 'Signed out' } } },
  },
};
