import { observer } from 'mobx-react-lite';
import { useSessionStore } from '../../app/store-context';
import { useFreePlay } from '../../frame/use-frame-actions';
import { TrialView } from './trial-view';

/**
 * Free trial (/m/trail, SPEC §2, §4 'Free trial', §6): what the trial is and what a trial account
 * cannot do, and the button that starts one (the loading overlay, then home in place of this
 * page; a failure says so). During a session it leads to the games instead.
 */
export const TrialPage = observer(function TrialPage() {
  const session = useSessionStore();
  const freePlay = useFreePlay();
  return <TrialView role={session.role} pending={session.pending !== null} onStart={() => void freePlay()} />;
});
