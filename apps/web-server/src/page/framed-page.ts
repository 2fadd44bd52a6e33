import { GzipFrame } from './gzip-frame';

/** index.html of one visit, to send as text or as gzip. */
export interface IndexPage {
  text(): string;
  gzip(): Buffer;
}

/** A page's text on either side of the per-visit part, and the same compressed once. */
export class FramedPage {
  private readonly frame: GzipFrame;

  constructor(
    private readonly before: string,
    private readonly after: string,
  ) {
    this.frame = new GzipFrame(before, after);
  }

  /** The page with `gap` written between the two sides. */
  with(gap: string): IndexPage {
    return { text: () => `${this.before}${gap}${this.after}`, gzip: () => this.frame.with(gap) };
  }
}
