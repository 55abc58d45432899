// Account socket (`/ws/v2`, PROTOCOL.md section 3): plain text frames and the
// {action:'ping'|'pong', data:{ts}} heartbeat. The client should answer with `data`; the Java
// SDK sends `params` and one announcement prints `action:'ping'`, so all three count as a pong.

import type { WebSocket } from 'ws';
import { encodeAccountFrame, parseJsonObject, rawDataToText } from './frames';
import { startHeartbeat } from './heartbeat';
import { HEARTBEAT_TIMEOUT_CLOSE_CODE, type SocketMessageHook } from './market-socket';
import type { SocketConnection, SocketRegistry } from './registry';

export const ACCOUNT_SOCKET_PATH = '/ws/v2';

export interface AccountSocketOptions {
  pingIntervalMs: number;
  maxMissedPongs: number;
  /** Actions the socket itself does not handle (auth, sub), for later work to answer. */
  onMessage?: SocketMessageHook;
}

export function sendAccount(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(encodeAccountFrame(message));
}

function heartbeatTs(message: Record<string, unknown>): unknown {
  const payload = message.data ?? message.params;
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).ts : undefined;
}

export function attachAccountSocket(
  registry: SocketRegistry,
  socket: WebSocket,
  path: string,
  options: AccountSocketOptions,
): SocketConnection {
  const connection = registry.add('account', path, socket);
  const heartbeat = startHeartbeat({
    intervalMs: options.pingIntervalMs,
    maxMissed: options.maxMissedPongs,
    sendPing: (ts) => sendAccount(socket, { action: 'ping', data: { ts } }),
    onTimeout: () => {
      // Out of the registry at once: the close handshake may take a while, the client is gone.
      registry.remove(connection);
      socket.close(HEARTBEAT_TIMEOUT_CLOSE_CODE, 'heartbeat timeout');
    },
  });

  socket.on('message', (data) => {
    const message = parseJsonObject(rawDataToText(data));
    if (!message) return;
    if (message.action === 'pong' || message.action === 'ping') {
      heartbeat.acknowledge(heartbeatTs(message));
      return;
    }
    options.onMessage?.(connection, message);
  });

  const detach = () => {
    heartbeat.stop();
    registry.remove(connection);
  };
  socket.on('close', detach);
  socket.on('error', detach);
  return connection;
}
