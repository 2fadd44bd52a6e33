/**
 * What the latest Lighthouse run's simulated FCP and LCP waited for, read from Lighthouse's
 * simulator (Lantern, a dependency of Lighthouse, which keeps the node timings of its latest
 * simulation of each graph for the whole process). Where that module cannot be loaded, the
 * explanation says so.
 */
import { explainSimulations } from '../src/lantern-explain.mjs';

const SIMULATOR = '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';

/** Lantern's simulator, or null when this Lighthouse does not have it where expected. */
async function simulator() {
  try {
    return (await import(SIMULATOR)).Simulator ?? null;
  } catch {
    return null;
  }
}

/** Forgets the simulations so far, so that the next explanation covers only the runs after this call. */
export async function forgetSimulations() {
  (await simulator())?.allNodeTimings.clear();
}

/** Lines explaining the latest run's simulated FCP and LCP, or one line saying why there are none. */
export async function explainLatestRun() {
  const lantern = await simulator();
  if (!lantern) return ["  (no explanation: Lighthouse's simulator module could not be loaded)"];
  return explainSimulations(lantern.allNodeTimings);
}
