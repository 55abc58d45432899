import { layoutLanguage, PageLayout, type GroupLayoutProps } from '@/components/layouts/page-layout';

export default async function Layout({ children, params }: GroupLayoutProps) {
  return (
    <PageLayout layout="user-center" lang={await layoutLanguage(params)}>
      {children}
    </PageLayout>
  );
}
