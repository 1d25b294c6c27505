'use client';
/** Records a goods view in the logged-in buyer's footprints (userHistory/record); renders nothing. */
import { useEffect } from 'react';
import { api } from '@/lib/client/lazy-api';
import { useSession } from '@/lib/client/session';

export function HistoryRecorder({ productId }: { productId: number }) {
  const { isLogin } = useSession();
  useEffect(() => {
    if (!isLogin) return;
    api('history.record', { productId }, { silent: true }).catch(() => {
      // a footprint never bothers the buyer
    });
  }, [isLogin, productId]);
  return null;
}
