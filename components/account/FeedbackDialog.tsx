'use client';
/**
 * Feedback dialog (spec §2.4, §5): suggestion text, name, phone, up to 3 png/jpeg images of at most 2 MB each.
 * The images are checked in the browser by their first bytes (not their name) and again by the server; the form
 * goes to userSuggest/suggest/add as multipart data (content, name, phone, files).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { api, notifyError } from '@/lib/api/client';
import { toast } from '@/lib/client/toast';
import { useSession } from '@/lib/client/session';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES, PHONE_LENGTH } from '@/lib/config/constants';
import { S, V } from '@/lib/config/messages';
import {
  checkImageFile,
  hasErrors,
  imageSlots,
  validateFeedback,
  type FeedbackForm,
} from '@/lib/client/profile-validate';
import { FormActions } from '@/components/ui/FormActions';

type Picked = { file: File; url: string };

const EMPTY: FeedbackForm = { content: '', name: '', phone: '' };
const CONTENT_MAX = 500;

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { userInfo } = useSession();
  const [form, setForm] = useState<FeedbackForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FeedbackForm | 'files', string>>>({});
  const [files, setFiles] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // Prefill the name and the phone of a logged-in buyer (the session only has the mobile masked: ask the server for
  // the buyer's own contact), without overwriting what the buyer typed.
  const loggedIn = !!userInfo;
  useEffect(() => {
    if (!open || !loggedIn) return;
    let live = true;
    api('feedback.contact')
      .then((c) => {
        if (live) setForm((f) => ({ ...f, name: f.name || c.name, phone: f.phone || c.phone }));
      })
      .catch(() => {}); // the buyer types them
    return () => {
      live = false;
    };
  }, [open, loggedIn]);

  // Object URLs of the previews are released when a file is removed or the dialog unmounts.
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(() => () => filesRef.current.forEach((f) => URL.revokeObjectURL(f.url)), []);

  const set = (k: keyof FeedbackForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const v = k === 'phone' ? e.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH) : e.target.value;
    setForm((f) => ({ ...f, [k]: v }));
    if (errors[k]) setErrors((er) => ({ ...er, [k]: undefined }));
  };

  async function addFiles(list: FileList | null) {
    if (!list || list.length === 0) return;
    const chosen = Array.from(list);
    const slots = imageSlots(files.length, chosen.length);
    const accepted: Picked[] = [];
    let message = slots.message;
    for (const file of chosen.slice(0, slots.accept)) {
      const problem = await checkImageFile(file, FEEDBACK_IMAGE_MAX_BYTES);
      if (problem) {
        message = problem;
        continue;
      }
      accepted.push({ file, url: URL.createObjectURL(file) });
    }
    if (accepted.length) setFiles((f) => [...f, ...accepted]);
    setErrors((er) => ({ ...er, files: message ?? undefined }));
    if (message) toast.error(message);
    if (inputRef.current) inputRef.current.value = '';
  }

  function removeFile(i: number) {
    setFiles((f) => {
      const gone = f[i];
      if (gone) URL.revokeObjectURL(gone.url);
      return f.filter((_, j) => j !== i);
    });
    setErrors((er) => ({ ...er, files: undefined }));
  }

  function reset() {
    files.forEach((f) => URL.revokeObjectURL(f.url));
    setFiles([]);
    setForm(EMPTY);
    setErrors({});
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateFeedback(form);
    setErrors((er) => ({ ...found, files: er.files }));
    if (hasErrors(found)) {
      toast.warning(V.feedbackCheckRequired);
      return;
    }
    const fd = new FormData();
    fd.append('content', form.content.trim());
    fd.append('name', form.name.trim());
    fd.append('phone', form.phone.trim());
    for (const f of files) fd.append('file', f.file, f.file.name);
    setBusy(true);
    try {
      await api('feedback.add', fd);
      toast.success(S.feedbackThanks);
      reset();
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

  const field = 'input';
  const errCls = 'mt-1 text-xs text-danger';
  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} title="意见反馈" width={560}>
      <form onSubmit={submit} noValidate data-testid="feedback-form" className="space-y-3 text-[13px]">
        <p className="rounded bg-brand-50 px-3 py-2 text-xs text-brand-700">
          您的建议一经采纳，将获赠 100 积分（零售礼品卡）。
        </p>
        <div>
          <label htmlFor={`${id}-content`} className="mb-1 block text-ink-700">
            <span className="text-danger">*</span> 意见和建议
          </label>
          <textarea
            id={`${id}-content`}
            className="input h-28 resize-none py-2"
            maxLength={CONTENT_MAX}
            value={form.content}
            onChange={set('content')}
            placeholder="请描述您遇到的问题或建议，我们会认真对待每一条反馈"
            aria-invalid={!!errors.content}
            data-testid="feedback-content"
          />
          <div className="flex justify-between">
            <span className={errCls} role="alert">
              {errors.content}
            </span>
            <span className="mt-1 text-xs text-ink-500">
              {form.content.length}/{CONTENT_MAX}
            </span>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-name`} className="mb-1 block text-ink-700">
              <span className="text-danger">*</span> 姓名
            </label>
            <input
              id={`${id}-name`}
              className={field}
              value={form.name}
              onChange={set('name')}
              maxLength={30}
              placeholder="请输入您的姓名"
              aria-invalid={!!errors.name}
              data-testid="feedback-name"
            />
            <p className={errCls} role="alert">
              {errors.name}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className="mb-1 block text-ink-700">
              <span className="text-danger">*</span> 手机号码
            </label>
            <input
              id={`${id}-phone`}
              className={field}
              inputMode="numeric"
              value={form.phone}
              onChange={set('phone')}
              placeholder="请输入手机号码"
              aria-invalid={!!errors.phone}
              data-testid="feedback-phone"
            />
            <p className={errCls} role="alert">
              {errors.phone}
            </p>
          </div>
        </div>
        <div>
          <span className="mb-1 block text-ink-700">
            上传图片{' '}
            <span className="text-xs text-ink-500">
              （选填，最多 {FEEDBACK_MAX_IMAGES} 张，png/jpeg 格式，每张不超过 2MB）
            </span>
          </span>
          <ul className="flex gap-2">
            {files.map((f, i) => (
              <li key={f.url} className="group relative h-20 w-20 overflow-hidden rounded border border-line">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={f.url} alt={`反馈图片${i + 1}`} className="h-full w-full object-cover" />
                <button
                  type="button"
                  onClick={() => removeFile(i)}
                  className="absolute right-0 top-0 bg-black/60 px-1.5 text-xs text-white"
                  aria-label={`删除图片${i + 1}`}
                >
                  ×
                </button>
              </li>
            ))}
            {files.length < FEEDBACK_MAX_IMAGES && (
              <li>
                <label className="flex h-20 w-20 cursor-pointer flex-col items-center justify-center rounded border border-dashed border-ink-300 text-ink-500 hover:border-brand-500 hover:text-brand-600">
                  <span className="text-2xl leading-none">+</span>
                  <span className="text-xs">添加图片</span>
                  <input
                    ref={inputRef}
                    type="file"
                    accept="image/png,image/jpeg"
                    multiple
                    className="sr-only"
                    onChange={(e) => void addFiles(e.target.files)}
                    data-testid="feedback-files"
                  />
                </label>
              </li>
            )}
          </ul>
          <p className={errCls} role="alert" data-testid="feedback-files-error">
            {errors.files}
          </p>
        </div>
        <FormActions onCancel={onClose} busy={busy} label="提交" busyLabel="提交中…" testId="feedback-submit" />
      </form>
    </Modal>
  );
}

export default FeedbackDialog;
