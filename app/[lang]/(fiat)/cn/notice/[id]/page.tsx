import { notFound } from 'next/navigation';
import { loadArticle } from '@/components/content/content-data';
import { NoticeArticleScreen } from '@/components/content/notice-article-screen';
import { resolveRoutePath, RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';
import { ServerAnswers } from '@/queries/server-state';

export const generateMetadata = routeMetadata('cn/notice/{id}');

export default async function Page(props: RoutePageProps) {
  // An id that is not digits answers 404 before anything is asked; so does one the content service does not know.
  await resolveRoutePath('cn/notice/{id}', props.params);
  const { lang, id } = await props.params;
  const language = typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const articleId = typeof id === 'string' ? id : '';
  const data = await loadArticle(language, articleId);
  if (data.missing) notFound();
  return (
    <RouteScreen routeId="cn/notice/{id}" hideTitle {...props}>
      <ServerAnswers state={data.state}>
        <NoticeArticleScreen id={articleId} lang={language} />
      </ServerAnswers>
    </RouteScreen>
  );
}
