import { describe, expect, it } from 'vitest';
import { explainSimulations, type LanternNode, type LanternTiming } from './lantern-explain.mjs';

const request = (url: string, resourceType: string, transferSize: number, mainDocument = false): LanternNode => ({
  type: 'network',
  request: { url, resourceType, transferSize },
  isMainDocument: () => mainDocument,
});
/** A main-thread task observed for `observedMs` (Lantern's node times are in microseconds). */
const task = (observedMs: number): LanternNode => ({ type: 'cpu', startTime: 0, endTime: observedMs * 1000 });
const at = (startTime: number, endTime: number): LanternTiming => ({ startTime, endTime });

describe('explainSimulations', () => {
  it('tells, per kind of node, how many, how big and which was done last', () => {
    const lcp = new Map<LanternNode, LanternTiming>([
      [request('http://aurora.localhost/m/', 'Document', 3800, true), at(0, 600)],
      [request('http://aurora.localhost/m/assets/index.js', 'Script', 102_400), at(660, 2170)],
      [request('http://aurora.localhost/m/assets/en.js', 'Script', 6144), at(970, 1290)],
      [request('http://aurora.localhost/wps/game/hot?isPlatform=2', 'Fetch', 2048), at(2470, 2630)],
      [request('data:image/svg+xml,%3csvg%3e', 'Image', 0), at(2170, 2172)],
      [task(30), at(2170, 2290)],
      [task(90), at(2290, 2470)],
    ]);
    const lines = explainSimulations(new Map([['pessimisticLargestContentfulPaint', lcp]]));
    expect(lines).toEqual([
      '  simulated LCP (pessimistic) graph ends at 2630 ms:',
      '    document: 1, 3.7 kB; last done at 600 ms (/m/, 3.7 kB)',
      '    scripts: 2, 106.0 kB; last done at 2170 ms (/m/assets/index.js, 100.0 kB)',
      '    images: 1, 0.0 kB; last done at 2172 ms (a data: URL, 0.0 kB)',
      '    API calls: 1, 2.0 kB; last done at 2630 ms (/wps/game/hot, 2.0 kB)',
      '    main-thread tasks: 2, 120 ms observed, 300 ms simulated; last done at 2470 ms',
    ]);
  });

  it('says so when the simulator recorded no paint graph', () => {
    expect(explainSimulations(new Map([['optimisticInteractive', new Map()]]))).toEqual(['  (no explanation: the simulator recorded nothing)']);
  });
});
