import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { escapeHtml } from './mailer.ts';
import { listOutbox } from './outbox-mailer.ts';

const querySchema = z.object({ to: z.string().max(320).optional(), format: z.enum(['json', 'html']).optional() });

/** GET /dev/mailbox: the dev outbox, newest first; JSON for programs, HTML for people. Never mounted in production. */
export async function mailboxRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const query = querySchema.parse(request.query);
    const messages = await listOutbox(opts.db, query.to);
    const wantsHtml = query.format === 'html' || (query.format !== 'json' && request.headers.accept?.includes('text/html'));
    reply.header('cache-control', 'no-store');
    if (!wantsHtml) return { messages };
    const items = messages
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`)
      .join('<hr>');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1>${items || '<p>No messages yet.</p>'}</body></html>`;
  });
}
