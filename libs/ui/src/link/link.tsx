import { createContext, useCallback, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { APP_BASE_PATH } from '@gp/domain';

/** Props every link component receives: an in-app path (relative to `/m`, as `pathOf` gives it) and anchor attributes. */
export interface UiLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** In-app path relative to `/m`, such as `/activity` or `/help?tag=faq`. */
  readonly to: string;
  readonly children?: ReactNode;
}

/** Without a provider, a plain anchor to the full address under `/m` (stories, tests). */
function PlainLink({ to, children, ...rest }: UiLinkProps) {
  return (
    <a href={`${APP_BASE_PATH}${to}`} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<(props: UiLinkProps) => ReactNode>((props) => <PlainLink {...props} />);

/** Props of UiLinkProvider. */
export interface UiLinkProviderProps {
  /** The app's router link (react-router's `Link` fits: it takes `to` under the router's basename). */
  readonly component: ComponentType<UiLinkProps>;
  readonly children: ReactNode;
}

/** Tells the components of this library which link component navigates inside the app. */
export function UiLinkProvider({ component: Component, children }: UiLinkProviderProps) {
  const renderLink = useCallback((props: UiLinkProps) => <Component {...props} />, [Component]);
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>;
}

/** An in-app link drawn with the provided router link, or a plain anchor without one. */
export function UiLink(props: UiLinkProps) {
  const renderLink = useContext(LinkContext);
  return renderLink(props);
}
