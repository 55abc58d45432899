import { FinanceLayout } from '@/components/layouts/finance-layout';
import { layoutLanguage, type GroupLayoutProps } from '@/components/layouts/layout-props';

export default async function Layout({ children, params }: GroupLayoutProps) {
  return <FinanceLayout lang={await layoutLanguage(params)}>{children}</FinanceLayout>;
}
