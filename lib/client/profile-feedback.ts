/**
 * Opening the feedback dialog from anywhere (side bar, personal-centre navigation): a window event the side bar
 * listens to, so the dialog's code loads only when someone asks for it.
 */
export const FEEDBACK_OPEN_EVENT = 'mall:open-feedback';

export function openFeedback(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(FEEDBACK_OPEN_EVENT));
}
