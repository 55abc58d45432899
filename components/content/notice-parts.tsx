// The small parts every notice list shares (the custody home, the home page, the notice list
// and a notice's page): its date in the content service's time zone and the 置顶 badge. A
// module of its own, so that a page showing a few notices does not bring the paged list.

import { CONTENT_UTC_OFFSET_MINUTES } from '@/lib/content';
import { formatDate } from '@/lib/format';
import styles from './content.module.css';

export const PINNED_TEXT = '置顶';

export function noticeDate(publishedAt: number): string {
  return formatDate(publishedAt, { utcOffsetMinutes: CONTENT_UTC_OFFSET_MINUTES });
}

export function PinnedBadge() {
  return <span className={styles.pinned}>{PINNED_TEXT}</span>;
}
