import { RgBreakModel } from '../responsible-gaming/rg-break.model';
import { RgToolsModel } from '../responsible-gaming/rg-tools.model';
import type { ScreenModel, ScreenRoot } from '../screen-model';

/** The responsible-gaming tools `/m/member/responsibleGaming`: the limits and the break form. */
export interface RgScreen extends ScreenModel {
  readonly tools: RgToolsModel;
  readonly takeBreak: RgBreakModel;
}

/** The responsible-gaming tools screen's models. */
export function responsibleGamingModel({ api, ui, session, language }: ScreenRoot): RgScreen {
  const tools = new RgToolsModel({ api, ui, locale: () => language.locale });
  const takeBreak = new RgBreakModel({ api, ui, session, locale: () => language.locale });
  return {
    tools,
    takeBreak,
    start: () => tools.start(),
    stop: () => {
      tools.stop();
      takeBreak.stop();
    },
  };
}
