import styled from 'styled-components';

/** The body of a content screen (sign-in, leaderboard, invite friends...): its parts stacked, at most the content width, with the frame's padding. */
export const ContentScreen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;
