import { observer } from 'mobx-react-lite';
import { aboutUsOf } from '@gp/stores';
import { useRootStore } from '../../app/store-context';
import { BrandSiteFooter } from '../../content/brand-site-footer';
import { useEnsureInLanguage } from '../../content/use-ensure-in-language';
import { AboutUsView } from './about-us-view';

/** About Us `/m/aboutus` (SPEC §2), open to guests: the merchant's page, then the site footer without its copyright line. */
export const AboutUsPage = observer(function AboutUsPage() {
  const content = aboutUsOf(useRootStore());
  useEnsureInLanguage(content.ensure);
  const { resource } = content;
  return (
    <>
      <AboutUsView about={resource.value} state={resource.viewState} onRetry={content.ensure} />
      <BrandSiteFooter copyright={false} />
    </>
  );
});
