import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { messageDescriptor, MODULE_IDS, isFeatureEnabled, type MessageId } from '@gp/domain';
import type { MemberCentreModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useMemberStore, useSystemStore, useUiStore } from '../../app/store-context';
import { useImagePick } from '../../forms/use-image-pick';
import { AVATAR_SHRINK, AvatarPicker, AvatarPreview } from './avatar-picker';
import { AvatarImage, MemberHead } from './member-head';
import { MEMBER_MESSAGES as M } from './member-messages';
import { NicknameEditor } from './nickname-editor';
import { useCopyText } from '../../app/use-copy-text';

/** Keeps the room of a piece of the member centre while it loads, so nothing moves when it arrives. */
export const Placeholder = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/**
 * The member centre's head from the stores: the member info (a placeholder of the same height
 * until it arrives, what failed and Try again when it cannot), the head icon with its upload where
 * PROFPIC3 is on, and the nickname editor where the merchant's rule allows it.
 */
export const MemberHeadSection = observer(function MemberHeadSection({ model }: { readonly model: MemberCentreModel }) {
  const intl = useIntl();
  const member = useMemberStore();
  const system = useSystemStore();
  const copy = useCopyText();
  const ui = useUiStore();
  const pick = useImagePick(model.upload, {
    shrink: AVATAR_SHRINK,
    onSent: () => ui.toast({ id: M.avatarSaved.id ?? '' }, { kind: 'success' }),
  });
  const { upload, nickname } = model;
  const text = (id: MessageId | null) => (id === null ? null : intl.formatMessage(messageDescriptor(id)));
  const info = member.info;
  if (!info) {
    return member.infoResource.status === 'failed' ? (
      <LoadFailed size="section" title={intl.formatMessage(M.infoFailed)} onRetry={() => void member.infoResource.retry()} />
    ) : (
      <Placeholder $height="6.5rem" aria-hidden="true" />
    );
  }
  const shown = member.displayName;
  const name = shown.kind === 'name' ? shown.value : info.account;
  const avatar = isFeatureEnabled(system.flags, MODULE_IDS.profilePicture) ? (
    <AvatarPicker src={info.iconUrl} onPick={pick.pick} />
  ) : (
    <AvatarImage src={info.iconUrl} alt={intl.formatMessage(M.avatarAlt)} width={72} height={72} />
  );
  return (
    <>
      <MemberHead
      name={name}
      account={info.account}
      vipLabel={member.vipLabel}
      joinedAt={info.registeredAt}
      avatar={avatar}
      onCopyAccount={() => void copy(info.account)}
      onEditName={nickname.editable ? () => nickname.edit(info.nickname ?? '') : undefined}
      nameEditor={
        nickname.editing ? (
          <NicknameEditor
            value={nickname.value}
            problem={text(nickname.problem)}
            sending={nickname.sending}
            onChange={nickname.setValue}
            onSave={() => void nickname.save()}
            onCancel={nickname.cancel}
          />
        ) : undefined
      }
      />
      {pick.previewSrc === null ? null : (
        <AvatarPreview
          src={pick.previewSrc}
          sending={upload.sending}
          problem={text(upload.problem)}
          onConfirm={() => void pick.confirm()}
          onCancel={pick.cancel}
        />
      )}
    </>
  );
});
