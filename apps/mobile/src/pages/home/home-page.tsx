import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { BrandLogo } from '@gp/ui';

const Hero = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
`;

const BrandName = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXl};
  color: ${({ theme }) => theme.color.text};
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 24rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The home screen's welcome: the brand's mark, name and tagline. Sections arrive with the home issue. */
export function HomePage() {
  const intl = useIntl();
  const { brand } = useTheme();
  const tagline = brand.tagline[intl.locale] ?? brand.tagline['en'];
  return (
    <Hero aria-labelledby="home-brand-name">
      <BrandLogo size="large" showName={false} />
      <BrandName id="home-brand-name">{brand.name}</BrandName>
      {tagline ? <Tagline>{tagline}</Tagline> : null}
    </Hero>
  );
}
