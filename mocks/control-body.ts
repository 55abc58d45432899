// Body parsing and error answers shared by the control API's modules.

import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { readJson } from './http/request';

// zod/mini has no default messages (classic zod installs English ones globally). The control
// API's errors are read by people, so its parses get the English ones; per parse, not with
// z.config, so the app's schemas are never affected.
const englishMessages = z.locales.en().localeError;

export function controlError(error: string, status = 400) {
  return HttpResponse.json({ ok: false, error }, { status });
}

/**
 * Parses a JSON body with a schema: the account-service handlers' rule (readJson: an empty body
 * counts as `{}`), answered with a readable English error instead of their 参数错误.
 */
export async function readBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<{ data: T } | { error: string }> {
  const json = await readJson(request);
  if (json === undefined) return { error: 'body is not JSON' };
  const parsed = schema.safeParse(json, { error: englishMessages });
  return parsed.success ? { data: parsed.data } : { error: z.prettifyError(parsed.error) };
}
