// Control API of the outbox: the emails and SMS the mock sent, as the user would read them (the
// anti-phishing code at the top when the user set one), latest first.

import { http, HttpResponse, type RequestHandler } from 'msw';
import { messagesTo } from './auth/outbox';

export function messagesControlHandlers(base: string): RequestHandler[] {
  return [
    // GET messages?account=<email or phone digits> → {messages: [...]}, latest first; every message without account.
    http.get(`${base}/messages`, ({ request }) => {
      const account = new URL(request.url).searchParams.get('account') ?? undefined;
      return HttpResponse.json({
        messages: messagesTo(account).map((message) => ({
          id: message.id,
          channel: message.channel,
          to: message.to,
          uid: message.uid,
          subject: message.subject,
          text: message.text,
          anti_phishing: message.antiPhishing,
          time: message.time,
        })),
      });
    }),
  ];
}
