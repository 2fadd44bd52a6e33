import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AboutUs } from '@gp/api-client';
import { LoadFailed } from '@gp/ui';
import { TextArticle } from '../../content/text-article';
import { ABOUT_US_TEXT } from './about-us-messages';

/** Props of AboutUsView. */
export interface AboutUsViewProps {
  readonly about: AboutUs | null;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly onRetry: () => void;
}

const Article = styled(TextArticle)`
  min-height: 70vh;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  figcaption {
    padding-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li:first-child {
    grid-column: 1 / -1;
  }
`;

/**
 * About Us (SPEC §2): the merchant's title, its marketing paragraphs, the featured photo with its
 * caption and the five photos after it (each keeps its room while it loads).
 */
export function AboutUsView({ about, state, onRetry }: AboutUsViewProps) {
  const intl = useIntl();
  if (state === 'failed') return <LoadFailed title={intl.formatMessage(ABOUT_US_TEXT.failed)} onRetry={onRetry} />;
  if (about === null) return <Article aria-busy="true" />;
  const [featured, ...photos] = about.photos;
  return (
    <Article aria-labelledby="about-title">
      <h2 id="about-title">{about.title}</h2>
      {about.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {featured && (
        <figure>
          <img src={featured.url} alt={featured.caption ?? ''} width={690} height={400} />
          {featured.caption !== null && <figcaption>{featured.caption}</figcaption>}
        </figure>
      )}
      {photos.length > 0 && (
        <Gallery aria-label={intl.formatMessage(ABOUT_US_TEXT.photos)}>
          {photos.map((photo) => (
            <li key={photo.url}>
              <img src={photo.url} alt={photo.caption ?? ''} width={330} height={220} loading="lazy" />
            </li>
          ))}
        </Gallery>
      )}
    </Article>
  );
}
