'use client';
/** Modal and ConfirmDialog on @headlessui/react Dialog (focus trap, Esc to close, scroll lock). */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title?: React.ReactNode;
  children: React.ReactNode;
  /** Panel width in px (default 480). */
  width?: number;
  /** Footer area (buttons). */
  footer?: React.ReactNode;
};

export function Modal({ open, onClose, title, children, width = 480, footer }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[100]">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/40 transition-opacity duration-150 data-[closed]:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          style={{ width, maxWidth: '100%' }}
          className="rounded-md bg-white shadow-xl transition duration-150 data-[closed]:scale-95 data-[closed]:opacity-0"
        >
          {title !== undefined && (
            <div className="flex items-center justify-between border-b border-line px-5 py-3">
              <DialogTitle className="text-base font-medium text-ink-900">{title}</DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label="关闭"
                className="text-xl leading-none text-ink-500 hover:text-ink-900"
              >
                ×
              </button>
            </div>
          )}
          <div className="px-5 py-4 text-ink-700">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  message: React.ReactNode;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disable the buttons while the action runs. */
  busy?: boolean;
};

export function ConfirmDialog({
  open,
  title = '提示',
  message,
  confirmText = '确定',
  cancelText = '取消',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      width={400}
      footer={
        <>
          <button type="button" onClick={onCancel} disabled={busy} className="btn btn-outline">
            {cancelText}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className="btn btn-primary" data-autofocus>
            {confirmText}
          </button>
        </>
      }
    >
      <p className="flex items-start gap-2 text-sm">
        <span
          aria-hidden="true"
          className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-white"
        >
          !
        </span>
        <span>{message}</span>
      </p>
    </Modal>
  );
}

export default Modal;
