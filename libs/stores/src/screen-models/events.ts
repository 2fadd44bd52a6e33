import { getEvents, type Events } from '@gp/api-client';
import { LanguageContent } from '../language-content';
import type { ScreenRoot } from '../screen-model';

/** The events `/m/events` (SPEC §2): the merchant's three events in the player's language, kept between visits. */
export function eventsOf(root: ScreenRoot): LanguageContent<Events | null> {
  return root.keep('events', () => new LanguageContent<Events | null>(root.language, () => getEvents(root.api), null));
}
