import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UiMessage } from '@gp/stores';
import { AlertDialog, ConfirmDialog, LoadingOverlay, Toasts } from '@gp/ui';
import { useUiStore } from '../app/store-context';

/** Translates a message the ui store carries (an id and its values). */
function useTranslate(): (message: UiMessage | null | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => {
    if (!message) return undefined;
    // The id was defined (and extracted) where the message was raised; see FRAME_ACTION_MESSAGES.
    const descriptor: MessageDescriptor = { id: message.id };
    return intl.formatMessage(descriptor, message.values);
  };
}

/** What the ui store asks to show: toasts, the loading overlay and the first waiting dialog. */
export const UiLayerPanel = observer(function UiLayerPanel() {
  const ui = useUiStore();
  const translate = useTranslate();
  const dialog = ui.dialog;
  const toasts = ui.toasts.map((toast) => ({ id: String(toast.key), text: translate(toast.message) ?? '', tone: toast.kind }));
  return (
    <>
      <Toasts toasts={toasts} onDismiss={(id) => ui.dismissToast(Number(id))} />
      {ui.loading ? <LoadingOverlay message={translate(ui.loading.message)} /> : null}
      {dialog?.kind === 'confirm' ? (
        <ConfirmDialog
          key={dialog.key}
          open
          title={translate(dialog.title ?? dialog.message)}
          message={dialog.title ? translate(dialog.message) : undefined}
          confirmLabel={translate(dialog.confirmLabel)}
          cancelLabel={translate(dialog.cancelLabel)}
          onConfirm={() => ui.answerDialog(true)}
          onCancel={() => ui.answerDialog(false)}
        />
      ) : null}
      {dialog?.kind === 'alert' ? (
        <AlertDialog
          key={dialog.key}
          open
          title={translate(dialog.title ?? dialog.message)}
          message={dialog.title ? translate(dialog.message) : undefined}
          closeLabel={translate(dialog.confirmLabel)}
          onClose={() => ui.answerDialog(true)}
        />
      ) : null}
    </>
  );
});
