import { observer } from 'mobx-react-lite';
import { BalanceBar } from '@gp/ui';
import { useWalletStore } from '../app/store-context';

/** A member's balance on home, with hide and refresh: its code loads only for members (home-extras). */
export const HomeBalance = observer(function HomeBalance() {
  const wallet = useWalletStore();
  return (
    <BalanceBar balance={wallet.displayBalance} hidden={wallet.hidden} refreshing={wallet.refreshing} onToggleHidden={wallet.toggleHidden} onRefresh={() => void wallet.refresh()} />
  );
});
