import { layoutLanguage, type GroupLayoutProps } from '@/components/layouts/layout-props';
import { LoginLayout } from '@/components/layouts/login-layout';

export default async function Layout({ children, params }: GroupLayoutProps) {
  return <LoginLayout lang={await layoutLanguage(params)}>{children}</LoginLayout>;
}
