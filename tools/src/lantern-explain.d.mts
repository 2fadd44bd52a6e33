/** A node of Lantern's graph, as far as the explanation reads it. */
export type LanternNode =
  | { readonly type: 'cpu'; readonly startTime: number; readonly endTime: number }
  | {
      readonly type: 'network';
      readonly request: { readonly resourceType?: string; readonly url: string; readonly transferSize?: number };
      isMainDocument(): boolean;
    };
/** A node's simulated start and end, in ms from navigation. */
export interface LanternTiming {
  readonly startTime: number;
  readonly endTime: number;
}
/** Lines explaining the simulated FCP and LCP graphs among `allNodeTimings` (simulation label → node → timing). */
export declare function explainSimulations(allNodeTimings: ReadonlyMap<string, ReadonlyMap<LanternNode, LanternTiming>>): string[];
