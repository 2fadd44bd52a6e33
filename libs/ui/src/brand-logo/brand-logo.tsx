import styled, { useTheme } from 'styled-components';

/** How large the logo is drawn. */
export type BrandLogoSize = 'small' | 'large';

/** Props of BrandLogo. */
export interface BrandLogoProps {
  readonly size?: BrandLogoSize;
  /** Show the brand's name beside the mark; when hidden, the image itself carries the name. */
  readonly showName?: boolean;
}

const SIZES: Record<BrandLogoSize, string> = { small: '2rem', large: '4.5rem' };

const Lockup = styled.span<{ $size: BrandLogoSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-size: ${({ theme, $size }) => ($size === 'large' ? theme.font.sizeXl : theme.font.sizeLg)};
  color: inherit;
`;

const Mark = styled.img<{ $size: BrandLogoSize }>`
  width: ${({ $size }) => SIZES[$size]};
  height: ${({ $size }) => SIZES[$size]};
`;

/** The current brand's logo (and name), taken from the theme. */
export function BrandLogo({ size = 'small', showName = true }: BrandLogoProps) {
  const { brand } = useTheme();
  return (
    <Lockup $size={size}>
      <Mark $size={size} src={brand.logoUrl} alt={showName ? '' : brand.name} width={64} height={64} />
      {showName ? <span>{brand.name}</span> : null}
    </Lockup>
  );
}
