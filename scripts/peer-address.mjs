// Loaded into the Next server process (node --import, see serve.mjs): writes each request's
// socket peer into `x-peer-address`, over any value the client sent, before Next sees the request.
// A route handler never sees the socket, and Next's own x-forwarded-for keeps a client's value;
// lib/security/client-address.ts turns this header and the trusted proxies into the client's
// address, and believes the header only once this module has marked itself installed.

import http from 'node:http';
import https from 'node:https';

const HEADER = 'x-peer-address';

function stamp(request) {
  // Overwrite, never append: the header is this server's word, not the client's.
  request.headers[HEADER] = request.socket?.remoteAddress ?? '';
}

for (const library of [http, https]) {
  const createServer = library.createServer;
  library.createServer = function createServerWithPeerAddress(...args) {
    const server = createServer.apply(this, args);
    server.prependListener('request', stamp);
    return server;
  };
}

globalThis[Symbol.for('app.peer-address.installed')] = true;
