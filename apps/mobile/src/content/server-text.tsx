import styled from 'styled-components';
import { SafeHtml } from '@gp/ui';
import { readableLinks } from './readable-links';

/** Server HTML (a promotion's, a help topic's, a message's) through SafeHtml, set for reading on a phone. */
export const ServerText = styled(SafeHtml)`
  line-height: 1.5;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  ${readableLinks}
`;
