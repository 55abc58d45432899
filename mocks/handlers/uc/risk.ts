// risk/control (the decision comes from the control API) and captcha_code/send (image captcha).

import { http, type RequestHandler } from 'msw';
import { riskControlRequestSchema, UC_PATHS } from '@/services/uc/schemas';
import { issueImageCaptcha, riskDecisionFor, riskResponse } from '../../auth/captcha';
import { ucOk } from '../envelopes';
import { parseJsonBody } from './common';

export function riskHandlers(base: string): RequestHandler[] {
  return [
    // POST risk/control
    http.post(`${base}${UC_PATHS.riskControl}`, async ({ request }) => {
      const body = await parseJsonBody(request, riskControlRequestSchema);
      if (!body.ok) return body.response;
      const answer = riskResponse(riskDecisionFor(body.data.login_name));
      // A pass is just {risk: 0, items: []}.
      return ucOk(answer.risk === 0 ? { risk: 0, items: [] } : answer);
    }),
    // GET captcha_code/send: a new 5-character image captcha (SVG data URL) and its key
    http.get(`${base}${UC_PATHS.captchaCodeSend}`, () => {
      const { key, image } = issueImageCaptcha();
      return ucOk({ key, image });
    }),
  ];
}
