/** What the error needs of the call (in-process.ts's request); its own shape, so no cycle. */
interface FailedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** The failure answer: status, envelope and headers as HTTP would have sent them. */
interface FailureAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/**
 * A failure answer of a call made in process (in-process.ts). It carries axios's mark and the
 * same `response` and `config` fields, so isApiError, isNotFound and the error messages read
 * it exactly as the error of the same call over HTTP: a caller never needs to know how the
 * call travelled.
 */
export class ApiAnswerError extends Error {
  readonly isAxiosError = true;
  readonly response: { status: number; data: unknown; headers: Record<string, string> };
  readonly config: { url: string; method: string; headers: Headers };

  constructor(request: FailedCall, answer: FailureAnswer) {
    super(`Request failed with status code ${answer.status}`);
    this.name = 'ApiAnswerError';
    this.response = { status: answer.status, data: answer.data, headers: answer.headers };
    this.config = {
      url: request.path,
      method: request.method.toLowerCase(),
      headers: new Headers(request.headers),
    };
  }
}
