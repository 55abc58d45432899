// The links of the KOL and recruitment pages (all in the bare layout, so each carries its own way
// back): the KOL form and its two configuration views, the programme and its children.

import type { PageLink } from './page-nav';

export const KOL_ROUTES = {
  form: 'crm/kol-collect-userInfo',
  countries: 'crm/kol-collect-userInfo/config/countries',
  config: 'crm/kol-collect-userInfo/config/form',
} as const;

export const RECRUITMENT_ROUTES = {
  programme: 'crm/market-recruitment',
  contacts: 'crm/market-recruitment/contants',
  rates: 'crm/market-recruitment/rateAndRule',
  rateContacts: 'crm/market-recruitment/rateAndRule/contants',
} as const;

export const KOL_LINKS: readonly PageLink[] = [
  { routeId: KOL_ROUTES.form, text: 'KOL 申请表' },
  { routeId: KOL_ROUTES.countries, text: '可申请国家/地区' },
  { routeId: KOL_ROUTES.config, text: '表单字段说明' },
  { routeId: RECRUITMENT_ROUTES.programme, text: '市场招募' },
];

export const RECRUITMENT_LINKS: readonly PageLink[] = [
  { routeId: RECRUITMENT_ROUTES.programme, text: '招募计划' },
  { routeId: RECRUITMENT_ROUTES.rates, text: '费率与规则' },
  { routeId: RECRUITMENT_ROUTES.contacts, text: '联系我们' },
  { routeId: RECRUITMENT_ROUTES.rateContacts, text: '费率咨询' },
  { routeId: KOL_ROUTES.form, text: '申请成为 KOL' },
];
