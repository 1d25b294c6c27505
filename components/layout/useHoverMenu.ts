'use client';
/** Hover dropdown state: opens on pointer enter / focus, closes HOVER_CLOSE_DELAY_MS after the pointer leaves. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_CLOSE_DELAY_MS } from '@/lib/config/constants';

export function useHoverMenu(delay = HOVER_CLOSE_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const onEnter = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);
  const onLeave = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(false), delay);
  }, [cancel, delay]);
  const close = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);
  /** Spread on the wrapper element. Focus moving out of the wrapper closes it too (keyboard users). */
  const bind = {
    onMouseEnter: onEnter,
    onMouseLeave: onLeave,
    onFocus: onEnter,
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
    },
    onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Escape') close();
    },
  };
  return { open, setOpen, onEnter, onLeave, close, bind };
}
