// Waiting until this node has heard everything it published. Over PostgreSQL the bus is a
// NOTIFY, delivered on the listening connection after the publishing statement commits; under
// load it can come after a test's next request, so a push published before a socket opened can
// reach that socket. The bus delivers one sender's messages in order: once a mark published
// now is heard, every message this node published before it has been heard too.
import type { Bus } from '../../../src/server/bus/index.ts';

/**
 * Resolves once this node's bus delivered a mark published after everything before the call, by
 * itself or by `sender` (another node's bus: then everything that node published before).
 */
export function heardEverything(bus: Pick<Bus, 'publish' | 'subscribe'>, sender: Pick<Bus, 'publish'> = bus, ms = 5_000): Promise<void> {
  const mark = `${Date.now()}-${Math.random()}`;
  return new Promise<void>((resolve, reject) => {
    // A 'player' message with an action no handler knows: every subscriber lets it pass.
    const stop = bus.subscribe('player', (m) => {
      if (m.action !== 'test_mark' || m.mark !== mark) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the bus did not deliver its own mark within ${ms} ms`));
    }, ms);
    sender.publish('player', { action: 'test_mark', mark });
  });
}
