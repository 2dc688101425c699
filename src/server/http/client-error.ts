// What a client whose request Node's parser refused gets: a URL and headers past the 16 KiB
// limit answer 431, a request that is not HTTP 400, both as the API's JSON error, then the
// connection closes. Before, the socket was dropped without a word, and a client (a browser, a
// proxy, the fuzz: issue 26) could not tell a refusal from a server gone. A socket already
// gone, or one that timed out mid-request, is just closed.
import type { Duplex } from 'node:stream';

const answer = (status: number, reason: string, code: string, message: string): string => {
  const body = JSON.stringify({ error: { code, message } });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
};

/** The http server's 'clientError' handler. */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || err.code === 'ECONNRESET' || err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  socket.end(
    tooLarge
      ? answer(431, 'Request Header Fields Too Large', 'headers_too_large', 'The address and headers of the request are over 16 KB.')
      : answer(400, 'Bad Request', 'malformed_request', 'The request is not valid HTTP.'),
  );
}
