/**
 * Opening the feedback dialog from anywhere (side bar, personal-centre navigation): a window event the side bar
 * listens to, so the dialog's code loads only when someone asks for it.
 *
 * A request made before the side bar listens (its effect runs after its part of the page has hydrated, which may be
 * after the personal-centre navigation's) is kept and delivered when it subscribes: the buyer's click is never lost.
 */
export const FEEDBACK_OPEN_EVENT = 'mall:open-feedback';

let pending = false;

export function openFeedback(): void {
  if (typeof window === 'undefined') return;
  pending = true;
  window.dispatchEvent(new Event(FEEDBACK_OPEN_EVENT));
}

/** Calls `open` for every request, including one made before this subscription; returns the unsubscribe. */
export function onFeedbackOpen(open: () => void): () => void {
  const handle = () => {
    pending = false;
    open();
  };
  window.addEventListener(FEEDBACK_OPEN_EVENT, handle);
  if (pending) handle();
  return () => window.removeEventListener(FEEDBACK_OPEN_EVENT, handle);
}
