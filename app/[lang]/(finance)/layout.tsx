import { BareLayout } from '@/components/layouts/bare-layout';
import type { GroupLayoutProps } from '@/components/layouts/layout-props';

export default function Layout({ children }: GroupLayoutProps) {
  return <BareLayout layout="finance">{children}</BareLayout>;
}
