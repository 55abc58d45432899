// Body parsing and error answers shared by the control API's modules.

import { HttpResponse } from 'msw';
import { z } from 'zod';

export function controlError(error: string, status = 400) {
  return HttpResponse.json({ ok: false, error }, { status });
}

/** Parses a JSON body (an empty body counts as `{}`) with a schema. */
export async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ data: T } | { error: string }> {
  const text = await request.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { error: 'body is not JSON' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { data: parsed.data } : { error: z.prettifyError(parsed.error) };
}
