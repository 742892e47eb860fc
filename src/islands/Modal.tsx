/**
 * A modal on the native <dialog>: the page behind is inert (focus stays inside), Escape
 * closes, and focus returns to what opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './CloseIcon.tsx';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

export function Modal({ open, onClose, title, subtitle, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      // Start where the visitor types, not on the close button.
      element.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
    } else if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which onCancel handles.
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onCancel={(event) => {
        // Escape: let the state close it, so React and the element agree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its box) closes it.
        if (event.target === dialog.current) onClose();
      }}
      className="m-auto w-[min(100%-1.5rem,34rem)] max-w-none rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="max-h-[90vh] overflow-y-auto p-6 sm:p-8">
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
              {title}
            </h2>
            {subtitle && (
              <p id={subtitleId} className="mt-1 text-sm text-slate-600">
                {subtitle}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Fechar"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
