/**
 * What the latest Lighthouse run's simulated FCP and LCP waited for, read from Lighthouse's
 * simulator (Lantern, a dependency of Lighthouse, which keeps the node timings of its latest
 * simulation of each graph). Where that module cannot be loaded, the explanation says so.
 */
import { explainSimulations } from '../src/lantern-explain.mjs';

const SIMULATOR = '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';

/** Lines explaining the latest run's simulated FCP and LCP, or one line saying why there are none. */
export async function explainLatestRun() {
  try {
    const { Simulator } = await import(SIMULATOR);
    return explainSimulations(Simulator.allNodeTimings);
  } catch {
    return ["  (no explanation: Lighthouse's simulator module could not be loaded)"];
  }
}
