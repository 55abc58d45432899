// The server part of the six agreement routes: loads the document for the first HTML, then the
// page's heading (kept for assistive technology; the document shows its own title) and the screen.

import { RouteScreen, type RoutePageProps } from '@/components/shell/route-screen';
import { agreementKeyOf, type AgreementRouteId } from '@/lib/content';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';
import { ServerAnswers } from '@/queries/server-state';
import { AgreementScreen } from './agreement-screen';
import { loadContentPage } from './content-data';

export async function AgreementPage({ routeId, ...props }: RoutePageProps & { routeId: AgreementRouteId }) {
  const pageKey = agreementKeyOf(routeId);
  const { lang } = await props.params;
  const language = typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const data = await loadContentPage(language, pageKey);
  return (
    <RouteScreen routeId={routeId} hideTitle {...props}>
      <ServerAnswers state={data.state}>
        <AgreementScreen pageKey={pageKey} lang={language} />
      </ServerAnswers>
    </RouteScreen>
  );
}
