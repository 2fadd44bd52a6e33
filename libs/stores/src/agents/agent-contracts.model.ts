import { makeAutoObservable, runInAction } from 'mobx';
import { contractReasonFits, errorMessageIdOf, type ContractKind, type MessageId } from '@gp/domain';
import {
  acceptContractRequest,
  getCurrentContracts,
  isPlatformError,
  listContractRequests,
  listOfferedContracts,
  rejectContractRequest,
  type AgentContractRequest,
  type AgentCurrentContracts,
  type PlatformClient,
} from '@gp/api-client';
import { RecordList } from '../record-list';
import { Resource } from '../resource';
import type { UiStore } from '../ui.store';

/** The contract screen's lists: requests the upline sent the agent, and those the agent offered its sub-agents. */
export type ContractTab = 'received' | 'offered';

/** A rejection being written: which request, and the reason typed so far. */
export interface ContractRejection {
  readonly requestId: number;
  readonly reason: string;
  /** Why the reason cannot be sent, or null. */
  readonly problem: MessageId | null;
}

/** Collaborators of a contract screen. */
export interface AgentContractsDeps {
  readonly api: PlatformClient;
  readonly ui: Pick<UiStore, 'toast'>;
}

/** Requests per page as the agent scrolls. */
export const CONTRACTS_PAGE_SIZE = 20;

/**
 * A contract screen (daily salary, dividend or hourly salary; SPEC §2): the terms in force, the
 * requests from the upline (pending ones with accept and reject, with an optional reason) and
 * their history, and the contracts the agent offered its own sub-agents. An answer reloads the
 * lists and the terms; a request answered meanwhile (CONTRACT_ANSWERED) is said and reloaded.
 */
export class AgentContractsModel {
  tab: ContractTab = 'received';
  readonly current: Resource<AgentCurrentContracts | null>;
  readonly received: RecordList<AgentContractRequest, null>;
  readonly offered: RecordList<AgentContractRequest, null>;
  /** The request whose answer is on its way, or null. */
  answering: number | null = null;
  /** The last failed answer: which request and why. */
  answerError: { readonly requestId: number; readonly code: string } | null = null;
  rejection: ContractRejection | null = null;

  constructor(
    readonly kind: ContractKind,
    private readonly deps: AgentContractsDeps,
  ) {
    this.current = new Resource(() => getCurrentContracts(deps.api), null);
    const page = (call: typeof listContractRequests) => async (pageNo: number) => {
      const answer = await call(deps.api, { kind, pageNo, pageSize: CONTRACTS_PAGE_SIZE });
      return { items: answer.requests, totalPages: answer.page.totalPages, extra: null };
    };
    this.received = new RecordList(page(listContractRequests), null);
    this.offered = new RecordList(page(listOfferedContracts), null);
    makeAutoObservable<AgentContractsModel, 'deps'>(this, { deps: false, kind: false, current: false, received: false, offered: false }, { autoBind: true });
  }

  /** The contract of this kind in force, once loaded (null: none). */
  get inForce(): AgentContractRequest | null {
    return this.current.value?.[this.kind] ?? null;
  }

  /** Loads the terms and the requests received. */
  start(): void {
    void this.current.load();
    this.received.reload();
  }

  /** Drops answers still on their way. */
  stop(): void {
    this.received.cancel();
    this.offered.cancel();
  }

  /** Shows the other list (the offered ones load the first time). */
  show(tab: ContractTab): void {
    this.tab = tab;
    if (tab === 'offered' && this.offered.status !== 'ready') this.offered.reload();
  }

  /** Accepts a pending request. */
  async accept(requestId: number): Promise<void> {
    await this.answer(requestId, () => acceptContractRequest(this.deps.api, { contractId: requestId }), 'agent.contract.accepted');
  }

  /** Opens the rejection of a request, with an empty reason. */
  startRejection(requestId: number): void {
    this.rejection = { requestId, reason: '', problem: null };
  }

  /** Changes the reason typed. */
  setReason(reason: string): void {
    if (this.rejection) this.rejection = { ...this.rejection, reason, problem: null };
  }

  /** Closes the rejection without sending it. */
  cancelRejection(): void {
    this.rejection = null;
  }

  /** Rejects the request with the reason typed (none when blank). */
  async confirmRejection(): Promise<void> {
    const rejection = this.rejection;
    if (!rejection) return;
    if (!contractReasonFits(rejection.reason)) {
      this.rejection = { ...rejection, problem: 'agent.contract.reasonTooLong' };
      return;
    }
    const reason = rejection.reason.trim();
    const sent = await this.answer(
      rejection.requestId,
      () => rejectContractRequest(this.deps.api, { contractId: rejection.requestId, ...(reason === '' ? {} : { reason }) }),
      'agent.contract.rejected',
    );
    if (sent) runInAction(() => (this.rejection = null));
  }

  private async answer(requestId: number, call: () => Promise<void>, done: MessageId): Promise<boolean> {
    if (this.answering !== null) return false;
    this.answering = requestId;
    this.answerError = null;
    try {
      await call();
      this.deps.ui.toast({ id: done }, { kind: 'success' });
      this.reloadAll();
      return true;
    } catch (error) {
      const code = isPlatformError(error) ? error.code : 'UNKNOWN';
      if (code === 'CONTRACT_ANSWERED') {
        this.deps.ui.toast({ id: errorMessageIdOf(code) }, { kind: 'error' });
        runInAction(() => (this.rejection = null));
        this.reloadAll();
      } else {
        runInAction(() => (this.answerError = { requestId, code }));
      }
      return false;
    } finally {
      runInAction(() => (this.answering = null));
    }
  }

  private reloadAll(): void {
    void this.current.load();
    this.received.reload();
  }
}
