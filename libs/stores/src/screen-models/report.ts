import { ReportModel } from '../report.model';
import type { ScreenRoot } from '../screen-model';

/** The report `/m/member/reports`. */
export function reportModel({ api }: ScreenRoot): ReportModel {
  return new ReportModel({ api });
}
