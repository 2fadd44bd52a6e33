import { makeAutoObservable, runInAction } from 'mobx';
import { pendingContractKinds, type ContractKind } from '@gp/domain';
import { getPendingContractRequests, type PlatformClient } from '@gp/api-client';

/** Collaborators of the home screen's contract prompts. */
export interface ContractPromptsDeps {
  readonly api: PlatformClient;
  /** Who is logged in (the session's token), or null: the prompts show once per login. */
  readonly sessionKey: () => string | null;
}

/**
 * The contract prompts of SPEC §4 ('Agent on home load'): for an agent, one dialog per kind with
 * pending requests (daily salary, dividend, hourly salary), each going to its contract screen or
 * cancelled. They are asked for once per login; a failed check shows nothing (the agent centre
 * still lists the requests).
 */
export class ContractPromptsModel {
  /** The kinds still to prompt for, first shown first. */
  queue: ContractKind[] = [];
  private checkedFor: string | null = null;

  constructor(private readonly deps: ContractPromptsDeps) {
    makeAutoObservable<ContractPromptsModel, 'deps' | 'checkedFor'>(this, { deps: false, checkedFor: false }, { autoBind: true });
  }

  /** The prompt on screen, or null. */
  get current(): ContractKind | null {
    return this.queue[0] ?? null;
  }

  /** Checks the pending requests, once per login. */
  async check(): Promise<void> {
    const key = this.deps.sessionKey();
    if (key === null || key === this.checkedFor) return;
    this.checkedFor = key;
    try {
      const counts = await getPendingContractRequests(this.deps.api);
      if (this.deps.sessionKey() === key) runInAction(() => (this.queue = pendingContractKinds(counts)));
    } catch {
      // Nothing to prompt: the requests stay listed in the agent centre.
    }
  }

  /** Closes the prompt on screen (cancelled, or the agent went to its screen). */
  dismiss(): void {
    this.queue = this.queue.slice(1);
  }

  /** Nothing runs in the background. */
  stop(): void {
    this.queue = [];
  }
}
