// A tiny round-robin TCP proxy for the nodes bench: each new client connection goes to the
// next backend in turn and is piped both ways, as nginx's stream round robin would. Keep-alive
// clients thus spread their connections evenly over the nodes; WebSocket upgrades pass
// through untouched. The backends can change between phases (one node, then two).
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  setBackends(ports: number[]): void;
  /** Connections handed to each backend port so far. */
  counts(): Record<number, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  let backends = [...ports];
  let next = 0;
  const handed: Record<number, number> = {};
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const port = backends[next++ % backends.length]!;
    handed[port] = (handed[port] ?? 0) + 1;
    const upstream = connect(port, '127.0.0.1');
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    open.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setBackends(list) {
      backends = [...list];
      next = 0;
    },
    counts: () => ({ ...handed }),
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The proxy in its own process, so that piping every byte does not share the bench client's
 * event loop (it would then measure the client, not the nodes). Lines on stdin set the
 * backends ("4001,4002"); it answers each with the connections handed out so far.
 */
export interface ProxyProcess {
  url: string;
  pid: number;
  setBackends(ports: number[]): Promise<Record<number, number>>;
  close(): Promise<void>;
}

export async function spawnRoundRobinProxy(ports: number[]): Promise<ProxyProcess> {
  const { spawn } = await import('node:child_process');
  const { createInterface } = await import('node:readline');
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, ports.join(',')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const url = await nextLine();
  return {
    url,
    pid: child.pid ?? 0,
    async setBackends(list) {
      const answer = nextLine();
      child.stdin!.write(`${list.join(',')}\n`);
      return JSON.parse(await answer) as Record<number, number>;
    },
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createInterface } = await import('node:readline');
  const proxy = await startRoundRobinProxy((process.argv[2] ?? '').split(',').map(Number));
  process.stdout.write(`${proxy.url}\n`);
  createInterface({ input: process.stdin }).on('line', (line) => {
    proxy.setBackends(line.split(',').map(Number));
    process.stdout.write(`${JSON.stringify(proxy.counts())}\n`);
  });
  process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}
