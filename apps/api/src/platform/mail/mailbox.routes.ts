import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@app/contracts/common/route';
import type { Db } from '../db/db.ts';
import { addRoute, replyWith } from '../http/route.ts';
import { escapeHtml } from './mailer.ts';
import { listOutbox } from './outbox-mailer.ts';

const mailboxRoute = defineRoute({
  method: 'GET',
  path: '/dev/mailbox',
  query: z.object({ to: z.string().max(320).optional(), format: z.enum(['json', 'html']).optional() }),
  response: z.object({
    messages: z.array(
      z.object({
        id: z.number(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
});

/** GET /dev/mailbox: the dev outbox, newest first; JSON for programs, HTML for people. Never mounted in production. */
export function registerMailboxRoutes(app: FastifyInstance, db: Db) {
  addRoute(app, mailboxRoute, { hidden: true, noStore: true }, async ({ query, request }) => {
    const messages = await listOutbox(db, query.to);
    const wantsHtml =
      query.format === 'html' || (query.format !== 'json' && request.headers.accept?.includes('text/html'));
    if (!wantsHtml) return { messages };
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('<hr>');
    return replyWith(
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1>${items || '<p>No messages yet.</p>'}</body></html>`,
      { 'content-type': 'text/html; charset=utf-8' },
    );
  });
}
