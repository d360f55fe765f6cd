import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

/** What the fake answers to the next request (one answer each, then `ok` again). */
export type FakeAnswer = 'ok' | 'template_missing' | 'server_error' | 'rate_limited' | 'slow';

/** A request the fake took, after its checks. */
export interface ReceivedTemplate {
  to: string;
  name: string;
  language: string;
  parameters: string[];
  reference: unknown;
}

const VERSION = '/v21.0';
const TEMPLATE_NAMES = /^[a-z0-9_]{1,512}$/;

/** Meta's error answer (Graph API shape, v16+ without error_subcode). */
function cloudError(code: number, message: string, details: string) {
  return {
    error: {
      message: `(#${code}) ${message}`,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: `A${randomUUID().replace(/-/g, '').slice(0, 22)}`,
    },
  };
}

/** What is wrong with a request's shape, or undefined: the checks the real API would make. */
function problemOf(
  req: http.IncomingMessage,
  body: unknown,
  expect: { token: string; phoneNumberId: string },
): string | undefined {
  if (req.method !== 'POST') return `method ${req.method}`;
  if (req.url !== `${VERSION}/${expect.phoneNumberId}/messages`) return `path ${req.url}`;
  if (req.headers.authorization !== `Bearer ${expect.token}`) return 'bearer token';
  if (!req.headers['content-type']?.startsWith('application/json')) return 'content type';
  const message = body as Record<string, unknown>;
  if (message.messaging_product !== 'whatsapp') return 'messaging_product';
  if (message.recipient_type !== 'individual') return 'recipient_type';
  if (typeof message.to !== 'string' || !/^[1-9]\d{7,14}$/.test(message.to)) return 'to';
  if (message.type !== 'template') return 'type';
  const template = message.template as Record<string, unknown> | undefined;
  if (typeof template?.name !== 'string' || !TEMPLATE_NAMES.test(template.name)) return 'name';
  const language = template.language as { code?: unknown } | undefined;
  if (language?.code !== 'ar' && language?.code !== 'en') return 'language';
  const components = template.components as { type?: unknown; parameters?: unknown }[];
  if (!Array.isArray(components) || components.length !== 1 || components[0]?.type !== 'body')
    return 'components';
  const parameters = components[0].parameters;
  if (!Array.isArray(parameters)) return 'parameters';
  for (const parameter of parameters as { type?: unknown; text?: unknown }[]) {
    if (parameter.type !== 'text' || typeof parameter.text !== 'string') return 'parameter type';
    if (parameter.text === '' || /[\n\t]| {5}/.test(parameter.text)) return 'parameter text';
  }
  return undefined;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A stand-in for the WhatsApp Business Cloud API (`POST /{phone-number-id}/messages`) on a
 * free port: it checks each request as the real one would (bearer token, the phone number id
 * in the path, a template message's shape) and answers like it: a wamid, or Meta's error
 * shape with its codes. A request of the wrong shape is refused with code 100 and kept in
 * `problems`, so a test can say there were none.
 */
export async function startFakeWhatsApp(expect: { token: string; phoneNumberId: string }) {
  const received: ReceivedTemplate[] = [];
  const problems: string[] = [];
  const script: FakeAnswer[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const problem = body === undefined ? 'not JSON' : problemOf(req, body, expect);
      if (problem) {
        problems.push(problem);
        answer(res, 400, cloudError(100, 'Invalid parameter', problem));
        return;
      }
      const message = body as {
        to: string;
        biz_opaque_callback_data?: unknown;
        template: {
          name: string;
          language: { code: string };
          components: { parameters: { text: string }[] }[];
        };
      };
      received.push({
        to: message.to,
        name: message.template.name,
        language: message.template.language.code,
        parameters: message.template.components[0]?.parameters.map((p) => p.text) ?? [],
        reference: message.biz_opaque_callback_data,
      });
      const next = script.shift() ?? 'ok';
      if (next === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
      if (next === 'template_missing') {
        answer(
          res,
          400,
          cloudError(
            132001,
            'Template name does not exist in the translation',
            'template name (x) does not exist in ar',
          ),
        );
      } else if (next === 'server_error') {
        answer(
          res,
          500,
          cloudError(
            131000,
            'Something went wrong',
            'Message failed to send because of an unknown error.',
          ),
        );
      } else if (next === 'rate_limited') {
        answer(
          res,
          429,
          cloudError(130429, 'Rate limit hit', 'Cloud API message throughput has been reached.'),
        );
      } else {
        answer(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: `wamid.${randomUUID().replace(/-/g, '')}`, message_status: 'accepted' }],
        });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${VERSION}`,
    received,
    problems,
    /** The next answers, in order; after them `ok`. */
    answerNext(...answers: FakeAnswer[]) {
      script.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
