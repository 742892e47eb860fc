/**
 * One request helper for every call: a timeout that ends in a clear error instead of a
 * hang, and errors that say what went wrong and whether trying again can help.
 */
import { SLOT_REFUSALS } from '../../contracts/booking.ts';
import { wellFormed } from '../../contracts/text.ts';

export type ApiErrorKind = 'timeout' | 'network' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** How long the server asked us to wait (Retry-After), if it did. */
  readonly retryAfterMs: number | undefined;
  /** The answer's JSON body, when it had one (a taken slot comes with the fresh slots). */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, status?: number, retryAfterMs?: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.body = body;
  }

  /**
   * The engine refused the payload itself (400, 413, 415, 422, or a 409 saying the slot a
   * booking asked for is taken or closed): the same body will be refused again. Every other failure (the
   * network, a timeout, 5xx, 429, a webhook switched off or misnamed: 404, 401, 403, 410, and a
   * plain 409, which an engine answers while a request with the same key is under way) may pass
   * later.
   */
  get refused(): boolean {
    if (this.kind !== 'http') return false;
    if (this.status === 409)
      return SLOT_REFUSALS.includes(String((this.body as { error?: unknown } | undefined)?.error));
    return REFUSED.has(this.status ?? 0);
  }

  /** Worth a quick retry while the visitor waits: the network, 408, 429 and 5xx. */
  get transient(): boolean {
    if (this.kind === 'network') return true;
    const status = this.status ?? 0;
    return this.kind === 'http' && (status === 408 || status === 429 || status >= 500);
  }
}

const REFUSED = new Set([400, 413, 415, 422]);

/** Retry-After in milliseconds, from seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/**
 * Sends a request and resolves with the response when its status is 2xx; otherwise
 * rejects with an ApiError (kind 'http' with the status, 'timeout' or 'network').
 */
export async function request(
  url: string,
  { method = 'GET', body, headers = {}, timeoutMs }: RequestOptions,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      // Text both engines can store (contracts/text.ts): a NUL or a broken emoji pasted into a
      // field is cleaned here rather than refused there.
      body: body === undefined ? undefined : JSON.stringify(wellFormed(body)),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError('timeout', `Sem resposta em ${timeoutMs / 1000} s: ${url}`);
    throw new ApiError('network', `Falha de rede: ${url} (${(error as Error).message})`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    throw new ApiError(
      'http',
      `Resposta ${response.status}: ${url}`,
      response.status,
      retryAfterMs(response.headers.get('Retry-After')),
      await response.json().catch(() => undefined),
    );
  }
  return response;
}
