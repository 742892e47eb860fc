/**
 * Where each call goes. Locally (the default) every call is same-origin and answered by
 * server/; in production the build sets the provider's hosts: PUBLIC_WEBHOOK_BASE for the
 * automation webhooks (the n8n host, without `/webhook`) and PUBLIC_PRODUCT_API_BASE for
 * the product's API (call 13). Paths come from the contracts.
 */
import { PUBLIC_PRODUCT_API_BASE, PUBLIC_WEBHOOK_BASE } from 'astro:env/client';
import { CALL_NAMES, CALLS, type CallName } from '../contracts/calls.ts';

const base = (value: string | undefined) => (value ?? '').replace(/\/+$/, '');

export const endpoints = Object.fromEntries(
  CALL_NAMES.map((name) => [
    name,
    `${base(CALLS[name].host === 'productApi' ? PUBLIC_PRODUCT_API_BASE : PUBLIC_WEBHOOK_BASE)}${CALLS[name].path}`,
  ]),
) as Record<CallName, string>;
