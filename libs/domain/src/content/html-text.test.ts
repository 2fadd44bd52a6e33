import { describe, expect, it } from 'vitest';
import { PREVIEW_ELLIPSIS, decodeHtmlEntities, htmlTextPreview, htmlToPlainText, truncateText } from './html-text';

describe('decodeHtmlEntities', () => {
  it('decodes the common named references', () => {
    expect(decodeHtmlEntities('&amp; &lt; &gt; &quot; &apos; &nbsp;&hellip;&rsquo;&euro;')).toBe(
      '& < > " \' \u00A0…’€',
    );
  });

  it('decodes decimal and hex references, any case', () => {
    expect(decodeHtmlEntities('&#39;&#x41;&#X42;&AMP;')).toBe("'AB&");
  });

  it('decodes once only', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });

  it('keeps unknown names and turns impossible numbers into U+FFFD', () => {
    expect(decodeHtmlEntities('&bogus; &#0; &#xD800; &#1114112; & x;')).toBe('&bogus; \uFFFD \uFFFD \uFFFD & x;');
  });
});

describe('htmlToPlainText', () => {
  it('strips tags and collapses whitespace', () => {
    expect(htmlToPlainText('<p>Deposit <b>now</b>\n\n and   win</p>')).toBe('Deposit now and win');
  });

  it('separates words at block tags but not inline ones', () => {
    expect(htmlToPlainText('<p>One</p><p>Two</p>Three<br/>Four<span>Five</span>')).toBe('One Two Three FourFive');
  });

  it('drops comments, scripts and styles with their content', () => {
    expect(
      htmlToPlainText('A<!-- hidden -->B<script>alert(1)</script>C<style>p{color:red}</style>D<!-- open'),
    ).toBe('A B C D');
  });

  it('decodes after stripping, so escaped markup stays as text', () => {
    expect(htmlToPlainText('&lt;b&gt;bold&lt;/b&gt; &amp;&nbsp;more')).toBe('<b>bold</b> & more');
  });

  it('keeps a < that starts no tag and drops an unterminated tag', () => {
    expect(htmlToPlainText('1 < 2 <img src="x"')).toBe('1 < 2');
    expect(htmlToPlainText('<!DOCTYPE html>Text')).toBe('Text');
  });
});

describe('truncateText', () => {
  it('returns text that fits as it is', () => {
    expect(truncateText('hello', 5)).toBe('hello');
  });

  it('cuts within the length, ending with an ellipsis', () => {
    expect(truncateText('hello world', 7)).toBe(`hello${PREVIEW_ELLIPSIS}`);
    expect(truncateText('hello world', 8)).toBe(`hello w${PREVIEW_ELLIPSIS}`);
    expect(Array.from(truncateText('hello world', 7))).toHaveLength(6);
  });

  it('never splits an emoji', () => {
    expect(truncateText('😀😀😀😀', 3)).toBe(`😀😀${PREVIEW_ELLIPSIS}`);
  });

  it('gives an empty string for a length below 1 or not a number', () => {
    expect(truncateText('abc', 0)).toBe('');
    expect(truncateText('abc', Number.NaN)).toBe('');
    expect(truncateText('abc', 1)).toBe(PREVIEW_ELLIPSIS);
  });
});

describe('htmlTextPreview', () => {
  it('previews the plain text of HTML', () => {
    expect(htmlTextPreview('<div><h2>Big&nbsp;Bonus</h2><p>Get 100% on your first deposit</p></div>', 16)).toBe(
      `Big Bonus Get 1${PREVIEW_ELLIPSIS}`,
    );
  });
});
