// What one Lighthouse report says about its LCP, for the Lighthouse bench (issue 30): the LCP
// element, and the requests the simulated LCP waits on.
//
// Lighthouse's mobile preset does not throttle the page it loads: it records the load
// unthrottled and then simulates it (Lantern) at slow 4G with a 4x slower CPU. The simulated
// LCP counts every request that finished before the paint observed in the recording, each on
// a simulated connection (a new one costs a handshake, 300 ms at 150 ms RTT), plus the main
// thread's tasks before it, four times over. So a run whose recording painted late (a loaded
// machine) counts more requests and longer tasks: the requests listed here are the chain the
// figure is made of.
import type { Result } from 'lighthouse';

export interface LcpRequest {
  /** The file name (the path's last part), or the path for the document. */
  name: string;
  resourceType: string;
  transferBytes: number;
  /** When it finished (in the unthrottled recording, or simulated), ms after navigation start. */
  endMs: number;
  /** When it started, where simulated. */
  startMs?: number;
}

/** Lantern's own account of the simulated LCP (lighthouse-lantern.ts). */
export interface SimulatedLcp {
  optimisticMs: number;
  pessimisticMs: number;
  /** The pessimistic graph's requests, by simulated end; the last one ends the estimate unless a task does. */
  requests: LcpRequest[];
  /** Main-thread time in the pessimistic graph, unthrottled (Lantern multiplies it by the CPU slowdown). */
  cpuMs: number;
}

export interface LcpDiagnosis {
  /** Simulated LCP and FCP, ms. */
  lcpMs: number;
  fcpMs: number;
  /** The LCP as the recording saw it, unthrottled, ms. */
  observedLcpMs: number;
  /** "text" or "image" and the element's CSS selector and label. */
  element: { kind: 'text' | 'image'; selector: string; label: string } | null;
  /** Requests that finished before the observed LCP: the chain the simulated LCP counts. */
  beforePaint: LcpRequest[];
  /** Render-blocking requests Lighthouse names, with its estimate of what each costs. */
  renderBlocking: Array<{ name: string; wastedMs: number }>;
  /** Main-thread time by category (ms, unthrottled, the whole load). */
  mainThreadMs: number;
  /** The simulated graphs, where Lighthouse's internals could be asked. */
  simulated: SimulatedLcp | null;
}

type Details = Record<string, unknown> & { items?: unknown[] };

const detailsOf = (lhr: Result, audit: string): Details | undefined => lhr.audits[audit]?.details as Details | undefined;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

/** The last part of a URL's path ("/" for the site's root). */
export function fileName(url: string): string {
  if (url.startsWith('data:')) return 'data: URL';
  try {
    const path = new URL(url).pathname;
    const last = path.split('/').filter(Boolean).at(-1);
    return last ?? '/';
  } catch {
    return url;
  }
}

function lcpElement(lhr: Result): LcpDiagnosis['element'] {
  // Lighthouse 13 names the element in its LCP breakdown insight (a "node" item).
  const node = (detailsOf(lhr, 'lcp-breakdown-insight')?.items ?? []).map(record).find((item) => item.type === 'node');
  if (!node) return null;
  const snippet = String(node.snippet ?? '');
  return {
    kind: /^<(img|image|svg|video)\b/i.test(snippet) ? 'image' : 'text',
    selector: String(node.selector ?? ''),
    label: String(node.nodeLabel ?? ''),
  };
}

/** The LCP element, the requests before the paint and the render-blocking ones of one report. */
export function diagnose(lhr: Result, simulated: SimulatedLcp | null = null): LcpDiagnosis {
  const metrics = record((detailsOf(lhr, 'metrics')?.items ?? [])[0]);
  const observedLcpMs = num(metrics.observedLargestContentfulPaint);
  const beforePaint = (detailsOf(lhr, 'network-requests')?.items ?? [])
    .map(record)
    .filter((r) => num(r.networkEndTime) <= observedLcpMs)
    .map((r) => ({
      name: fileName(String(r.url)),
      resourceType: String(r.resourceType ?? ''),
      transferBytes: num(r.transferSize),
      endMs: num(r.networkEndTime),
    }))
    .sort((a, b) => a.endMs - b.endMs);
  const renderBlocking = (detailsOf(lhr, 'render-blocking-insight')?.items ?? []).map(record).map((r) => ({ name: fileName(String(r.url)), wastedMs: num(r.wastedMs) }));
  return {
    lcpMs: num(lhr.audits['largest-contentful-paint']?.numericValue),
    fcpMs: num(lhr.audits['first-contentful-paint']?.numericValue),
    observedLcpMs,
    element: lcpElement(lhr),
    beforePaint,
    renderBlocking,
    mainThreadMs: num(lhr.audits['mainthread-work-breakdown']?.numericValue),
    simulated,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One run's diagnosis as a few lines of text. */
export function describeDiagnosis(d: LcpDiagnosis): string[] {
  const element = d.element ? `${d.element.kind} ${d.element.selector} ("${d.element.label.slice(0, 50)}")` : 'not named by Lighthouse';
  const requests = d.beforePaint.map((r) => `${r.name} ${kB(r.transferBytes)} @${r.endMs.toFixed(0)}`).join(', ');
  const blocking = d.renderBlocking.length > 0 ? d.renderBlocking.map((r) => `${r.name} ~${r.wastedMs.toFixed(0)} ms`).join(', ') : 'none';
  const lines = [
    `LCP ${(d.lcpMs / 1000).toFixed(2)} s (FCP ${(d.fcpMs / 1000).toFixed(2)} s), painted at ${d.observedLcpMs.toFixed(0)} ms unthrottled; main thread ${d.mainThreadMs.toFixed(0)} ms in all`,
    `element: ${element}`,
    `requests done before that paint (${d.beforePaint.length}, ${kB(d.beforePaint.reduce((sum, r) => sum + (Number.isFinite(r.transferBytes) ? r.transferBytes : 0), 0))}): ${requests}`,
    `render-blocking: ${blocking}`,
  ];
  const s = d.simulated;
  if (s) {
    const chain = s.requests.map((r) => `${r.name} ${kB(r.transferBytes)} ${(r.startMs ?? 0).toFixed(0)}-${r.endMs.toFixed(0)}`).join(', ');
    lines.push(
      `simulated: optimistic ${s.optimisticMs.toFixed(0)} ms, pessimistic ${s.pessimisticMs.toFixed(0)} ms; its requests (simulated ms): ${chain}; tasks ${s.cpuMs.toFixed(0)} ms x4`,
    );
  }
  return lines;
}
