import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The marketplace demo's visitor: the fresh demo user of the latest preview, kept in an HttpOnly cookie scoped to the
 * demo's paths, so a purchase can be tracked for that user without changing SPEC's preview answer. The id is a random
 * UUID: guessing another visitor's is as hard as guessing a UUID, and it can only add one demo purchase.
 */
const COOKIE = 'ab_demo_visitor';
const PATH = '/abs-testing/api/v1/public/market-place-demo';
const MAX_AGE_SECONDS = 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function rememberVisitor(request: FastifyRequest, reply: FastifyReply, userId: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${userId}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function visitorOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && UUID.test(value)) return value;
  }
  return null;
}
