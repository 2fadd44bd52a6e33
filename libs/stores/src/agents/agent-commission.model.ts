import { makeAutoObservable } from 'mobx';
import type { ContractKind } from '@gp/domain';
import { listCommissionStatements, type AgentCommissionStatement, type PlatformClient } from '@gp/api-client';
import { RecordList } from '../record-list';

/** The total paid over every statement of the list, in its currency. */
export interface CommissionTotals {
  readonly currency: string;
  readonly totalPaidMinor: number | null;
}

/** Statements per page as the agent scrolls. */
export const COMMISSION_PAGE_SIZE = 20;

/**
 * Commission `/m/member/agent/commission`: one statement per ended contract period, newest first,
 * of one kind or all, each with the base the platform computed it on and the terms it applied, so
 * that the agent can check the arithmetic; and the total paid.
 */
export class AgentCommissionModel {
  /** Only statements of this kind, or null for all. */
  kind: ContractKind | null = null;
  readonly list: RecordList<AgentCommissionStatement, CommissionTotals>;

  constructor(private readonly api: PlatformClient) {
    const none: CommissionTotals = { currency: '', totalPaidMinor: null };
    this.list = new RecordList<AgentCommissionStatement, CommissionTotals>((pageNo) => this.fetchPage(pageNo), none);
    makeAutoObservable<AgentCommissionModel, 'api'>(this, { api: false, list: false }, { autoBind: true });
  }

  /** Loads the first page (the platform settles the periods that ended first). */
  start(): void {
    this.list.reload();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.list.cancel();
  }

  /** Lists one kind, or all with null. */
  setKind(kind: ContractKind | null): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.list.reload();
  }

  private async fetchPage(pageNo: number) {
    const page = await listCommissionStatements(this.api, { ...(this.kind === null ? {} : { kind: this.kind }), pageNo, pageSize: COMMISSION_PAGE_SIZE });
    return { items: page.statements, totalPages: page.page.totalPages, extra: { currency: page.currency, totalPaidMinor: page.totalPaidMinor } };
  }
}
