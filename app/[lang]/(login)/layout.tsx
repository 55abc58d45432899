import { layoutLanguage, PageLayout, type GroupLayoutProps } from '@/components/layouts/page-layout';

export default async function Layout({ children, params }: GroupLayoutProps) {
  return (
    <PageLayout layout="login" lang={await layoutLanguage(params)}>
      {children}
    </PageLayout>
  );
}
