import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import { BeforeLoginModal } from '@gp/ui';
import { useHomeContent } from '../app/store-context';

/** Props of BeforeLoginLayer. */
export interface BeforeLoginLayerProps {
  /** Clears the flag: the promo stays closed for this visit. */
  readonly onClose: () => void;
}

/**
 * The before-login promo for guests (SPEC §2, §4): the merchant's first m_home banner, from the
 * banners home already holds (they come with the page for a guest, so the promo makes no call of
 * its own); a tap goes to sign-up, the close button clears the flag. Without a banner nothing shows.
 */
export const BeforeLoginLayer = observer(function BeforeLoginLayer({ onClose }: BeforeLoginLayerProps) {
  const content = useHomeContent();
  const navigate = useNavigate();
  useEffect(() => content.ensure(), [content]);
  const banner = content.beforeLoginBanner;
  if (!banner) return null;
  return (
    <BeforeLoginModal
      open
      imageUrl={banner.url}
      imageAlt={banner.title || undefined}
      onClose={onClose}
      onRegister={() => {
        onClose();
        void navigate(pathOf('register'));
      }}
    />
  );
});
