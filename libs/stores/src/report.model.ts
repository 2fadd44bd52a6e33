import { makeAutoObservable } from 'mobx';
import type { RecordPeriod } from '@gp/domain';
import { getReportSummary, type PlatformClient, type WalletReportSummary } from '@gp/api-client';
import { Resource } from './resource';

/**
 * The report `/m/member/reports`: the member's profit and loss over a period (deposits,
 * withdrawals, turnover, payouts, net result, rebates, promotions) and each day's net result
 * for its chart, summed by the platform over Asia/Manila days.
 */
export class ReportModel {
  period: RecordPeriod = 'last7days';
  readonly summary: Resource<WalletReportSummary | null>;

  constructor(private readonly deps: { readonly api: PlatformClient }) {
    this.summary = new Resource(() => getReportSummary(this.deps.api, { period: this.period }), null);
    makeAutoObservable<ReportModel, 'deps'>(this, { deps: false, summary: false }, { autoBind: true });
  }

  /** Loads the summary (once: a start while it is on its way or shown asks nothing more). */
  start(): void {
    this.summary.ensure();
  }

  /** Nothing runs while the screen shows: nothing to stop. */
  stop(): void {
    // No timers or subscriptions.
  }

  /** Sums another period (the last answer stays shown, dimmed, until the new one comes). */
  setPeriod(period: RecordPeriod): void {
    if (period === this.period) return;
    this.period = period;
    void this.summary.load();
  }
}
