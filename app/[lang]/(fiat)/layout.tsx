import { layoutLanguage, type GroupLayoutProps } from '@/components/layouts/layout-props';
import { ShellLayout } from '@/components/layouts/shell-layout';

export default async function Layout({ children, params }: GroupLayoutProps) {
  return (
    <ShellLayout layout="fiat" lang={await layoutLanguage(params)}>
      {children}
    </ShellLayout>
  );
}
