import { useEffect, useMemo, useRef } from 'react';
import { sanitiseHtml } from './sanitise-html';

/** Props of SafeHtml. */
export interface SafeHtmlProps {
  /** Server HTML, untrusted: sanitised here by the one content policy (sanitiseHtml). */
  readonly html: string;
  /** Called with the raw href of a tapped link instead of following it. */
  readonly onLink: (href: string) => void;
  readonly className?: string;
}

/**
 * The one way a screen shows server HTML (announcements, help topics, promotions, terms): sanitised
 * by sanitiseHtml, and every link tap handed to `onLink` (one delegated listener) rather than
 * followed. Bring it in lazily where it shows: it brings DOMPurify with it.
 */
export function SafeHtml({ html, onLink, className }: SafeHtmlProps) {
  const root = useRef<HTMLDivElement>(null);
  const link = useRef(onLink);
  const safe = useMemo(() => sanitiseHtml(html), [html]);

  useEffect(() => {
    link.current = onLink;
  }, [onLink]);

  useEffect(() => {
    const element = root.current;
    if (element === null) return undefined;
    const handleClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor === null || !element.contains(anchor)) return;
      event.preventDefault();
      const href = anchor.getAttribute('href');
      if (href !== null) link.current(href);
    };
    element.addEventListener('click', handleClick);
    return () => element.removeEventListener('click', handleClick);
  }, []);

  // The only place that renders server HTML; the lint rule against dangerouslySetInnerHTML allows it here alone.
  // eslint-disable-next-line no-restricted-syntax
  return <div ref={root} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
