import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The one spinner of the app: a ring in the brand's border colour with a primary arc, turning.
 * Decorative (the caller says what is loading, in words); `$large` for a full-screen cover.
 */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ readonly $large?: boolean }>`
  width: ${({ $large }) => ($large ? '2.5rem' : '2rem')};
  height: ${({ $large }) => ($large ? '2.5rem' : '2rem')};
  border-radius: 50%;
  border: ${({ $large }) => ($large ? '4px' : '3px')} solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.9s linear infinite;
`;
