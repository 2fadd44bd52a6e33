/**
 * Explains a Lighthouse run's simulated paint times from the node timings of Lighthouse's
 * simulator (Lantern): what the simulated FCP and LCP waited for, by kind of node.
 */

/** The simulations to explain, in the order they are printed. */
const GRAPHS = [
  ['optimisticFirstContentfulPaint', 'FCP (optimistic)'],
  ['pessimisticLargestContentfulPaint', 'LCP (pessimistic)'],
];

/** Kinds of node, in the order they are printed. */
const KINDS = [
  ['document', 'document'],
  ['script', 'scripts'],
  ['image', 'images'],
  ['call', 'API calls'],
  ['other', 'other requests'],
  ['cpu', 'main-thread tasks'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const fileOf = (url) => (url.startsWith('data:') ? 'a data: URL' : url.replace(/^[a-z]+:\/\/[^/]+/, '').split('?')[0]);

/** Sorts a graph's nodes into the document, scripts, calls, images and main-thread tasks. */
function groupsOf(timings) {
  const groups = { document: [], script: [], call: [], image: [], other: [], cpu: [] };
  for (const [node, timing] of timings) {
    if (node.type === 'cpu') {
      groups.cpu.push({ node, timing });
      continue;
    }
    const type = node.request.resourceType;
    const key = node.isMainDocument() ? 'document' : type === 'Script' ? 'script' : type === 'Fetch' || type === 'XHR' ? 'call' : type === 'Image' ? 'image' : 'other';
    groups[key].push({ node, timing });
  }
  return groups;
}

/** One line per kind of node: how many, how big, when the last one was done. */
function describeGroup(label, entries) {
  if (entries.length === 0) return null;
  const last = entries.reduce((a, b) => (b.timing.endTime > a.timing.endTime ? b : a));
  const ms = Math.round(last.timing.endTime);
  if (last.node.type === 'cpu') {
    const observed = entries.reduce((sum, { node }) => sum + (node.endTime - node.startTime) / 1000, 0);
    const simulated = entries.reduce((sum, { timing }) => sum + (timing.endTime - timing.startTime), 0);
    return `${label}: ${entries.length}, ${Math.round(observed)} ms observed, ${Math.round(simulated)} ms simulated; last done at ${ms} ms`;
  }
  const bytes = entries.reduce((sum, { node }) => sum + (node.request.transferSize ?? 0), 0);
  return `${label}: ${entries.length}, ${kb(bytes)}; last done at ${ms} ms (${fileOf(last.node.request.url)}, ${kb(last.node.request.transferSize ?? 0)})`;
}

/**
 * Lines explaining the simulated FCP and LCP graphs among `allNodeTimings` (simulation label →
 * node → timing, as Lantern's `Simulator.allNodeTimings` holds them): for each kind of node, how
 * many, how big and when the last one was done.
 */
export function explainSimulations(allNodeTimings) {
  const lines = [];
  for (const [name, label] of GRAPHS) {
    const timings = allNodeTimings.get(name);
    if (!timings || timings.size === 0) continue;
    const groups = groupsOf(timings);
    const end = Math.round(Math.max(...[...timings.values()].map((timing) => timing.endTime)));
    lines.push(`  simulated ${label} graph ends at ${end} ms:`);
    for (const [key, title] of KINDS) {
      const line = describeGroup(title, groups[key]);
      if (line) lines.push(`    ${line}`);
    }
  }
  return lines.length ? lines : ['  (no explanation: the simulator recorded nothing)'];
}
