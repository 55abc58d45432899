'use client';

// Follows one account socket channel from any screen: subscribes through the page's account
// socket (the socket core counts subscribers, so many screens on one channel share one sub on
// the wire), hands over decoded updates (balance changes, order updates, refusals) and leaves
// the channel when the component unmounts, the topic changes or `enabled` turns false. The
// latest `onMessage` is called without resubscribing when it changes between renders.
//
// The socket's code (core, codec, ticket) is imported when a channel is first followed: the
// account socket is opened only for logged-in users, so a visitor's page never loads it.

import { useEffect, useRef } from 'react';
import { untilAborted } from '@/lib/async/until-aborted';
import type { AccountChannelMessage } from '@/services/ws/account-socket';

export type { AccountChannelMessage };

export interface AccountChannelOptions {
  /** The account socket's url (the page resolves it on the server). */
  url: string;
  /** False while there is nothing to follow (logged out, no account yet). Default true. */
  enabled?: boolean;
  /** The ticket source when this hook creates the page's socket; the account service's by default. */
  getTicket?: () => Promise<string | null>;
}

export function useAccountChannel(
  topic: string,
  onMessage: (message: AccountChannelMessage) => void,
  { url, enabled = true, getTicket }: AccountChannelOptions,
): void {
  const handler = useRef(onMessage);
  const ticket = useRef(getTicket);
  useEffect(() => {
    handler.current = onMessage;
    ticket.current = getTicket;
  });

  useEffect(() => {
    if (!enabled) return;
    const scope = new AbortController();
    let leave: (() => void) | undefined;
    void Promise.all([import('@/services/ws/account-socket'), import('@/services/ws/account-ticket')]).then(
      untilAborted(scope.signal, ([{ decodeAccountUpdate, getAccountSocket }, { fetchAccountSocketTicket }]) => {
        const socket = getAccountSocket(url, () => (ticket.current ?? fetchAccountSocketTicket)());
        leave = socket.subscribe(topic, (update) => {
          const message = decodeAccountUpdate(update);
          if (message) handler.current(message);
        });
      }),
    );
    return () => {
      scope.abort();
      leave?.();
    };
  }, [topic, url, enabled]);
}
