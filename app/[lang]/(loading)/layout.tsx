import type { GroupLayoutProps } from '@/components/layouts/layout-props';
import { LoadingLayout } from '@/components/layouts/loading-layout';

export default function Layout({ children }: GroupLayoutProps) {
  return <LoadingLayout>{children}</LoadingLayout>;
}
