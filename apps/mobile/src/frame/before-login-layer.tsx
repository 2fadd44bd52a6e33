import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import { getAnnouncements } from '@gp/api-client';
import { BeforeLoginModal } from '@gp/ui';
import { useRootStore } from '../app/store-context';

/** Props of BeforeLoginLayer. */
export interface BeforeLoginLayerProps {
  /** Clears the flag: the promo stays closed for this visit. */
  readonly onClose: () => void;
}

/**
 * The before-login promo for guests (SPEC §2, §4): the merchant's first m_home banner; a tap goes
 * to sign-up, the close button clears the flag. Without a banner nothing shows.
 */
export function BeforeLoginLayer({ onClose }: BeforeLoginLayerProps) {
  const { api } = useRootStore().deps;
  const navigate = useNavigate();
  const [banner, setBanner] = useState<{ url: string; title: string } | null>(null);
  useEffect(() => {
    let current = true;
    getAnnouncements(api, { types: 'B', groupName: 'm_home', platform: 'M' }).then(
      ({ banners }) => current && setBanner(banners[0] ?? null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
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
}
