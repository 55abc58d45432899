'use client';

// 资产托管 (/{LANG}/cn/): what the custody service offers, the entries into its screens (my
// assets, deposit, withdraw, KYC; a visitor is sent to login by the gates), the latest notices
// (at most LATEST_ARTICLES_CAP, exchange-wallet-fiat.md section 9) and the help and agreements.

import Link from 'next/link';
import { QueryState } from '@/components/query-state/query-state';
import { agreementRouteId, CONTENT_PAGE_KEYS, LATEST_ARTICLES_CAP, latestArticles } from '@/lib/content';
import { getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { useArticles } from '@/queries/content';
import { agreementPath, noticePath, pathOf } from './links';
import { noticeDate, PinnedBadge } from './notice-list-screen';
import custody from '@/components/custody/custody.module.css';
import styles from './content.module.css';

export const HOME_TEXT = {
  intro: '资产托管为个人与机构用户提供数字资产的安全保管、充币提币、账户划转与资产报告服务。用户资产与平台资产分账管理，冷热钱包分离，每日链上对账。',
  offersTitle: '服务内容',
  entriesTitle: '快捷入口',
  noticesTitle: '最新公告',
  allNotices: '查看全部公告',
  noNotices: '暂无公告',
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

function LatestNotices({ lang }: { lang: Language }) {
  const query = useArticles({ page: 1, size: LATEST_ARTICLES_CAP, keyword: '' });
  return (
    <section className={custody.card} aria-labelledby="home-notices" data-testid="home-notices">
      <div className={custody.cardHead}>
        <h2 id="home-notices" className={custody.cardTitle}>
          {HOME_TEXT.noticesTitle}
        </h2>
        <Link href={pathOf('cn/notice', lang)}>{HOME_TEXT.allNotices}</Link>
      </div>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} emptyText={HOME_TEXT.noNotices}>
        {(data) => (
          <ul className={styles.noticeLinks}>
            {latestArticles(data.items).map((notice) => (
              <li key={notice.id} data-testid="home-notice">
                <span>
                  {notice.pinned ? <PinnedBadge /> : null}
                  <Link href={noticePath(notice.id, lang)}>{notice.title}</Link>
                </span>
                <time className={styles.date}>{noticeDate(notice.publishedAt)}</time>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

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
      <nav className={custody.card} aria-labelledby="home-entries">
        <h2 id="home-entries" className={custody.cardTitle}>
          {HOME_TEXT.entriesTitle}
        </h2>
        <ul className={styles.entries}>
          {ENTRIES.map((entry) => (
            <li key={entry.route}>
              <Link href={pathOf(entry.route, lang)} className={styles.entry} data-testid={entry.testId} prefetch={false}>
                <strong>{entry.label}</strong>
                <span>{entry.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
