'use client';
/** SecondTitleHeader whose title follows the pathname (lib/config/routes SECOND_TITLES). */
import { usePathname } from 'next/navigation';
import { secondTitleFor } from '@/lib/config/routes';
import { SecondTitleHeader } from './SecondTitleHeader';

export function AutoSecondTitleHeader() {
  const pathname = usePathname() ?? '/';
  return <SecondTitleHeader title={secondTitleFor(pathname)} />;
}
