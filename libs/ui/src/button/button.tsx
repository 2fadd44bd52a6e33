import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';

/** The two weights of a button: the page's main action, or a quieter one. */
export type ButtonVariant = 'primary' | 'secondary';

/** Props of Button: a native button plus its visual weight (and its element, to focus it). */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly ref?: Ref<HTMLButtonElement>;
}

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  ${({ theme, $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          border: 0;
        `
      : css`
          background: transparent;
          color: ${theme.color.text};
          border: 1px solid ${theme.color.border};
        `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** A real button, sized for thumbs, in the brand's colours. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...rest} />;
}
