// User-entered text (a note, a name, a remark, a label) shown beside other text: isolated in a
// <bdi>, so a right-to-left override inside it cannot reorder what stands around it (an
// address, a UID), and breakable anywhere, so a 10 000-character name cannot widen its page.

import { withoutIsolateMarks } from '@/lib/format';

export function UserText({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  return (
    <bdi className={className} data-user-text="" data-testid={testId}>
      {withoutIsolateMarks(text)}
    </bdi>
  );
}
