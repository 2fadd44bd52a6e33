import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RgStatus } from '@gp/api-client';
import { Button, SelectField } from '@gp/ui';
import type { RecordText } from '../../records/use-record-text';
import { RG_MINUTES_TEXT, RG_PENDING_REMOVAL_TEXT, RG_PENDING_TEXT, RG_PLAYED_TODAY_TEXT, RG_TEXT as text } from './rg-messages';

/** Props of RgTimeSettings. */
export interface RgTimeSettingsProps {
  readonly status: RgStatus;
  readonly saving: 'sessionMinutes' | 'realityMinutes' | null;
  readonly errors: { readonly sessionMinutes?: string | null; readonly realityMinutes?: string | null };
  readonly format: Pick<RecordText, 'dateTime'>;
  readonly onSaveSession: (minutes: string) => void;
  readonly onSaveReality: (minutes: string) => void;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

/** The daily play-time limit (with today's play and any change waiting) and the reality-check interval. */
export function RgTimeSettings({ status, saving, errors, format, onSaveSession, onSaveReality }: RgTimeSettingsProps) {
  const t = useIntl().formatMessage;
  const { sessionLimit } = status;
  const [session, setSession] = useState(sessionLimit.minutes === null ? '' : String(sessionLimit.minutes));
  const [reality, setReality] = useState(String(status.realityCheckMinutes));
  const minutes = (value: number) => ({ value: String(value), label: t(RG_MINUTES_TEXT, { minutes: value }) });
  const pending = sessionLimit.pending;
  return (
    <Section aria-labelledby="rg-time">
      <h2 id="rg-time">{t(text.timeTitle)}</h2>
      <SelectField
        label={t(text.sessionLabel)}
        name="rgSessionMinutes"
        value={session}
        options={[{ value: '', label: t(text.noLimit) }, ...status.sessionLimitOptions.map(minutes)]}
        hint={t(text.sessionHint)}
        error={errors.sessionMinutes}
        onChange={setSession}
      />
      <p>{t(RG_PLAYED_TODAY_TEXT, { minutes: sessionLimit.usedMinutes })}</p>
      {pending === null ? null : (
        <p>
          {pending.amount === null
            ? t(RG_PENDING_REMOVAL_TEXT, { date: format.dateTime(pending.appliesAt) })
            : t(RG_PENDING_TEXT, { amount: t(RG_MINUTES_TEXT, { minutes: pending.amount }), date: format.dateTime(pending.appliesAt) })}
        </p>
      )}
      <Button type="button" variant="secondary" disabled={saving !== null} onClick={() => onSaveSession(session)}>
        {t(saving === 'sessionMinutes' ? text.saving : text.saveSession)}
      </Button>
      <SelectField
        label={t(text.realityLabel)}
        name="rgRealityMinutes"
        value={reality}
        options={status.realityCheckOptions.map(minutes)}
        hint={t(text.realityHint)}
        error={errors.realityMinutes}
        onChange={setReality}
      />
      <Button type="button" variant="secondary" disabled={saving !== null} onClick={() => onSaveReality(reality)}>
        {t(saving === 'realityMinutes' ? text.saving : text.saveReality)}
      </Button>
    </Section>
  );
}
