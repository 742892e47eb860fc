/**
 * Where each call of SPEC section 7 goes. Locally (the default) every call is same-origin
 * and answered by server/; in production the build sets the provider's hosts:
 * PUBLIC_WEBHOOK_BASE for the automation webhooks and PUBLIC_PRODUCT_API_BASE for the
 * product's API (call 13).
 */
import { PUBLIC_PRODUCT_API_BASE, PUBLIC_WEBHOOK_BASE } from 'astro:env/client';
import { CALL_PATHS, type CallName } from './call-paths.ts';

const base = (value: string | undefined) => (value ?? '').replace(/\/+$/, '');

export const endpoints: Record<CallName, string> = Object.fromEntries(
  (Object.keys(CALL_PATHS) as CallName[]).map((name) => [
    name,
    `${base(name === 'accessCreate' ? PUBLIC_PRODUCT_API_BASE : PUBLIC_WEBHOOK_BASE)}${CALL_PATHS[name]}`,
  ]),
) as Record<CallName, string>;

export { CALL_TIMEOUT_MS, LEAD_TIMEOUT_MS } from './call-paths.ts';
