/** Platform availability as the page frame understands it (SPEC §2 'System-status wrapper', §9). */
export const SYSTEM_STATUS = {
  /** Everything works: the normal page is shown. */
  normal: 0,
  /** The platform is under maintenance: the maintenance page is shown. */
  maintenance: 1,
  /** The visitor's region may not use the platform: the access-restricted page is shown. */
  regionRestricted: 2,
} as const;

/** One of the three platform availability values 0, 1 or 2. */
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** The two facts the platform reports about its own availability for this visitor. */
export interface SystemStatusFacts {
  readonly maintenance: boolean;
  readonly regionRestriction: boolean;
}

/**
 * Decides which status the page frame shows (SPEC §4): maintenance wins over a region
 * restriction, a restriction alone gives 2, neither gives 0.
 */
export function systemStatusOf(facts: SystemStatusFacts): SystemStatus {
  if (facts.maintenance) return SYSTEM_STATUS.maintenance;
  if (facts.regionRestriction) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

/** Tells whether a stored or received number is one of the known status values. */
export function isSystemStatus(value: unknown): value is SystemStatus {
  return value === 0 || value === 1 || value === 2;
}
