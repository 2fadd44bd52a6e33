import { getAboutUs, type AboutUs } from '@gp/api-client';
import { LanguageContent } from '../language-content';
import type { ScreenRoot } from '../screen-model';

/** About Us `/m/aboutus` (SPEC §2): the merchant's page in the player's language, kept between visits. */
export function aboutUsOf(root: ScreenRoot): LanguageContent<AboutUs | null> {
  return root.keep('aboutUs', () => new LanguageContent<AboutUs | null>(root.language, () => getAboutUs(root.api), null));
}
