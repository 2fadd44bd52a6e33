import styled from 'styled-components';

/** The column of the registration screens: the form and what goes with it, centred on wide screens. */
export const RegisterColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
`;

/** A quiet line under a registration form (the age statement, the link to login, the agent's last account). */
export const RegisterNote = styled.p`
  margin: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
