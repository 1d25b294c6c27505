'use client';
/** Countdown then location.replace(target). The target was validated on the server (same-site relative path). */
import { useEffect, useState } from 'react';
import { CHROME } from '@/lib/config/messages';
import { safeTarget } from '@/lib/config/routes';

export function JumpCountdown({ target, seconds }: { target: string; seconds: number }) {
  const [left, setLeft] = useState(seconds);
  const safe = safeTarget(target);
  useEffect(() => {
    if (left <= 0) {
      window.location.replace(safe);
      return;
    }
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left, safe]);
  return (
    <p className="text-sm text-ink-500" aria-live="polite" data-testid="jump-countdown">
      {CHROME.jumpCountdown(Math.max(0, left))}
    </p>
  );
}
