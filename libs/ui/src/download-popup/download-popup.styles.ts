import styled, { css } from 'styled-components';
import { DialogPanel } from '../overlay/overlay';
import { DownloadAnchor } from './download-anchor';

/** The card of the download and channel popups. */
export const PopupPanel = styled(DialogPanel)`
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

/** The list of the popup's entries. */
export const EntryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entry = css<{ $primary?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $primary }) =>
    $primary
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
`;

/** An entry that is a link (app download, channel). */
export const EntryLink = styled(DownloadAnchor)<{ $primary?: boolean }>`
  ${entry}
`;

/** An entry that opens another prompt. */
export const EntryButton = styled.button<{ $primary?: boolean }>`
  ${entry}
`;
