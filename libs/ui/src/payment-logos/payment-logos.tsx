import { useId } from 'react';
import styled from 'styled-components';

/** One payment method's logo. */
export interface PaymentLogo {
  readonly name: string;
  /** The logo (160 × 64). */
  readonly imageUrl: string;
}

/** Props of PaymentLogos. */
export interface PaymentLogosProps {
  readonly title: string;
  readonly logos: readonly PaymentLogo[];
}

/** The logos' size, set so that nothing shifts while they load. */
export const PAYMENT_LOGO_SIZE = { width: 160, height: 64 } as const;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${PAYMENT_LOGO_SIZE.width} / ${PAYMENT_LOGO_SIZE.height};
  }
`;

/** The payment methods on home (SPEC §2 'Home'), as logos in the settings' order; nothing without logos. */
export function PaymentLogos({ title, logos }: PaymentLogosProps) {
  const headingId = useId();
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title id={headingId}>{title}</Title>
      <List>
        {logos.map((logo) => (
          <li key={logo.name}>
            <img src={logo.imageUrl} alt={logo.name} width={PAYMENT_LOGO_SIZE.width} height={PAYMENT_LOGO_SIZE.height} loading="lazy" decoding="async" />
          </li>
        ))}
      </List>
    </section>
  );
}
