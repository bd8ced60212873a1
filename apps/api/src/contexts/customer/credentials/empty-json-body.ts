import type { FastifyInstance } from 'fastify';

/**
 * Generate and delete carry no body, yet clients (our web client included) send `Content-Type: application/json`.
 * Fastify refuses an empty JSON body; inside this plugin it means "no body". Anything else goes through Fastify's
 * own parser (with its prototype-poisoning guards). Same rule as abs-testing's; a platform helper would serve both.
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
