/** The footer of a dialog form: 取消 (closes) and the submit button, both disabled while the form is being sent. */
export function FormActions({
  onCancel,
  busy,
  label,
  busyLabel,
  testId,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  testId?: string;
}) {
  return (
    <div className="flex justify-end gap-2 border-t border-line pt-3">
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        取消
      </button>
      <button type="submit" className="btn btn-primary min-w-24" disabled={busy} data-testid={testId}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
