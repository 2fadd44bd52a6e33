import { observer } from 'mobx-react-lite';
import { useTheme } from 'styled-components';
import { pathOf, routeContentLink } from '@gp/domain';
import { SOCIAL_NETWORKS, SiteFooter, type FooterProviderLogo, type SocialFollowLink } from '@gp/ui';
import { useCatalogueStore, useSystemStore } from '../app/store-context';

/**
 * The site footer of the login screen and About Us (SPEC §2): the merchant's social follow links
 * (only networks with a link, and only outside http(s) addresses the link allow-list accepts), the
 * provider logos of the settings, the responsible-gaming link and the copyright line (hidden on the
 * about page).
 */
export const BrandSiteFooter = observer(function BrandSiteFooter({ copyright = true }: { readonly copyright?: boolean }) {
  const system = useSystemStore();
  const catalogue = useCatalogueStore();
  const { brand } = useTheme();
  const links = system.socialLinks;
  const socialLinks: SocialFollowLink[] = SOCIAL_NETWORKS.flatMap((network) => {
    const url = links[network]?.url;
    const route = url === undefined ? null : routeContentLink(url);
    return route?.kind === 'external' ? [{ network, url: route.url }] : [];
  });
  const names = new Map(catalogue.sorting.flatMap((entry) => entry.vendorNames.map((vendor) => [vendor.vassalage, vendor.displayName] as const)));
  const providers: FooterProviderLogo[] = (system.settings?.providerLogos ?? []).map((logo) => ({
    vendorCode: logo.vendorCode,
    name: names.get(logo.vendorCode) ?? logo.vendorCode,
    imageUrl: logo.imageUrl,
  }));
  return (
    <SiteFooter
      socialLinks={socialLinks}
      providers={providers}
      siteName={brand.name}
      copyrightYear={copyright ? (system.settings?.copyrightYear ?? null) : null}
      responsibleGamingTo={pathOf('responsibleGaming')}
    />
  );
});
