'use client';

// 市场招募 and its children: the programme (who it is for, what they get, how to join, the link
// to the KOL form), the commission rates by tier with the rules (rates are decimal fractions from
// the crm service, shown as percent through decimal.js), and the contacts of the programme and of
// rate questions. The pages link to each other and back home (bare layout, no header).

import Link from 'next/link';
import { pathOf } from '@/components/custody/links';
import { QueryState } from '@/components/query-state/query-state';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import type { RecruitmentContact, RecruitmentContactTopic, RecruitmentTier } from '@/lib/contracts/crm';
import { formatCommissionRate, formatFollowers } from '@/lib/crm';
import { formatDate } from '@/lib/format';
import type { Language } from '@/lib/routing/segments';
import { useRecruitmentContacts, useRecruitmentRates } from '@/queries/crm';
import { KOL_ROUTES, RECRUITMENT_LINKS, RECRUITMENT_ROUTES } from './kol-links';
import { CardSection } from './card-section';
import { PageNav } from './page-nav';
import styles from './crm.module.css';

const NAV_LABEL = '市场招募页面导航';
const APPLY_TEXT = '申请成为 KOL';

const AUDIENCE = [
  { title: '内容创作者', text: 'YouTube、B站、抖音、TikTok 等平台的数字资产与投资类创作者。' },
  { title: '社群主理人', text: 'Telegram、Discord、微信等社群的管理者与活跃组织者。' },
  { title: '资讯与研究', text: '加密行业媒体、研究员、播客主播及专栏作者。' },
];

const BENEFITS = [
  '被邀请用户现货与合约手续费最高 50% 的长期返佣，按周以 USDT 发放。',
  '专属招募经理一对一服务，提供活动预算、物料与数据看板。',
  '优先参与新产品内测、线下活动与年度 KOL 大会。',
  '托管服务的机构客户资源对接，共同举办线上讲座与 AMA。',
];

const STEPS = [
  '填写 KOL 申请表，留下联系方式与社交媒体数据。',
  '招募团队在 3 个工作日内审核并与您联系。',
  '签署合作协议，获得专属邀请链接、邀请码与返佣等级。',
  '开始推广，在数据看板查看被邀请用户与返佣明细。',
];

function ApplyLink({ lang }: { lang: Language }) {
  return (
    <Link href={pathOf(KOL_ROUTES.form, lang)} className={styles.linkButton} data-testid="recruitment-apply">
      {APPLY_TEXT}
    </Link>
  );
}

export function RecruitmentScreen({ lang }: { lang: Language }) {
  return (
    <div className={styles.page}>
      <PageNav lang={lang} links={RECRUITMENT_LINKS} current={RECRUITMENT_ROUTES.programme} label={NAV_LABEL} />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>资产托管 KOL 与市场合作伙伴招募</h2>
        <p className={styles.lead}>与我们一起向更多用户介绍安全、合规的数字资产托管服务。无论您是内容创作者还是社群主理人，都可以获得长期、透明的返佣收益。</p>
        <p className={styles.actions}>
          <ApplyLink lang={lang} />
          <Link href={pathOf(RECRUITMENT_ROUTES.rates, lang)}>查看费率与规则</Link>
        </p>
      </section>
      <CardSection id="recruitment-who" title="招募对象">
        <div className={styles.grid}>
          {AUDIENCE.map((item) => (
            <div key={item.title} className={styles.tile}>
              <h3>{item.title}</h3>
              <p className={styles.muted}>{item.text}</p>
            </div>
          ))}
        </div>
      </CardSection>
      <CardSection id="recruitment-benefits" title="合作权益">
        <ul className={styles.list}>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </CardSection>
      <CardSection id="recruitment-steps" title="如何加入">
        <ol className={styles.list}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.actions}>
          <ApplyLink lang={lang} />
          <Link href={pathOf(RECRUITMENT_ROUTES.contacts, lang)}>联系招募经理</Link>
        </p>
      </CardSection>
    </div>
  );
}

const TIER_COLUMNS: readonly DataColumn<RecruitmentTier>[] = [
  { key: 'tier', title: '等级', rowHeader: true, render: (row) => `${row.tier} ${row.name}` },
  { key: 'followers', title: '粉丝数要求', align: 'right', render: (row) => formatFollowers(row.minFollowers) },
  { key: 'volume', title: '月交易量要求 (USDT)', align: 'right', render: (row) => formatFollowers(row.minMonthlyVolume) },
  { key: 'spot', title: '现货返佣', align: 'right', render: (row) => formatCommissionRate(row.spotRate), cellProps: () => ({ 'data-testid': 'rate-spot' }) },
  { key: 'futures', title: '合约返佣', align: 'right', render: (row) => formatCommissionRate(row.futuresRate) },
];

export function RatesScreen({ lang }: { lang: Language }) {
  const rates = useRecruitmentRates();
  return (
    <div className={styles.page}>
      <PageNav lang={lang} links={RECRUITMENT_LINKS} current={RECRUITMENT_ROUTES.rates} label={NAV_LABEL} />
      <QueryState query={rates}>
        {(loaded) => (
          <>
            <CardSection id="rates-table" title="返佣费率">
              <p className={styles.muted}>自 {formatDate(loaded.effectiveDate)} 起执行。返佣比例为被邀请用户实际支付手续费的百分比。</p>
              <DataTable label="返佣费率" columns={TIER_COLUMNS} rows={loaded.tiers} rowKey={(row) => row.tier} cards testId="recruitment-rates" />
            </CardSection>
            <CardSection id="rates-rules" title="规则说明">
              <dl>
                {loaded.rules.map((rule) => (
                  <div key={rule.title}>
                    <dt>
                      <strong>{rule.title}</strong>
                    </dt>
                    <dd className={styles.muted}>{rule.text}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.actions}>
                <Link href={pathOf(RECRUITMENT_ROUTES.rateContacts, lang)}>费率问题咨询</Link>
                <ApplyLink lang={lang} />
              </p>
            </CardSection>
          </>
        )}
      </QueryState>
    </div>
  );
}

const CHANNEL_LABELS: Readonly<Record<RecruitmentContact['channel'], string>> = { email: '邮箱', telegram: 'Telegram', wechat: '企业微信' };

function contactHref(contact: RecruitmentContact): string | null {
  if (contact.channel === 'email') return `mailto:${contact.value}`;
  if (contact.channel === 'telegram') return `https://t.me/${contact.value.replace(/^@/, '')}`;
  return null;
}

const CONTACT_TEXT: Readonly<Record<RecruitmentContactTopic, { title: string; intro: string; route: string }>> = {
  programme: { title: '联系招募团队', intro: '对招募计划、合作方式有任何问题，请联系您所在地区的招募经理。', route: RECRUITMENT_ROUTES.contacts },
  rates: { title: '费率与返佣咨询', intro: '关于返佣计算、等级评定与结算的问题，请联系以下同事。', route: RECRUITMENT_ROUTES.rateContacts },
};

export function RecruitmentContactsScreen({ lang, topic }: { lang: Language; topic: RecruitmentContactTopic }) {
  const contacts = useRecruitmentContacts(topic);
  const text = CONTACT_TEXT[topic];
  return (
    <div className={styles.page}>
      <PageNav lang={lang} links={RECRUITMENT_LINKS} current={text.route} label={NAV_LABEL} />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{text.title}</h2>
        <p className={styles.muted}>{text.intro}</p>
        <QueryState query={contacts} isEmpty={(list) => list.length === 0} emptyText="暂无联系人">
          {(list) => (
            <ul className={`${styles.grid} ${styles.plainList}`} data-testid="recruitment-contacts">
              {list.map((contact) => {
                const href = contactHref(contact);
                return (
                  <li key={`${contact.role}-${contact.value}`} className={styles.tile}>
                    <h3>{contact.role}</h3>
                    <p>{contact.name}</p>
                    <p>
                      {CHANNEL_LABELS[contact.channel]}：{href ? <a href={href} rel="noopener noreferrer" target={contact.channel === 'telegram' ? '_blank' : undefined}>{contact.value}</a> : contact.value}
                    </p>
                    <p className={styles.muted}>{contact.hours}</p>
                    <p className={styles.muted}>负责地区：{contact.regions.join('、')}</p>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
        <p className={styles.actions}>
          {topic === 'rates' ? <Link href={pathOf(RECRUITMENT_ROUTES.rates, lang)}>返回费率与规则</Link> : <Link href={pathOf(RECRUITMENT_ROUTES.programme, lang)}>返回招募计划</Link>}
          <ApplyLink lang={lang} />
        </p>
      </section>
    </div>
  );
}
