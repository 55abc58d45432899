'use client';

// 资产托管 (/{LANG}/cn/): what the custody service offers, the entries into its screens (my
// assets, deposit, withdraw, KYC; a visitor is sent to login by the gates), the latest notices
// (at most LATEST_ARTICLES_CAP, exchange-wallet-fiat.md section 9) and the help and agreements.

import Link from 'next/link';
import { agreementRouteId, CONTENT_PAGE_KEYS } from '@/lib/content';
import { getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { EntryLinks } from './entry-links';
import { LATEST_NOTICES_TEXT, LatestNotices } from './latest-notices';
import { agreementPath, pathOf } from './links';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export const HOME_TEXT = {
  intro: '资产托管为个人与机构用户提供数字资产的安全保管、充币提币、账户划转与资产报告服务。用户资产与平台资产分账管理，冷热钱包分离，每日链上对账。',
  offersTitle: '服务内容',
  entriesTitle: '快捷入口',
  noticesTitle: LATEST_NOTICES_TEXT.title,
  allNotices: LATEST_NOTICES_TEXT.all,
  noNotices: LATEST_NOTICES_TEXT.empty,
  helpTitle: '帮助与协议',
} as const;

const OFFERS = [
  { title: '安全保管', text: '95% 以上资产存放于多重签名冷钱包，分级审批出金。' },
  { title: '充币提币', text: '多链充币自动入账，提币地址白名单与风险审核保护出金。' },
  { title: '母子账户', text: '机构可创建子账户，分别设置权限、划转与资产可见范围。' },
  { title: '透明对账', text: '每日链上对账，每季度发布独立审计的资产证明报告。' },
] as const;

/** The entries into the custody screens: route, label and what it is for. */
const ENTRIES = [
  { route: 'cn/assets', label: '我的资产', hint: '查看托管资产与估值', testId: 'entry-assets' },
  { route: 'finance/deposit', label: '充币', hint: '获取充币地址', testId: 'entry-deposit' },
  { route: 'cn/finance/withdraw', label: '提币', hint: '提取至外部地址', testId: 'entry-withdraw' },
  { route: 'cn/kyc', label: '身份认证', hint: '完成 KYC 提升额度', testId: 'entry-kyc' },
] as const;

export function CustodyHome({ lang }: { lang: Language }) {
  return (
    <div className={custody.page} data-testid="custody-home">
      <section className={custody.card} aria-labelledby="home-offers">
        <p className={styles.intro}>{HOME_TEXT.intro}</p>
        <h2 id="home-offers" className="visually-hidden">
          {HOME_TEXT.offersTitle}
        </h2>
        <ul className={styles.offers}>
          {OFFERS.map((offer) => (
            <li key={offer.title}>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <EntryLinks
        title={HOME_TEXT.entriesTitle}
        titleId="home-entries"
        entries={ENTRIES.map(({ route, ...entry }) => ({ ...entry, href: pathOf(route, lang) }))}
      />
      <div className={styles.columns}>
        <LatestNotices lang={lang} />
        <nav className={custody.card} aria-labelledby="home-help">
          <h2 id="home-help" className={custody.cardTitle}>
            {HOME_TEXT.helpTitle}
          </h2>
          <ul className={styles.plainLinks}>
            {(['cn/faq', 'cn/file'] as const).map((route) => (
              <li key={route}>
                <Link href={pathOf(route, lang)}>{getRoute(route).title}</Link>
              </li>
            ))}
            {CONTENT_PAGE_KEYS.map((key) => (
              <li key={key}>
                <a href={agreementPath(key, lang)} target="_blank" rel="noopener noreferrer">
                  {getRoute(agreementRouteId(key)).title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
