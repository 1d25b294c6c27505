'use client';
/** Records a goods view in the logged-in buyer's footprints (userHistory/record); renders nothing. */
import { useEffect } from 'react';
import { silentApi } from '@/lib/client/silent-api';
import { useSession } from '@/lib/client/session';

export function HistoryRecorder({ productId }: { productId: number }) {
  const { isLogin } = useSession();
  useEffect(() => {
    if (!isLogin) return;
    silentApi('history.record', { productId }).catch(() => {
      // a footprint never bothers the buyer
    });
  }, [isLogin, productId]);
  return null;
}
