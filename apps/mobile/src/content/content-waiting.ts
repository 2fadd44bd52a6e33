import styled from 'styled-components';

/** Keeps a screen's room while its content (or what it is decided on) loads, so nothing jumps when it arrives. */
export const ContentWaiting = styled.div.attrs({ 'aria-busy': 'true' })`
  min-height: 60vh;
`;
