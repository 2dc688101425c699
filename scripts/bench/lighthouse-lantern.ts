// The simulated LCP of one Lighthouse run taken apart (issue 30). Lighthouse's mobile figure is
// not measured: Lantern rebuilds the load from the unthrottled recording as a graph of requests
// and main-thread tasks, simulates it at slow 4G and 4x CPU, and takes the mean of an optimistic
// and a pessimistic graph's end. Both graphs hold every request that finished before the
// recording's LCP paint; a module script's evaluation carries no script URL in the trace, so
// Lantern cannot tell that it did not block the paint, and such a script (with the modules it
// imports) counts in full. This file asks Lighthouse's own Lantern for those graphs and lists
// the requests in them with their simulated times: the chain the figure is made of.
// Lighthouse internals (pinned major version): a missing piece gives an empty answer, not an error.
import type { Result, RunnerResult } from 'lighthouse';
import type { SimulatedLcp } from './lighthouse-report.ts';

interface LanternNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number; resourceType: string; priority: string };
  event?: { dur?: number };
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  optimisticEstimate: LanternEstimate;
  pessimisticEstimate: LanternEstimate;
}
interface Computed {
  request(data: unknown, context: unknown): Promise<LanternResult>;
}

const lastPart = (url: string) => (url.startsWith('data:') ? 'data: URL' : (new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '/'));

/** Lantern's LCP graphs of one run, or null when Lighthouse's internals are not where this expects them. */
export async function simulateLcp(result: RunnerResult, lhr: Result): Promise<SimulatedLcp | null> {
  try {
    const { LanternLargestContentfulPaint } = (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js' as string)) as {
      LanternLargestContentfulPaint: Computed;
    };
    const a = result.artifacts as unknown as Record<string, unknown>;
    const settings = lhr.configSettings;
    const data = {
      trace: a.Trace,
      devtoolsLog: a.DevtoolsLog,
      gatherContext: a.GatherContext,
      settings,
      simulator: null,
      URL: a.URL,
      SourceMaps: a.SourceMaps,
      HostDPR: a.HostDPR,
    };
    const lantern = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    const timings = [...lantern.pessimisticEstimate.nodeTimings.entries()];
    const requests = timings
      .filter(([node]) => node.type === 'network' && node.request && !(node.request.resourceType === 'Image' && /^(Low|VeryLow)$/.test(node.request.priority)))
      .map(([node, t]) => ({
        name: lastPart(node.request!.url),
        resourceType: node.request!.resourceType,
        transferBytes: node.request!.transferSize,
        startMs: t.startTime,
        endMs: t.endTime,
      }))
      .sort((x, y) => x.endMs - y.endMs);
    const cpuMs = timings.filter(([node]) => node.type === 'cpu').reduce((sum, [node]) => sum + (node.event?.dur ?? 0) / 1000, 0);
    return { optimisticMs: lantern.optimisticEstimate.timeInMs, pessimisticMs: lantern.pessimisticEstimate.timeInMs, requests, cpuMs };
  } catch {
    return null;
  }
}
