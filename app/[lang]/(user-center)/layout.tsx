import { layoutLanguage, type GroupLayoutProps } from '@/components/layouts/layout-props';
import { UserCenterLayout } from '@/components/layouts/user-center-layout';

export default async function Layout({ children, params }: GroupLayoutProps) {
  return <UserCenterLayout lang={await layoutLanguage(params)}>{children}</UserCenterLayout>;
}
