import type { FastifyPluginAsync } from 'fastify';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { reportIdInput } from '@shared/schemas/progress-reports';
import { toApiIssues } from '../../lib/errors';
import type { Services } from '../../trpc/context';
import { requestSession } from '../api-tokens/api-tokens.bearer';
import { findReportForViewer } from './progress-reports.queries';
import { reportPdf } from './report-pdf.job';

/** The PDF download: a file, so a plain route rather than a JSON procedure; the session cookie authenticates it. */
export const progressReportsHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Params: { id: string } }>('/progress-reports/:id/download', async (req, reply) => {
    const session = await requestSession(services, req);
    if (!session) return reply.code(401).send({ message: 'You are not signed in', code: 'UNAUTHORIZED' });

    const parsed = reportIdInput.safeParse({ id: /^\d+$/.test(req.params.id) ? Number(req.params.id) : req.params.id });
    if (!parsed.success) {
      const issues = toApiIssues(parsed.error.issues);
      return reply.code(400).send({ message: `Invalid input: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, code: 'BAD_REQUEST', issues });
    }
    const found = await findReportForViewer(services.db, session.user, parsed.data.id);
    if (!found) return reply.code(404).send({ message: 'Report not found', code: 'NOT_FOUND' });

    // Usually drawn already by the job that followed the report's generation; else drawn now and kept.
    const zone = session.user.timezone ?? 'UTC';
    const pdf = await reportPdf(services.storage, found, zone);
    const date = found.report.generatedAt.slice(0, 10);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="progress-report-${found.report.id}-${date}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};

export const progressReportsHttpPaths: ZodOpenApiPathsObject = {
  '/progress-reports/{id}/download': {
    get: {
      tags: ['progress-reports'],
      summary: 'One report as a PDF file (attachment): its figures and a chart against targets',
      security: [{ sessionCookie: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Report id' }],
      responses: {
        '200': { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
        '400': { description: 'The id is not a positive whole number' },
        '401': { description: 'Signed out' },
        '404': { description: 'No such report, or not one the caller may read' },
      },
    },
  },
};
