import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles from the brand theme: background, text, font, focus ring. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100dvh;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.sizeMd};
    line-height: 1.5;
    -webkit-tap-highlight-color: transparent;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  img { max-width: 100%; display: block; }
  button { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
