import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { routeTitleOf } from '../../routes/route-titles';
import { GameListView } from './game-list-view';
import { PageBar } from '../../frame/page-bar';
import { useGameList } from './use-game-list';

const Grid = styled.div`
  padding: ${({ theme }) => theme.space.sm};
`;

/** The hot games (/m/hot, SPEC §7 'Hot games'): the platform's hottest games in one grid. */
export function HotPage() {
  const intl = useIntl();
  const title = intl.formatMessage(routeTitleOf('hot'));
  const list = useGameList({ kind: 'hot' });
  return (
    <>
      <PageBar title={title} />
      <Grid>
        <GameListView list={list} label={title} paged={false} />
      </Grid>
    </>
  );
}
