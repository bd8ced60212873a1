import type { FastifyInstance } from 'fastify';

/**
 * Bodiless POSTs (enable, disable, generate-secret, resend-code) often still carry `Content-Type: application/json`
 * — SPEC §7's own client does. Fastify refuses an empty JSON body; here it means "no body". Anything else goes through
 * Fastify's own parser, with its prototype-poisoning guards.
 */
export function allowEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
