import { SOURCE_LOCALE, matchLocale, type Locale } from '@gp/i18n';
import { useRetryWhenOnline } from '@gp/ui';

/** What the boot problem says, in each language the app ships: no catalogue could load, so the words live here. */
const BOOT_PROBLEM_TEXT: Readonly<Record<Locale, { readonly problem: string; readonly retry: string }>> = {
  en: { problem: 'Could not load. Check your connection.', retry: 'Try again' },
  tl: { problem: 'Hindi ma-load. Tingnan ang koneksyon.', retry: 'Subukan muli' },
  zh: { problem: '无法加载，请检查网络。', retry: '重试' },
  vi: { problem: 'Không tải được. Hãy kiểm tra kết nối.', retry: 'Thử lại' },
  th: { problem: 'โหลดไม่ได้ โปรดตรวจสอบการเชื่อมต่อ', retry: 'ลองอีกครั้ง' },
  pt: { problem: 'Não carregou. Verifique sua conexão.', retry: 'Tentar novamente' },
};

/** The texts of the boot problem in a language tag's language (English for one the app does not ship). */
export function bootProblemText(tag: string): { readonly problem: string; readonly retry: string } {
  return BOOT_PROBLEM_TEXT[matchLocale(tag) ?? SOURCE_LOCALE];
}

/** Props of BootProblem. */
export interface BootProblemProps {
  /** The language the player chose (a tag). */
  readonly language: string;
  /** Starts the app again; the page's reload by default. */
  readonly onRetry?: () => void;
}

/**
 * Shown instead of the boot splash when the messages could not load (no connection on the first
 * visit): what happened and a Try again button, in the player's language without any catalogue.
 * Coming back online tries again by itself. Unstyled by the brand, which may not have loaded either.
 */
export function BootProblem({ language, onRetry = () => window.location.reload() }: BootProblemProps) {
  const text = bootProblemText(language);
  useRetryWhenOnline(onRetry);
  return (
    <div role="alert" lang={matchLocale(language) ?? SOURCE_LOCALE} style={{ minHeight: '100dvh', display: 'grid', placeContent: 'center', gap: '1rem', padding: '1.5rem', textAlign: 'center' }}>
      <p style={{ margin: 0 }}>{text.problem}</p>
      <button type="button" onClick={onRetry} style={{ justifySelf: 'center', minHeight: '2.75rem', padding: '0 1.5rem', font: 'inherit' }}>
        {text.retry}
      </button>
    </div>
  );
}
