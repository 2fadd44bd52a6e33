import { observer } from 'mobx-react-lite';
import { NOTICE_MARQUEE_HEIGHT, NoticeMarquee } from '@gp/ui';
import { useHomeStore } from './use-home-store';
import { Placeholder } from '../../content/section-state';

/** The announcement line: its height kept while loading; hidden when the content failed (the banners offer the retry). */
export const HomeNotices = observer(function HomeNotices() {
  const home = useHomeStore();
  if (home.content.pending) return <Placeholder $height={NOTICE_MARQUEE_HEIGHT} aria-hidden="true" />;
  if (home.content.status === 'failed') return null;
  return <NoticeMarquee items={home.marqueeItems} />;
});
