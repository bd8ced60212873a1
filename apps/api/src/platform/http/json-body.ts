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
    // PostgreSQL text cannot hold NUL; no field of ours needs it, so refuse it here rather than fail deep inside.
    if (String(body).includes('\\u0000')) {
      done(Object.assign(new Error('Text must not contain NUL characters'), { statusCode: 400 }), undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
