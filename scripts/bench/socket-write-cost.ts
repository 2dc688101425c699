// What one small write to a TCP socket costs this machine, measured apart from the server:
// 1,000 loopback connections, each written 1,000 bytes per round, with nobody reading (the
// cost is the writer's; a reader would only add its own). The sockets bench divides its push
// rate by this figure: the fan-out's floor in cores, whatever the server does around it.
import { createServer, connect, type Socket } from 'node:net';

const CONNECTIONS = 1000;
const ROUNDS = 15;

export async function socketWriteMicros(): Promise<number> {
  const accepted: Socket[] = [];
  const server = createServer((s) => {
    s.pause();
    accepted.push(s);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const clients: Socket[] = [];
  try {
    for (let i = 0; i < CONNECTIONS; i++) {
      const c = connect(port, '127.0.0.1');
      c.pause();
      clients.push(c);
    }
    await new Promise<void>((resolve) => {
      const check = () => (accepted.length === CONNECTIONS ? resolve() : setTimeout(check, 10));
      check();
    });
    const bytes = Buffer.alloc(1000, 0x61);
    const rounds: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const t0 = performance.now();
      for (const s of accepted) s.write(bytes);
      rounds.push(((performance.now() - t0) * 1000) / CONNECTIONS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    rounds.sort((a, b) => a - b);
    return rounds[Math.floor(ROUNDS / 2)]!;
  } finally {
    for (const s of [...clients, ...accepted]) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`one 1,000-byte TCP write over loopback: ${(await socketWriteMicros()).toFixed(1)} µs\n`);
}
