'use client';
/**
 * Staff actions on identity verifications and on buyer feedback.
 * Each action calls its console endpoint through useConsoleAction (toast with the server's message, then the
 * server-rendered page refreshes); the server checks role, state and input again.
 */
import { useState } from 'react';
import { Btn, ReasonButton, useConsoleAction } from '@/components/console/ui';
import { FEEDBACK_REWARD_POINTS } from '@/lib/config/constants';
import { CONSOLE_SERVICE_MSG as SM } from '@/lib/config/messages';
import { DialogButton, TextArea, consoleMessage } from './dialog';

export function VerificationActions({ id, kindLabel }: { id: number; kindLabel: string }) {
  const { run, busy } = useConsoleAction();
  return (
    <div className="flex flex-wrap gap-2" data-testid="verification-actions">
      <DialogButton
        label="通过"
        title={`通过${kindLabel}`}
        testId="verification-approve"
        disabled={busy}
        submit={() => run('verifications.approve', { id }, consoleMessage)}
      >
        <p>请确认证件照片清晰、信息与证件一致。</p>
      </DialogButton>
      <ReasonButton
        label="驳回"
        title={`驳回${kindLabel}`}
        placeholder="买家将看到驳回原因，如：身份证照片模糊，请重新上传"
        disabled={busy}
        onSubmit={(reason) => run('verifications.reject', { id, reason }, consoleMessage)}
      />
    </div>
  );
}

export function FeedbackActions({
  id,
  unread,
  adopted,
  reply: r0,
  forGuest,
}: {
  id: number;
  unread: boolean;
  adopted: boolean;
  reply: string | null;
  forGuest: boolean;
}) {
  const { run, busy } = useConsoleAction();
  const [reply, setReply] = useState(r0 ?? '');
  const [tried, setTried] = useState(false);
  return (
    <div className="flex flex-wrap gap-2" data-testid="feedback-actions">
      {unread && (
        <Btn
          kind="default"
          disabled={busy}
          onClick={() => run('feedback.read', { id }, consoleMessage)}
          data-testid="feedback-read"
        >
          标为已读
        </Btn>
      )}
      <DialogButton
        label={r0 ? '修改回复' : '回复'}
        title="回复买家"
        kind="default"
        testId="feedback-reply"
        disabled={busy}
        check={() => {
          setTried(true);
          return !!reply.trim();
        }}
        submit={() => run('feedback.reply', { id, reply: reply.trim() }, consoleMessage)}
      >
        <TextArea
          label="回复内容"
          required
          error={tried && !reply.trim() ? SM.replyRequired : ''}
          value={reply}
          onChange={setReply}
          max={1000}
          placeholder="买家可在个人中心「我的反馈」查看"
        />
      </DialogButton>
      <DialogButton
        label={adopted ? '已采纳' : '采纳'}
        title="采纳意见反馈"
        testId="feedback-adopt"
        disabled={busy || adopted}
        submit={() => run('feedback.adopt', { id }, consoleMessage)}
      >
        <p>
          {forGuest
            ? '该反馈由游客提交，采纳后无账户可奖励积分。'
            : `采纳后将为提交人增加 ${FEEDBACK_REWARD_POINTS} 积分（每条反馈仅奖励一次）。`}
        </p>
      </DialogButton>
    </div>
  );
}
