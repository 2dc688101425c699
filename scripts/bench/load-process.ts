// The load generator (load.ts) in a process of its own, with a CPU part of its own in the run
// group (cpu-groups.ts). A section that loads the server with other work from the bench process
// (the logins bench's burst of 32 clients) measures the pages from here: in the bench process,
// the page requests were timed on an event loop that the burst's clients, and the server's hash
// threads holding both cores, delayed by 134 ms at p99, and that delay was read as the pages'.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { joinRunGroup } from './cpu-groups.ts';
import { runLoad, type LoadOptions, type LoadResult } from './load.ts';

type PlainLoadOptions = Omit<LoadOptions, 'onMeasureStart'>;

/** Runs the load in a child process placed in the run group's part `part` (where groups exist). */
export function runLoadInProcess(options: PlainLoadOptions, part = 'page-load'): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    if (child.pid !== undefined) joinRunGroup(child.pid, part);
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load process exited with ${code}`));
      // JSON has no NaN: a figure with nothing measured comes back as null.
      const parsed = JSON.parse(out) as Record<string, unknown>;
      resolve(Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value ?? Number.NaN])) as unknown as LoadResult);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLoad(JSON.parse(process.argv[2]!) as PlainLoadOptions);
  process.stdout.write(JSON.stringify(result));
}
