import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API: method, path (Fastify syntax, `:param`) and its schemas.
 * The API registers it for validation and OpenAPI; the web client derives its types from it.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  summary?: string;
}

export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
export type RouteBody<R extends RouteDef> = InferOr<R['body'], undefined>;
export type RouteParams<R extends RouteDef> = InferOr<R['params'], undefined>;
export type RouteQuery<R extends RouteDef> = InferOr<R['query'], undefined>;
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;

/** Fills `:param` segments of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
