import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { vipPageModel } from '@gp/stores';
import { BannerCarousel, BannerCarouselSkeleton } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { bannerItemOf } from '../../content/banner-item';
import { useOpenLink } from '../../content/use-open-link';
import { VIP_PAGE_TEXT } from './vip-page-messages';
import { VipView } from './vip-view';

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

/**
 * The VIP page `/m/vip` (SPEC §2), open to guests: its heading (the screen has no header bar), the
 * m_vip banners (nothing when there are none or they fail), then the levels with the member's
 * place, or a guest's call to register.
 */
export const VipPage = observer(function VipPage() {
  const intl = useIntl();
  const model = useScreenModel(vipPageModel);
  const openLink = useOpenLink();
  const { banners, levels } = model;
  const label = intl.formatMessage(VIP_PAGE_TEXT.banners);
  return (
    <Screen>
      <h2>{intl.formatMessage(VIP_PAGE_TEXT.heading)}</h2>
      {banners.pending ? (
        <BannerCarouselSkeleton />
      ) : banners.value.length > 0 ? (
        <BannerCarousel
          banners={banners.value.map(bannerItemOf)}
          label={label}
          aboveFold
          onOpen={(banner) => banner.linkUrl && openLink(banner.linkUrl)}
        />
      ) : null}
      <VipView
        levels={levels.value}
        state={levels.viewState}
        onRetry={() => void levels.retry()}
      />
    </Screen>
  );
});
