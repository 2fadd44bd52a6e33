import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { WITHDRAW_DAY_MESSAGES as D } from './withdraw-day-messages';

/** The fee of the amount typed (null: free) and what is paid out, as money. */
export interface WithdrawFeePreviewText {
  readonly fee: string | null;
  readonly receive: string;
}

const Lines = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-height: 1.5em;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** Props of WithdrawFeePreview. */
export interface WithdrawFeePreviewProps {
  readonly preview: WithdrawFeePreviewText | null;
}

/** Under the amount, as it is typed: the fee (or Free) and what the member receives; read out politely when it changes. */
export function WithdrawFeePreview({ preview }: WithdrawFeePreviewProps) {
  const t = useIntl().formatMessage;
  return (
    <Lines aria-live="polite" data-testid="withdraw-fee-preview">
      {preview ? (
        <>
          <div>
            <dt>{t(D.feePreview)}</dt>
            <dd>{preview.fee ?? t(D.feeNone)}</dd>
          </div>
          <div>
            <dt>{t(D.receive)}</dt>
            <dd>{preview.receive}</dd>
          </div>
        </>
      ) : null}
    </Lines>
  );
}
