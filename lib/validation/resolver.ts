// A tiny zod/mini resolver for react-hook-form (@hookform/resolvers is not a dependency): the first
// issue of each field becomes that field's error; issues of the whole object go to `root`.

import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type * as z from 'zod/mini';

export function zodFormResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<z.input<S>> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
      if (seen.has(path)) continue;
      seen.add(path);
      set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/** The first message of a single-field schema, or null: handy outside forms. */
export function firstMessage(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
