// Market feed socket (`/ws`, PROTOCOL.md section 1): gzip binary frames, {ping}/{pong}
// heartbeat, sub/unsub acks. Market data itself comes from the feeds, which publish through
// the registry to the connections whose `topics` hold the topic.

import type { WebSocket } from 'ws';
import { encodeMarketFrame, marketError, parseJsonObject, rawDataToText } from './frames';
import { startHeartbeat } from './heartbeat';
import type { SocketConnection, SocketRegistry } from './registry';

export const MARKET_SOCKET_PATH = '/ws';
/** Close code when the client stopped answering pings (the real server just disconnects). */
export const HEARTBEAT_TIMEOUT_CLOSE_CODE = 4000;

export type SocketMessageHook = (connection: SocketConnection, message: Record<string, unknown>) => void;

export interface MarketSocketOptions {
  pingIntervalMs: number;
  maxMissedPongs: number;
  /** Messages the socket itself does not handle (e.g. `req`), for the feeds to answer. */
  onMessage?: SocketMessageHook;
  /** Error text for a market topic that cannot be subscribed (unknown symbol ...), else undefined. */
  validateTopic?: (topic: string) => string | undefined;
  /** Shared switch: while `paused` the server sends no pings and counts no missed pongs. */
  heartbeatSwitch?: HeartbeatSwitch;
}

export interface HeartbeatSwitch {
  paused: boolean;
}

function isMarketTopic(topic: unknown): topic is string {
  return typeof topic === 'string' && topic.startsWith('market.') && topic.length > 'market.'.length;
}

export function sendMarket(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(encodeMarketFrame(message));
}

export function attachMarketSocket(
  registry: SocketRegistry,
  socket: WebSocket,
  path: string,
  options: MarketSocketOptions,
): SocketConnection {
  const connection = registry.add('market', path, socket);
  const heartbeat = startHeartbeat({
    intervalMs: options.pingIntervalMs,
    maxMissed: options.maxMissedPongs,
    sendPing: (ts) => sendMarket(socket, { ping: ts }),
    isPaused: () => options.heartbeatSwitch?.paused === true,
    onTimeout: () => {
      // Out of the registry at once: the close handshake may take a while, the client is gone.
      registry.remove(connection);
      socket.close(HEARTBEAT_TIMEOUT_CLOSE_CODE, 'heartbeat timeout');
    },
  });

  socket.on('message', (data) => {
    const message = parseJsonObject(rawDataToText(data));
    if (!message) {
      sendMarket(socket, marketError('not json string'));
      return;
    }
    const { id } = message;
    if ('pong' in message) {
      heartbeat.acknowledge(message.pong);
    } else if ('sub' in message) {
      if (!isMarketTopic(message.sub)) {
        sendMarket(socket, marketError(`invalid topic ${String(message.sub)}`, id));
        return;
      }
      const refusal = options.validateTopic?.(message.sub);
      if (refusal !== undefined) {
        sendMarket(socket, marketError(refusal, id));
        return;
      }
      connection.topics.add(message.sub);
      sendMarket(socket, { id, status: 'ok', subbed: message.sub, ts: Date.now() });
    } else if ('unsub' in message) {
      if (!isMarketTopic(message.unsub) || !connection.topics.delete(message.unsub)) {
        sendMarket(socket, marketError('unsub with not subbed topic', id));
        return;
      }
      sendMarket(socket, { id, status: 'ok', unsubbed: message.unsub, ts: Date.now() });
    } else if (options.onMessage) {
      options.onMessage(connection, message);
    } else if ('req' in message) {
      // No feed serves any topic yet.
      sendMarket(socket, marketError(`invalid topic ${String(message.req)}`, id));
    }
  });

  const detach = () => {
    heartbeat.stop();
    registry.remove(connection);
  };
  socket.on('close', detach);
  socket.on('error', detach);
  return connection;
}
