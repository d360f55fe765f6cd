/** What every answer looks like (api-contract.md), loosely typed for assertions. */
export interface Envelope<R = unknown> {
  success: boolean;
  message: string;
  results?: R;
  errors?: Record<string, string>;
  total?: number;
  page?: number;
  limit?: number;
}

export interface ApiResponse<R = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<R>;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** Gives up on the request (fetch rejects) when it fires, e.g. AbortSignal.timeout(ms). */
  signal?: AbortSignal;
}

/** A small client over fetch that never throws on a status, so tests can assert any of them. */
export class ApiClient {
  constructor(private readonly baseUrl: string) {}

  private headers(options: CallOptions, json: boolean): Record<string, string> {
    return {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    };
  }

  /** A string body is sent as JSON; bytes and forms with the headers the caller gives. */
  async request<R>(
    method: string,
    path: string,
    body: string | Uint8Array<ArrayBuffer> | FormData | undefined,
    options: CallOptions,
  ): Promise<ApiResponse<R>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: this.headers(options, typeof body === 'string'),
      body,
      signal: options.signal,
    });
    const text = await response.text();
    let parsed: Envelope<R>;
    try {
      parsed = JSON.parse(text) as Envelope<R>;
    } catch {
      throw new Error(
        `${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  get<R = unknown>(path: string, options: CallOptions = {}): Promise<ApiResponse<R>> {
    return this.request<R>('GET', path, undefined, options);
  }

  post<R = unknown>(
    path: string,
    body: unknown = {},
    options: CallOptions = {},
  ): Promise<ApiResponse<R>> {
    return this.request<R>('POST', path, JSON.stringify(body), options);
  }

  /** A multipart/form-data POST (an upload); fetch writes the boundary. */
  postForm<R = unknown>(
    path: string,
    form: FormData,
    options: CallOptions = {},
  ): Promise<ApiResponse<R>> {
    return this.request<R>('POST', path, form, options);
  }

  /** A POST with a body sent exactly as given (malformed JSON, huge payloads...). */
  postRaw<R = unknown>(
    path: string,
    raw: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<R>> {
    return this.request<R>('POST', path, raw, options);
  }
}
