/** One node of the whitelabel feature tree as the platform sends it (SPEC §3 'Feature flags'). */
export interface FeatureNode {
  readonly modId: string;
  readonly enabled: boolean;
  readonly childrenNodes?: readonly FeatureNode[] | null;
}

/** The whitelabel tree flattened to one on/off answer per module id. */
export type FeatureFlags = Readonly<Record<string, boolean>>;

/**
 * Flattens the whitelabel tree into flags. A module counts as enabled only when it and every
 * module above it are enabled: switching a parent off switches off everything under it.
 * When a module id appears twice, it is enabled if any enabled path leads to it.
 */
export function flattenFeatureTree(nodes: readonly FeatureNode[]): FeatureFlags {
  const flags: Record<string, boolean> = {};
  const visit = (node: FeatureNode, parentEnabled: boolean): void => {
    const enabled = parentEnabled && node.enabled;
    flags[node.modId] = (flags[node.modId] ?? false) || enabled;
    for (const child of node.childrenNodes ?? []) visit(child, enabled);
  };
  for (const node of nodes) visit(node, true);
  return flags;
}

/** Tells whether a module is switched on; a module the platform did not list is off. */
export function isFeatureEnabled(flags: FeatureFlags, modId: string): boolean {
  return flags[modId] === true;
}
