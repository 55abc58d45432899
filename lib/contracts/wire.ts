// Wire scalars shared by the exchange-side contracts: ids travel as JSON numbers (safe
// integers only survive parsing) or text; amounts as text, and some examples send numbers.
// Converters in services/ turn both into strings, so nothing past the service sees a float.

import * as z from 'zod/mini';

// See lib/contracts/define.ts: no eval probe under the CSP.
z.config({ jitless: true });

export const wireIdSchema = z.union([z.string(), z.number()]);
export const wireAmountSchema = z.union([z.string(), z.number()]);
