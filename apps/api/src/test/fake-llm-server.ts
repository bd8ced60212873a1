import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A local stand-in for the chat providers that speaks their real wire formats, so tests drive the real AI SDK
 * provider code: OpenAI chat completions (plain and SSE; also used for xAI and DeepSeek) and Gemini
 * generateContent / streamGenerateContent?alt=sse. Behaviour is scripted per model name.
 */
export interface FakeBehaviour {
  /** The answer text (default: a greeting naming the model and echoing the question). */
  answer?: string;
  /** Answer every request with this HTTP error status. */
  status?: number;
  /** Answer the first N requests with a 500, then normally (exercises retries). */
  failFirst?: number;
  /** Never answer (the connection stays open until the client gives up). */
  hang?: boolean;
  /** Stream the first piece, then hang. */
  hangAfterFirstChunk?: boolean;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Wait this long between streamed pieces. */
  chunkDelayMs?: number;
  /** `retry-after-ms` sent with 429 and 5xx answers, as OpenAI does (default 20, so retries stay fast). */
  retryAfterMs?: number;
}

export interface FakeRequest {
  provider: string;
  model: string;
  stream: boolean;
  prompt: string;
  authorized: boolean;
  /** The client hung up before the answer was complete (a deadline or a cancelled stream). */
  cancelled: boolean;
}

export interface FakeLlmServer {
  url: string;
  baseUrls: { openai: string; google: string; xai: string; deepseek: string };
  /** Environment for the API: a key and base URL per provider. */
  env: Record<string, string>;
  requests: FakeRequest[];
  script(modelName: string, behaviour: FakeBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

interface Exchange {
  provider: string;
  model: string;
  stream: boolean;
  prompt: string;
  format: 'openai' | 'gemini';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeLlmServer(
  options: { port?: number; behaviours?: Record<string, FakeBehaviour> } = {},
): Promise<FakeLlmServer> {
  const behaviours = new Map(Object.entries(options.behaviours ?? {}));
  const attempts = new Map<string, number>();
  const requests: FakeRequest[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const exchange = parseExchange(req, body);
    if (!exchange) return sendJson(res, 404, { error: { message: 'Not found', code: 404 } });
    const authorized =
      exchange.format === 'gemini'
        ? Boolean(req.headers['x-goog-api-key'])
        : /^Bearer \S+/.test(req.headers.authorization ?? '');
    const record: FakeRequest = {
      provider: exchange.provider,
      model: exchange.model,
      stream: exchange.stream,
      prompt: exchange.prompt,
      authorized,
      cancelled: false,
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.cancelled = true;
    });
    if (!authorized) return sendError(res, exchange, 401, 'Missing API key');

    const behaviour = behaviours.get(exchange.model) ?? {};
    const attempt = (attempts.get(exchange.model) ?? 0) + 1;
    attempts.set(exchange.model, attempt);
    if (behaviour.hang) return; // keep the socket open: the client's deadline must end it
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (behaviour.status) return sendError(res, exchange, behaviour.status, 'Scripted failure', behaviour.retryAfterMs);
    if (behaviour.failFirst && attempt <= behaviour.failFirst)
      return sendError(res, exchange, 500, 'Scripted transient failure', behaviour.retryAfterMs);

    const answer = behaviour.answer ?? `Hello from **${exchange.model}**. You asked: ${exchange.prompt}`;
    const usage = { input: countTokens(exchange.prompt), output: countTokens(answer) };
    if (!exchange.stream)
      return sendJson(
        res,
        200,
        exchange.format === 'gemini'
          ? geminiResponse(exchange, answer, usage)
          : openAiResponse(exchange, answer, usage),
      );
    await streamAnswer(res, exchange, answer, usage, behaviour);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const baseUrls = {
    openai: `${url}/openai/v1`,
    google: `${url}/google/v1beta`,
    xai: `${url}/xai/v1`,
    deepseek: `${url}/deepseek`,
  };
  return {
    url,
    baseUrls,
    env: {
      OPENAI_API_KEY: 'fake-openai-key',
      GOOGLE_GENERATIVE_AI_API_KEY: 'fake-google-key',
      XAI_API_KEY: 'fake-xai-key',
      DEEPSEEK_API_KEY: 'fake-deepseek-key',
      OPENAI_BASE_URL: baseUrls.openai,
      GOOGLE_BASE_URL: baseUrls.google,
      XAI_BASE_URL: baseUrls.xai,
      DEEPSEEK_BASE_URL: baseUrls.deepseek,
    },
    requests,
    script: (modelName, behaviour) => void behaviours.set(modelName, behaviour),
    reset: () => {
      behaviours.clear();
      attempts.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseExchange(req: IncomingMessage, body: Record<string, unknown>): Exchange | undefined {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (req.method !== 'POST') return undefined;
  const chat = /^\/(openai|xai|deepseek)(?:\/v1)?\/chat\/completions$/.exec(url.pathname);
  if (chat) {
    const messages = Array.isArray(body.messages) ? (body.messages as { role: string; content: unknown }[]) : [];
    const prompt = textOf(messages.filter((m) => m.role === 'user').at(-1)?.content);
    return { provider: chat[1]!, model: String(body.model), stream: body.stream === true, prompt, format: 'openai' };
  }
  const gemini = /^\/google\/v1beta\/models\/([^:]+):(generateContent|streamGenerateContent)$/.exec(url.pathname);
  if (gemini) {
    const contents = Array.isArray(body.contents) ? (body.contents as { parts?: { text?: string }[] }[]) : [];
    const prompt = (contents.at(-1)?.parts ?? []).map((p) => p.text ?? '').join('');
    return {
      provider: 'google',
      model: decodeURIComponent(gemini[1]!),
      stream: gemini[2] === 'streamGenerateContent',
      prompt,
      format: 'gemini',
    };
  }
  return undefined;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p: { text?: string }) => p.text ?? '').join('');
  return '';
}

async function streamAnswer(res: ServerResponse, ex: Exchange, answer: string, usage: Usage, behaviour: FakeBehaviour) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const pieces = answer.match(/\S*\s*/g)?.filter(Boolean) ?? [answer];
  const frame = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  for (const [i, piece] of pieces.entries()) {
    if (ex.format === 'gemini')
      frame({
        candidates: [{ content: { role: 'model', parts: [{ text: piece }] }, index: 0 }],
        modelVersion: ex.model,
      });
    else frame(openAiChunk(ex, { ...(i === 0 ? { role: 'assistant' } : {}), content: piece }, null));
    if (i === 0 && behaviour.hangAfterFirstChunk) return;
    if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
    if (res.destroyed) return;
  }
  if (ex.format === 'gemini') {
    frame({
      candidates: [{ content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: geminiUsage(usage),
      modelVersion: ex.model,
    });
  } else {
    frame(openAiChunk(ex, {}, 'stop'));
    frame({ ...openAiChunk(ex, {}, null), choices: [], usage: openAiUsage(usage) });
    res.write('data: [DONE]\n\n');
  }
  res.end();
}

interface Usage {
  input: number;
  output: number;
}

const openAiUsage = (u: Usage) => ({
  prompt_tokens: u.input,
  completion_tokens: u.output,
  total_tokens: u.input + u.output,
});
const geminiUsage = (u: Usage) => ({
  promptTokenCount: u.input,
  candidatesTokenCount: u.output,
  totalTokenCount: u.input + u.output,
});

function openAiResponse(ex: Exchange, answer: string, usage: Usage) {
  return {
    id: `chatcmpl-fake-${ex.provider}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: ex.model,
    choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
    usage: openAiUsage(usage),
  };
}

function openAiChunk(ex: Exchange, delta: Record<string, string>, finishReason: string | null) {
  return {
    id: `chatcmpl-fake-${ex.provider}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: ex.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function geminiResponse(ex: Exchange, answer: string, usage: Usage) {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text: answer }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: geminiUsage(usage),
    modelVersion: ex.model,
  };
}

function sendError(res: ServerResponse, ex: Exchange, status: number, message: string, retryAfterMs = 20) {
  if (status === 429 || status >= 500) res.setHeader('retry-after-ms', String(retryAfterMs));
  const body =
    ex.format === 'gemini'
      ? { error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL' } }
      : { error: { message, type: 'server_error', param: null, code: null } };
  sendJson(res, status, body);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const countTokens = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length * 1.3));

// `node apps/api/src/test/fake-llm-server.ts` runs it by hand and prints the variables to point the API at it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startFakeLlmServer({ port: Number(process.env.PORT ?? 0) });
  console.log(`Fake LLM server: ${fake.url}`);
  for (const [key, value] of Object.entries(fake.env)) console.log(`${key}=${value}`);
}
