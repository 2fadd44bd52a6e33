import type { PlatformLanguageCode } from '@gp/api-client';
import type { Db } from '../db/open-database';
import type { Schema } from '../contract/schema-types';

/** A merchant's row as the API needs it. */
export interface Merchant {
  readonly code: string;
  readonly siteName: string;
  readonly themePack: string;
  readonly defaultMode: 'dark' | 'light';
  readonly defaultLanguage: PlatformLanguageCode;
  readonly languages: readonly PlatformLanguageCode[];
  readonly maintenance: boolean;
  readonly maintenanceMessage: string | null;
  readonly blockedIpPrefixes: readonly string[];
}

/** One node of a merchant's feature tree in the contract's shape. */
export type FeatureTreeNode = Schema<'FeatureNode'>;

interface MerchantRow {
  code: string;
  site_name: string;
  theme_pack: string;
  default_mode: 'dark' | 'light';
  default_language: PlatformLanguageCode;
  languages: string;
  maintenance: number;
  maintenance_message: string | null;
  blocked_ip_prefixes: string;
}

interface FeatureRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: number;
}

function toMerchant(row: MerchantRow): Merchant {
  return {
    code: row.code,
    siteName: row.site_name,
    themePack: row.theme_pack,
    defaultMode: row.default_mode,
    defaultLanguage: row.default_language,
    languages: JSON.parse(row.languages) as PlatformLanguageCode[],
    maintenance: row.maintenance === 1,
    maintenanceMessage: row.maintenance_message,
    blockedIpPrefixes: JSON.parse(row.blocked_ip_prefixes) as string[],
  };
}

/** Reads merchants, their host names and their feature trees. */
export class MerchantRepository {
  private readonly byCode;
  private readonly byHostname;
  private readonly features;
  private readonly all;

  constructor(db: Db) {
    this.byCode = db.prepare<[string], MerchantRow>('SELECT * FROM merchant WHERE code = ?');
    this.byHostname = db.prepare<[string], MerchantRow>(
      'SELECT m.* FROM merchant m JOIN merchant_domain d ON d.merchant_code = m.code WHERE d.hostname = ?',
    );
    this.features = db.prepare<[string], FeatureRow>(
      'SELECT mod_id, parent_mod_id, enabled FROM merchant_feature WHERE merchant_code = ? ORDER BY sort_order, mod_id',
    );
    this.all = db.prepare<[], MerchantRow>('SELECT * FROM merchant ORDER BY rowid');
  }

  /** The merchant with this code, or null. */
  findByCode(code: string): Merchant | null {
    const row = this.byCode.get(code);
    return row ? toMerchant(row) : null;
  }

  /** The merchant that owns this host name, or null. */
  findByHostname(hostname: string): Merchant | null {
    const row = this.byHostname.get(hostname.toLowerCase());
    return row ? toMerchant(row) : null;
  }

  /** Every merchant, in the order they were created. */
  list(): Merchant[] {
    return this.all.all().map(toMerchant);
  }

  /** The merchant's feature tree, roots first, children in their configured order. */
  featureTree(code: string): FeatureTreeNode[] {
    const rows = this.features.all(code);
    const nodes = new Map(rows.map((r) => [r.mod_id, { modId: r.mod_id, enabled: r.enabled === 1, childrenNodes: [] as FeatureTreeNode[] }]));
    const roots: FeatureTreeNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.mod_id);
      const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
      if (!node) continue;
      (parent ? parent.childrenNodes : roots).push(node);
    }
    return roots;
  }
}
