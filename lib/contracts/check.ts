// The one schema check of a call's answer: the `data` of a successful envelope against the
// contract's schema, then into its model. Pure, so the services, the mock and the tests share
// it (services/http/parse.ts wraps it around an envelope).

/** What a zod (mini) schema offers for a check that does not throw. */
export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** `value` checked by `schema` and turned into its model; null when either refuses it. */
export function checkData<Raw, Model>(value: unknown, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model | null): Model | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? toModel(parsed.data) : null;
}

/** Each entry of a list checked on its own: refused entries are dropped; null when `value` is no list. */
export function checkList<Raw, Model>(value: unknown, schema: SafeParser<Raw>, toModel: (raw: Raw) => Model | null): Model[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry: unknown) => {
    const model = checkData(entry, schema, toModel);
    return model === null ? [] : [model];
  });
}
