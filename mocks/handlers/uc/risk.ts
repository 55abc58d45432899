// risk/control (the decision comes from the control API) and captcha_code/send (image captcha).

import type { RequestHandler } from 'msw';
import { UC_CALLS } from '@/lib/contracts/uc';
import { issueImageCaptcha, riskDecisionFor, riskResponse } from '../../auth/captcha';
import { ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { parseCallBody } from './common';

export function riskHandlers(base: string): RequestHandler[] {
  return [
    // POST risk/control
    route(base, UC_CALLS.riskControl, async ({ request }) => {
      const body = await parseCallBody(request, UC_CALLS.riskControl);
      if (!body.ok) return body.response;
      const answer = riskResponse(riskDecisionFor(body.data.login_name));
      // A pass is just {risk: 0, items: []}.
      return ucOk(answer.risk === 0 ? { risk: 0, items: [] } : answer);
    }),
    // GET captcha_code/send: a new 5-character image captcha (SVG data URL) and its key
    route(base, UC_CALLS.captchaCodeSend, () => {
      const { key, image } = issueImageCaptcha();
      return ucOk({ key, image });
    }),
  ];
}
