import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import { BeforeLoginModal } from '@gp/ui';
import { useAnnouncementsStore } from '../app/store-context';

/** Props of BeforeLoginLayer. */
export interface BeforeLoginLayerProps {
  /** Clears the flag: the promo stays closed for this visit. */
  readonly onClose: () => void;
}

/**
 * The before-login promo for guests (SPEC §2, §4): the announcements store's banner (the merchant's
 * first m_home banner, asked for when the promo first mounts); a tap goes to sign-up, the close
 * button clears the flag. Without a banner nothing shows.
 */
export const BeforeLoginLayer = observer(function BeforeLoginLayer({ onClose }: BeforeLoginLayerProps) {
  const announcements = useAnnouncementsStore();
  const navigate = useNavigate();
  useEffect(() => {
    announcements.requireBeforeLoginBanner();
  }, [announcements]);
  const banner = announcements.beforeLoginBanner;
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
