/** Why a method cannot take a deposit now: switched off, or outside its service hours. */
export type DepositUnavailability = 'off' | 'outOfHours';

/** Daily service hours in Manila time, 'HH:MM' each; closing before opening spans midnight. */
export interface ServiceHours {
  readonly opensAt: string;
  readonly closesAt: string;
}

/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MINUTES = 8 * 60;
const DAY_MINUTES = 24 * 60;

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Whether a moment (ms timestamp) falls inside daily service hours; equal opening and closing means all day. */
export function isWithinServiceHours(hours: ServiceHours, at: number): boolean {
  const minute = Math.floor(at / 60_000 + MANILA_OFFSET_MINUTES) % DAY_MINUTES;
  const opens = minutesOf(hours.opensAt);
  const closes = minutesOf(hours.closesAt);
  if (opens === closes) return true;
  return opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes;
}

/** Why a method is unavailable at a moment, or null when it takes deposits. */
export function depositUnavailability(method: { readonly enabled: boolean; readonly serviceHours: ServiceHours | null }, at: number): DepositUnavailability | null {
  if (!method.enabled) return 'off';
  if (method.serviceHours !== null && !isWithinServiceHours(method.serviceHours, at)) return 'outOfHours';
  return null;
}

/** A group of the deposit screen's methods: the last used one, or one kind. */
export interface DepositMethodGroup<M> {
  readonly key: 'lastUsed' | string;
  readonly methods: readonly M[];
}

/**
 * The deposit screen's groups: the last used method first (a group of its own), then the others
 * by kind in the order the server lists them.
 */
export function groupDepositMethods<M extends { readonly code: string; readonly kind: string }>(
  methods: readonly M[],
  lastUsedCode: string | null,
): DepositMethodGroup<M>[] {
  const groups: { key: string; methods: M[] }[] = [];
  const lastUsed = methods.find((method) => method.code === lastUsedCode);
  if (lastUsed) groups.push({ key: 'lastUsed', methods: [lastUsed] });
  for (const method of methods) {
    if (method === lastUsed) continue;
    const group = groups.find((candidate) => candidate.key === method.kind);
    if (group) group.methods.push(method);
    else groups.push({ key: method.kind, methods: [method] });
  }
  return groups;
}
