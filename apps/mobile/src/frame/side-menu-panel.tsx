import { observer } from 'mobx-react-lite';
import { isPlatformLanguage, languageTagOf, pathOf, sideMenuItems, type SideMenuItem } from '@gp/domain';
import { LanguagePicker, SIDE_MENU_MESSAGES, SideMenu, type SideMenuEntry } from '@gp/ui';
import { useDownloadStore, useLanguageStore, useSessionStore, useSystemStore } from '../app/store-context';
import { useLogout } from './use-frame-actions';

/** Props of SideMenuPanel. */
export interface SideMenuPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** A language's own name ('Tiếng Việt'), from the browser's language data; the tag when it has none. */
export function nativeLanguageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/** Where a side menu item leads: its screen (help items with `?tag=`), the app screen, or an action. */
function entryOf(item: SideMenuItem, logout: () => void): SideMenuEntry {
  const message = SIDE_MENU_MESSAGES[item.id];
  if (item.kind === 'logout') return { id: item.id, message, onSelect: logout };
  if (item.kind === 'appDownload') return { id: item.id, message, to: pathOf('app') };
  const query = item.helpTag ? `?tag=${item.helpTag}` : '';
  return { id: item.id, message, to: `${pathOf(item.route)}${query}` };
}

/** The side menu for this viewer (domain `sideMenuItems`), with the merchant's languages on top. */
export const SideMenuPanel = observer(function SideMenuPanel({ open, onClose }: SideMenuPanelProps) {
  const session = useSessionStore();
  const system = useSystemStore();
  const download = useDownloadStore();
  const language = useLanguageStore();
  const logout = useLogout();
  const items = sideMenuItems({
    loggedIn: session.isLoggedIn,
    missionPromo: system.personalPromoEnabled('MISSION'),
    loginPromo: system.personalPromoEnabled('LOGIN'),
    inNativeApp: download.inNativeApp,
    inInstalledWebApp: download.inInstalledWebApp,
  }).map((item) => entryOf(item, () => void logout()));
  const languages = language.supported.map((code) => {
    const tag = languageTagOf(code);
    return { code, tag, nativeName: nativeLanguageName(tag) };
  });
  const picker =
    languages.length > 1 ? (
      <LanguagePicker languages={languages} current={language.current} onChange={(code) => isPlatformLanguage(code) && language.setLanguage(code)} />
    ) : null;
  return <SideMenu open={open} onClose={onClose} items={items} header={picker} />;
});
