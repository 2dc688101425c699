// A stand-in for a deploy, for the app's update test: a loopback origin of its own that passes
// every request to the test server, except the service worker, which it serves as the test
// says the next build's would be (the same code under another build id). A browser on this
// origin sees one site whose worker changes, as after a real deploy, while the test server
// and its build stay as they are. A deploy may also take files away (the old build's hashed
// scripts, which a real new build no longer serves).
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';

export interface DeployProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** From now on the worker is served changed by `change` (a new build), and the paths `gone` names answer 404. */
  deploy(change: (worker: string) => string, gone?: (path: string) => boolean): void;
  close(): Promise<void>;
}

/** Starts the proxy in front of `upstream` (the test server's origin). */
export async function startDeployProxy(upstream: string): Promise<DeployProxy> {
  const target = new URL(upstream);
  let change = (worker: string) => worker;
  let isGone = (_path: string) => false;

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const out = forward({ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  };

  const worker = async (res: ServerResponse) => {
    const answer = await fetch(new URL('/sw.js', upstream));
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control', 'content-security-policy']) headers[name] = answer.headers.get(name) ?? '';
    res.writeHead(answer.status, headers).end(change(await answer.text()));
  };

  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '/';
    if (req.method === 'GET' && path === '/sw.js') void worker(res).catch(() => res.writeHead(502).end());
    else if (isGone(path)) res.writeHead(404).end();
    else pass(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy(next, gone = () => false) {
      change = next;
      isGone = gone;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
